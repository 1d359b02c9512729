// The stream call for a reply DLP held (stream body dlp_preference, remember;
// docs/product/dlp.md § Streaming a held reply): without a choice it answers 400 'DLP validation failed' with
// the findings; with one it anonymizes and starts, sends anyway (never in BLOCK mode), or removes the message
// (Don't send).
import type { DlpDetail } from "@parley/shared-contracts/api/dlp";
import type { StreamRequest } from "@parley/shared-contracts/api/messages";
import { HttpError } from "../../lib/http-error.ts";
import { storageKeysOf } from "../attachments/repository.ts";
import { removeStored } from "../attachments/uploads.ts";
import { updateConversation } from "../conversations/repository.ts";
import type { ConversationRow } from "../conversations/repository.ts";
import * as messages from "../messages/repository.ts";
import type { MessageRow } from "../messages/repository.ts";
import { startHeldReply } from "../messages/service.ts";
import type { MessageDeps, Sender } from "../messages/service.ts";
import { nameAfterChoice } from "./held-name.ts";
import { markAnonymized, readHeldReply, releaseHeldReply } from "./repository.ts";

export type HeldOutcome =
  | { kind: "follow" }
  | { kind: "dropped"; deletedIds: number[] }
  /** A stored Don't send removed the messages; the call still answers 'DLP validation failed'. */
  | { kind: "refused"; deletedIds: number[]; error: HttpError };

export const validationFailed = (detail: DlpDetail) =>
  new HttpError(400, "dlp_validation_failed", "DLP validation failed", undefined, detail);

/**
 * Deletes the held reply and the message that asked for it (with its files): nothing was sent. A held
 * regeneration withdraws the new reply only: its question had been answered before.
 */
async function drop(
  deps: MessageDeps,
  sender: Sender,
  message: MessageRow,
  regenerated: boolean,
): Promise<number[]> {
  const { previous: before } = await messages.neighbours(
    deps.db,
    sender.accountId,
    message.conversation_id,
    message.id,
  );
  const previous = regenerated ? undefined : before;
  const ids = [message.id, ...(previous?.type === "user" ? [previous.id] : [])];
  const stored = previous ? await storageKeysOf(deps.db, sender.accountId, { messageId: previous.id }) : [];
  await deps.db.transaction(async (tx) => {
    for (const id of ids) await messages.deleteMessage(tx, sender.accountId, id);
  });
  if (deps.store) await removeStored(deps.store, stored, deps.log);
  return ids;
}

/**
 * Snapshots and exports show the anonymized send as the provider got it (as-sent.ts): the reply, and
 * its question unless this was a regeneration (the question was sent before, as it was then).
 */
async function markSentAnonymized(
  deps: MessageDeps,
  sender: Sender,
  message: MessageRow,
  regenerated: boolean,
): Promise<void> {
  const { previous } = await messages.neighbours(
    deps.db,
    sender.accountId,
    message.conversation_id,
    message.id,
  );
  const question = !regenerated && previous?.type === "user" ? [previous.id] : [];
  await markAnonymized(deps.db, sender.accountId, [message.id, ...question]);
}

export async function resolveHeldReply(
  deps: MessageDeps,
  sender: Sender,
  located: { message: MessageRow; conversation: ConversationRow },
  choice: Pick<StreamRequest, "dlp_preference" | "remember">,
): Promise<HeldOutcome> {
  const { message, conversation } = located;
  const held = await readHeldReply(deps.db, sender.accountId, message.id);
  // Released meanwhile, or not this member's send: follow it like any reply.
  if (held === undefined || message.sender_id !== sender.memberId) return { kind: "follow" };
  const preference = choice.dlp_preference ?? null;
  if (preference === null) {
    // A stored Don't send: the message goes, and the client says why (its toast). Not for a send
    // held unchecked (scan past its budget): no stored choice applies to it, the sender chooses.
    if (conversation.dlp_preference === "dont_send" && held.detail.reason === undefined)
      return {
        kind: "refused",
        deletedIds: await drop(deps, sender, message, held.regenerated),
        error: validationFailed(held.detail),
      };
    throw validationFailed(held.detail);
  }
  if (preference === "send_anyway" && held.detail.mode === "BLOCK")
    throw new HttpError(403, "dlp_blocked", "This workspace does not allow sending sensitive data");
  // The choice is remembered for the conversation; only its owner sets what applies to everyone.
  if (choice.remember && conversation.role === "owner")
    await updateConversation(deps.db, sender.accountId, conversation.id, { dlp_preference: preference });
  if (preference === "dont_send")
    return { kind: "dropped", deletedIds: await drop(deps, sender, message, held.regenerated) };
  if (await releaseHeldReply(deps.db, sender.accountId, message.id)) {
    // A held first message: the conversation is named now, as the sender chose (held-name.ts).
    if (!held.regenerated)
      await nameAfterChoice(deps.db, sender.accountId, conversation, message, preference);
    if (preference === "anonymize") await markSentAnonymized(deps, sender, message, held.regenerated);
    await startHeldReply(deps, sender, message, held.parameters, preference === "anonymize", held.scraped);
  }
  return { kind: "follow" };
}
