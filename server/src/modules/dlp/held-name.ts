// The name of a conversation whose first message DLP held. It is sent under the default name (the
// sidebar, breadcrumb and tab never show a held text), and the sender's choice names it: from the
// anonymized text after Anonymize, from the text after Send anyway; after Don't send it keeps the
// default. A title from the model later replaces it as usual (anonymized too: generation/service.ts).
import { nameFromMessage } from "../conversations/service.ts";
import type { ConversationRow } from "../conversations/repository.ts";
import type { Queryable } from "../../lib/db/database.ts";
import { listHistory } from "../messages/repository.ts";
import type { MessageRow } from "../messages/repository.ts";
import { anonymizeText } from "./anonymize-prompt.ts";
import { ScanBudgetExceededError } from "./detect-off-loop.ts";
import { renameAutoNamed } from "./repository.ts";

export async function nameAfterChoice(
  db: Queryable,
  accountId: number,
  conversation: Pick<ConversationRow, "id" | "name_is_auto">,
  held: Pick<MessageRow, "id">,
  choice: "anonymize" | "send_anyway",
): Promise<void> {
  if (!conversation.name_is_auto) return;
  const before = await listHistory(db, accountId, conversation.id, held.id);
  const first = before.length === 1 ? before[0] : undefined;
  // Not the first exchange, or a tool run without text (named after the tool already).
  if (first?.type !== "user" || first.content.trim() === "") return;
  let text = first.content;
  if (choice === "anonymize") {
    try {
      text = await anonymizeText(accountId, text, new Map());
    } catch (error) {
      // Not anonymized in time: the default name stays rather than the text.
      if (error instanceof ScanBudgetExceededError) return;
      throw error;
    }
  }
  await renameAutoNamed(db, accountId, conversation.id, nameFromMessage(text));
}
