import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { useStreamedText } from "../../markdown/hooks/use-streamed-text.ts";
import type { StreamRegistry } from "./stream-registry.ts";
import type { StreamSession, StreamStatus } from "./stream-session.ts";

const StreamContext = createContext<StreamRegistry | null>(null);

export function StreamProvider({ registry, children }: { registry: StreamRegistry; children: ReactNode }) {
  return <StreamContext value={registry}>{children}</StreamContext>;
}

/** The session following this message's reply, if one does. */
export function useStreamSession(messageId: number): StreamSession | undefined {
  const registry = useContext(StreamContext);
  useSyncExternalStore(
    registry?.subscribe ?? noSubscribe,
    registry?.version ?? zero,
    registry?.version ?? zero,
  );
  return registry?.get(messageId);
}

const noSubscribe = () => () => undefined;
const zero = () => 0;
const IDLE: StreamStatus = { phase: "ended", failure: null };

/** The phase of a session (re-renders on phase changes only, never per chunk). */
export function useStreamStatus(session: StreamSession | undefined): StreamStatus {
  return useSyncExternalStore(
    session?.onStatus ?? noSubscribe,
    session?.status ?? (() => IDLE),
    session?.status ?? (() => IDLE),
  );
}

/**
 * The reply text a message shows: once a session following it has text, the streamed text, with chunks
 * coalesced into one render per animation frame (useStreamedText) and a reconnect's different text
 * replacing it; otherwise the stored content. One hook for both, so the message's subtree is not
 * remounted (and its markdown not rebuilt) when the stream ends.
 */
export function useReplyText(session: StreamSession | undefined, stored: string): string {
  const streamed = useStreamedText(session?.text() ?? "");
  const { append, reset, flush } = streamed;
  useEffect(() => {
    if (!session) return;
    // Text that arrived between the first render and this subscription must not be lost.
    reset(session.text());
    const off = session.onText((event) => (event.type === "append" ? append(event.text) : reset(event.text)));
    const offStatus = session.onStatus(() => {
      if (session.status().phase !== "streaming") flush();
    });
    return () => {
      off();
      offStatus();
    };
  }, [session, append, reset, flush]);
  // Until the stream has shown something (connecting, or a stream that failed at once), the
  // stored text stands: a reloaded page keeps the reply so far on screen while it reconnects.
  return session && streamed.text !== "" ? streamed.text : stored;
}
