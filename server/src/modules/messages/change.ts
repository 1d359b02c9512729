// Editing and deleting messages with the spec's owner/sender rules (deleting a question takes its
// reply with it).
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import * as conversations from "../conversations/repository.ts";
import type { ConversationRow } from "../conversations/repository.ts";
import { mayChangeMessage } from "./permissions.ts";
import * as repo from "./repository.ts";
import type { MessageRow } from "./repository.ts";
import { messageNotFound } from "./send-context.ts";
import type { Sender } from "./send-context.ts";

interface Located {
  message: MessageRow;
  conversation: ConversationRow;
}

/** The message and its conversation when the member may see them; 404 otherwise (any tenant). */
export async function locateMessage(db: Database, sender: Sender, messageId: number): Promise<Located> {
  const message = await repo.findMessage(db, sender.accountId, messageId);
  if (message === undefined) throw messageNotFound();
  const conversation = await conversations.findConversationForMember(
    db,
    sender.accountId,
    message.conversation_id,
    sender.memberId,
  );
  if (conversation === undefined) throw messageNotFound();
  return { message, conversation };
}

async function checkChange(db: Database, sender: Sender, located: Located, action: "edit" | "delete") {
  const { message, conversation } = located;
  const { previous, next } = await repo.neighbours(db, sender.accountId, message.conversation_id, message.id);
  if (
    !mayChangeMessage(
      { memberId: sender.memberId, isOwner: conversation.role === "owner" },
      message,
      previous,
    )
  )
    throw new HttpError(403, "forbidden", `You cannot ${action} this message`);
  if (message.status === "streaming" || (action === "delete" && next?.status === "streaming"))
    throw new HttpError(409, "reply_in_progress", "Wait until the reply is complete");
}

export async function editMessage(
  db: Database,
  sender: Sender,
  messageId: number,
  content: string,
): Promise<MessageRow> {
  const located = await locateMessage(db, sender, messageId);
  await checkChange(db, sender, located, "edit");
  const updated = await db.transaction(async (tx) => {
    const done = await repo.updateMessageContent(tx, sender.accountId, messageId, content);
    if (done)
      await conversations.refreshConversationSize(tx, sender.accountId, located.message.conversation_id);
    return done;
  });
  if (!updated) throw new HttpError(409, "reply_in_progress", "Wait until the reply is complete");
  const row = await repo.findMessage(db, sender.accountId, messageId);
  if (row === undefined) throw messageNotFound();
  return row;
}

/**
 * Deletes a message; a question to the model goes with its reply (a reply without its question
 * would answer nothing, and regenerating it would answer the message before). Returns the ids gone.
 */
export async function deleteMessage(db: Database, sender: Sender, messageId: number): Promise<number[]> {
  const located = await locateMessage(db, sender, messageId);
  await checkChange(db, sender, located, "delete");
  const { message } = located;
  const { next } = await repo.neighbours(db, sender.accountId, message.conversation_id, message.id);
  const reply = message.type === "user" && !message.non_ai && next?.type === "assistant" ? next : undefined;
  const ids = reply ? [messageId, reply.id] : [messageId];
  await db.transaction(async (tx) => {
    for (const id of ids) {
      // Refused while streaming: the throw rolls back, so nothing of the pair is deleted.
      if (!(await repo.deleteMessage(tx, sender.accountId, id)))
        throw new HttpError(409, "reply_in_progress", "Wait until the reply is complete");
    }
    await conversations.refreshConversationSize(tx, sender.accountId, message.conversation_id);
  });
  return ids;
}
