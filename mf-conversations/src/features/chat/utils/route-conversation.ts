/**
 * The conversation a route parameter names (docs/product/conversations.md § Chat screen): a positive integer
 * is a saved conversation; 0, 'new', anything non-numeric or nothing is a new, unsaved conversation (0).
 */
export function conversationIdFromRoute(parameter: string | undefined): number {
  if (parameter === undefined || !/^\d+$/.test(parameter)) return 0;
  const id = Number(parameter);
  return Number.isSafeInteger(id) ? id : 0;
}

/** The path of a conversation (0 = the new-conversation screen). */
export function conversationPath(id: number): string {
  return id > 0 ? `/conversations/${id}` : "/conversations/new";
}
