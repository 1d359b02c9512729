import type { ConversationsT } from "../../../i18n/use-conversations-translation.ts";
import type { StreamStatus } from "../streaming/stream-session.ts";

/**
 * A stream call that failed after its retries (docs/product/conversations.md § Error catalogue): unreachable
 * or a server fault (5xx) says 'Load failed'; a refusal (4xx) says the server's reason when it gave one.
 * Errors inside a stream that did arrive are the reply's own (its stored error, 'Something went wrong with
 * streaming messages.').
 */
export function streamFailureText(failure: NonNullable<StreamStatus["failure"]>, t: ConversationsT): string {
  const refused = failure.status !== null && failure.status < 500;
  return (refused ? failure.message : null) ?? t("stream.loadFailed");
}
