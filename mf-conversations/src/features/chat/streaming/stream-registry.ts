import type { StreamSession } from "./stream-session.ts";

/**
 * The reply streams of the open conversation, by message id. Messages read their session from it;
 * the chat screen adds and ends sessions. A failed session stays (it carries the error the message
 * shows, and keeps the message from being joined again) until `forget` — a regenerate does that.
 */
export interface StreamRegistry {
  get(messageId: number): StreamSession | undefined;
  has(messageId: number): boolean;
  add(session: StreamSession): void;
  forget(messageId: number): void;
  /** Aborts and forgets every session (conversation switched or screen left). */
  clear(): void;
  /** Tells subscribers that a session's outcome changed (a failure ends "a reply is arriving"). */
  touch(): void;
  sessions(): StreamSession[];
  subscribe(listener: () => void): () => void;
  /** Changes whenever a session is added or removed (useSyncExternalStore snapshot). */
  version(): number;
}

export function createStreamRegistry(): StreamRegistry {
  const sessions = new Map<number, StreamSession>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version++;
    listeners.forEach((listener) => listener());
  };
  return {
    get: (id) => sessions.get(id),
    has: (id) => sessions.has(id),
    add(session) {
      sessions.get(session.messageId)?.abort();
      sessions.set(session.messageId, session);
      changed();
    },
    forget(id) {
      const session = sessions.get(id);
      if (!session) return;
      session.abort();
      sessions.delete(id);
      changed();
    },
    clear() {
      if (sessions.size === 0) return;
      sessions.forEach((session) => session.abort());
      sessions.clear();
      changed();
    },
    touch: changed,
    sessions: () => [...sessions.values()],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
