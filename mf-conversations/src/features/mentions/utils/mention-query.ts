// The '@…' the user is typing at the caret, who it can mean, and the text once one is picked.
import type { Participant } from "@parley/shared-contracts/api/conversations";

/** Longest text after '@' that still counts as a mention being typed (names have spaces). */
const MAX_QUERY = 40;
/** Most names the list shows at once. */
export const MAX_OPTIONS = 8;

export interface MentionQuery {
  /** Index of the '@'. */
  start: number;
  /** What follows it up to the caret. */
  query: string;
}

/** '@' at the start or after white space, then up to the caret no line break and no other '@'. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf("@");
  if (start === -1) return null;
  if (start > 0 && !/\s/.test(before.charAt(start - 1))) return null;
  const query = before.slice(start + 1);
  if (query.length > MAX_QUERY || /[\n@]/.test(query)) return null;
  return { start, query };
}

/**
 * Participants other than me whose name (any word of it) or e-mail starts with the query. None once
 * the query is a whole name followed by a space: that mention is complete (just picked or typed).
 */
export function matchingParticipants(
  participants: readonly Participant[],
  query: string,
  selfId: number | undefined,
): Participant[] {
  const wanted = query.trim().toLocaleLowerCase();
  const complete =
    /\s$/.test(query) && participants.some((p) => p.name.trim().toLocaleLowerCase() === wanted);
  if (complete) return [];
  return participants
    .filter((p) => p.id !== selfId && p.name.trim() !== "")
    .filter((p) => {
      if (wanted === "") return true;
      const name = p.name.toLocaleLowerCase();
      return (
        name.startsWith(wanted) ||
        name.split(/\s+/).some((word) => word.startsWith(wanted)) ||
        p.email.toLocaleLowerCase().startsWith(wanted)
      );
    })
    .slice(0, MAX_OPTIONS);
}

/** The text with '@query' replaced by '@Name ' and where the caret goes. */
export function insertMention(
  text: string,
  mention: MentionQuery,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name.trim()} `;
  const after = text.slice(caret).replace(/^ /, "");
  return { text: text.slice(0, mention.start) + inserted + after, caret: mention.start + inserted.length };
}
