let id: string | null = null;

/**
 * One id per page load (the desktop session's session_uuid): the server sends a local tool call to
 * the page that posted the tools, so two open tabs never both run it.
 */
export function pageSessionUuid(): string {
  id ??= crypto.randomUUID();
  return id;
}
