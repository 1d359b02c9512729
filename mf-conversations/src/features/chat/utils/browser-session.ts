let id: string | null = null;

/** One id per page load, sent with each message (browser_session_id) so the server can tell tabs apart. */
export function browserSessionId(): string {
  id ??=
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return id;
}
