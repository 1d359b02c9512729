// A conversation's messages as they were sent, for what leaves the member's own view (snapshots and
// exports): a message whose send the sender chose to anonymize, and the reply to it (its stored text
// has the originals restored), show placeholders, never what the member chose not to send. One map
// for all of them, so the same value keeps the same placeholder throughout.
import type { Queryable } from "../../lib/db/database.ts";
import type { MessageRow } from "../messages/repository.ts";
import { anonymizeMany, ScanBudgetExceededError } from "./detect-off-loop.ts";
import { anonymizedMessageIds } from "./repository.ts";

/** Shown instead of an anonymized message whose scan ran past its budget: never the original. */
export const WITHHELD_TEXT = "[Text withheld: it was sent anonymized]";

export async function messagesAsSent(
  db: Queryable,
  accountId: number,
  conversationId: number,
  messages: readonly MessageRow[],
): Promise<MessageRow[]> {
  const anonymized = await anonymizedMessageIds(db, accountId, conversationId);
  const picked = messages.filter((m) => anonymized.has(m.id));
  if (picked.length === 0) return [...messages];
  let texts: string[];
  try {
    texts = await anonymizeMany(
      accountId,
      picked.map((m) => m.content),
      new Map(),
    );
  } catch (error) {
    // Fail closed: the text is left out rather than shown as typed.
    if (!(error instanceof ScanBudgetExceededError)) throw error;
    texts = picked.map(() => WITHHELD_TEXT);
  }
  const byId = new Map(picked.map((m, i) => [m.id, texts[i] ?? WITHHELD_TEXT]));
  return messages.map((m) => {
    const content = byId.get(m.id);
    return content === undefined ? m : { ...m, content };
  });
}
