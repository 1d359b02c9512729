// Regenerating the last reply of a conversation (scanned by DLP again: a one-time choice does not
// carry over).
import type { SendMessageResponse, UserModelParameters } from "@parley/shared-contracts/api/messages";
import { HttpError } from "../../lib/http-error.ts";
import * as conversations from "../conversations/repository.ts";
import { setLastUsedModel } from "../members/repository.ts";
import { usableModel } from "../models/service.ts";
import { behaviorForSend } from "../behavior-settings/send-behavior.ts";
import { parametersForSend } from "../model-settings/service.ts";
import { withToolParameters } from "../tools/tool-run.ts";
import { mayChangeMessage } from "./permissions.ts";
import { heldState, markAnonymized } from "../dlp/repository.ts";
import * as repo from "./repository.ts";
import {
  asHistory,
  badRequest,
  checkTokenLimit,
  dlpAtSend,
  historyFiles,
  messageNotFound,
  scrapeForSend,
} from "./send-context.ts";
import type { MessageDeps, Sender } from "./send-context.ts";
import { asReplyConflict, replyInProgress } from "./running-reply.ts";

/** Replaces the conversation's last reply (same id) with a new one, from the same or another model. */
export async function regenerate(
  deps: MessageDeps,
  sender: Sender,
  conversationId: number,
  messageId: number,
  modelId: number | undefined,
  sentParameters: UserModelParameters | undefined,
  behaviorSettings: string | undefined,
  desktopUuid?: string,
): Promise<SendMessageResponse> {
  const { db } = deps;
  const message = await repo.findMessage(db, sender.accountId, messageId);
  if (message === undefined || (conversationId > 0 && message.conversation_id !== conversationId))
    throw messageNotFound();
  const conversation = await conversations.findConversationForMember(
    db,
    sender.accountId,
    message.conversation_id,
    sender.memberId,
  );
  if (conversation === undefined) throw messageNotFound();
  const history = await repo.listHistory(db, sender.accountId, message.conversation_id);
  const index = history.findIndex((m) => m.id === message.id);
  const previous = history[index - 1];
  if (message.type !== "assistant" || index !== history.length - 1 || previous?.type !== "user")
    throw badRequest("not_regenerable", "Only the last reply of a conversation can be regenerated");
  if (history.some((m) => m.status === "streaming" || m.status === "held")) throw replyInProgress();
  if (
    !mayChangeMessage(
      { memberId: sender.memberId, isOwner: conversation.role === "owner" },
      message,
      previous,
    )
  )
    throw new HttpError(403, "forbidden", "You cannot regenerate this reply");
  const model = await usableModel(db, sender.accountId, modelId ?? message.model_id ?? 0);
  // The tool the question ran sets its parameters again.
  const parameters = withToolParameters(
    await parametersForSend(db, sender, model, sentParameters),
    previous.tool_data ?? undefined,
  );
  // The sender's behaviour settings, read once for the whole regenerate.
  const { aggressiveness, explicitUrlDetection, commentary } = await behaviorForSend(
    db,
    sender,
    model,
    behaviorSettings,
  );
  const earlierRows = history.slice(0, index);
  const prompt = asHistory(earlierRows, await historyFiles(deps, sender.accountId, earlierRows, model));
  checkTokenLimit(prompt, model, parameters);
  // The question is scanned again: a one-time Anonymize or Send anyway does not carry over.
  const asked = prompt.at(-1);
  const knowledge = asked && deps.knowledge ? await deps.knowledge(sender, asked.content) : [];
  const scraped = await scrapeForSend(deps, asked?.content ?? "", explicitUrlDetection);
  const dlp = await dlpAtSend(
    db,
    sender.accountId,
    asked?.content ?? "",
    asked?.files?.documents ?? [],
    conversation,
    knowledge,
    scraped,
  );
  const hold = dlp?.decision === "hold" ? heldState(dlp.detail, { regenerated: true, scraped }) : undefined;

  const reset = await db
    .transaction(async (tx) => {
      const done = await repo.resetReplyForRegeneration(
        tx,
        sender.accountId,
        message.id,
        { id: model.id, displayName: model.display_name },
        sender.memberId,
        parameters,
        hold,
      );
      if (done) {
        await conversations.setConversationModel(tx, sender.accountId, message.conversation_id, model.id);
        await setLastUsedModel(tx, sender.accountId, sender.memberId, model.id);
        await conversations.refreshConversationSize(tx, sender.accountId, message.conversation_id);
        // A saved "anonymize" choice: the new reply shows as sent in snapshots and exports.
        if (dlp?.decision === "anonymize") await markAnonymized(tx, sender.accountId, [message.id]);
      }
      return done;
    })
    .catch((error: unknown) => {
      throw asReplyConflict(error);
    });
  if (!reset) throw replyInProgress();
  // Held: the stream call answers with the findings and starts the reply after the sender's choice.
  if (hold === undefined)
    deps.generation.start({
      senderId: sender.memberId,
      desktopUuid,
      anonymize: dlp?.decision === "anonymize",
      knowledge,
      accountId: sender.accountId,
      conversationId: message.conversation_id,
      messageId: message.id,
      model,
      history: prompt,
      parameters,
      aggressiveness,
      scraped,
      commentary,
    });
  return {
    data: {
      conversation_id: message.conversation_id,
      user_message_id: previous.id,
      assistant_message_id: message.id,
    },
  };
}
