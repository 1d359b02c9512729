// Sending: a new conversation on the first send, the user message with its files, and the reply
// started on the server (or held by DLP). Regenerating, editing and deleting live beside this file.
import type { SendMessageFields, SendMessageResponse } from "@parley/shared-contracts/api/messages";
import { conversationCatalogue } from "@parley/shared-contracts/messages";
import type { DlpDetail } from "@parley/shared-contracts/api/dlp";
import type { Queryable } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import * as conversations from "../conversations/repository.ts";
import { nameFromMessage } from "../conversations/service.ts";
import type { HistoryMessage } from "../generation/prompt.ts";
import { prepareUploads, removeStored, storeUploads } from "../attachments/uploads.ts";
import type { Upload } from "../attachments/uploads.ts";
import { setLastUsedModel } from "../members/repository.ts";
import type { ModelRow } from "../models/repository.ts";
import { usableModel } from "../models/service.ts";
import { behaviorForSend } from "../behavior-settings/send-behavior.ts";
import { parametersForSend } from "../model-settings/service.ts";
import { heldState, markAnonymized } from "../dlp/repository.ts";
import * as repo from "./repository.ts";
import {
  asHistory,
  badRequest,
  checkTokenLimit,
  conversationFor,
  dlpAtSend,
  historyFiles,
  parseParameters,
  promptFilesOf,
  readsImages,
  scrapeForSend,
} from "./send-context.ts";
import type { MessageDeps, Sender } from "./send-context.ts";
import { regenerate } from "./regenerate.ts";
import { prepareToolRun, toolMessageText, withToolParameters } from "../tools/tool-run.ts";
import type { ToolRun } from "../tools/tool-run.ts";
import { mergePromptFiles, toolKnowledgeFiles } from "../tools/tool-files.ts";
import { asReplyConflict, replyInProgress } from "./running-reply.ts";

export type { MessageDeps, Sender } from "./send-context.ts";
export { messageNotFound } from "./send-context.ts";
export { startHeldReply } from "./held-reply.ts";
export { deleteMessage, editMessage, locateMessage } from "./change.ts";

/**
 * A send made by a routine, unattended: the user message is marked sent_by_routine, nobody has read
 * it yet, and a DLP hold refuses the send (nothing is written, nothing reaches the provider) since
 * no one is there to choose.
 */
export interface RoutineSend {
  /** In the send's transaction once the user message exists; throws when the run already posted. */
  claim(tx: Queryable, userMessageId: number): Promise<void>;
}

/** A routine's send that data-loss prevention held: the run fails with this reason. */
export function dlpHeldError(detail: DlpDetail): HttpError {
  if (detail.reason === "scan_budget_exceeded")
    return new HttpError(
      422,
      "dlp_held",
      "Held by data-loss prevention: the message could not be checked in time; nothing was sent to the model",
    );
  const count =
    detail.content_result.length +
    detail.document_results.reduce((sum, d) => sum + d.entities.length, 0) +
    detail.rememberizer_api_result_content.length;
  const kinds = [
    ...new Set(
      [...detail.content_result, ...detail.document_results.flatMap((d) => d.entities)].map((e) => e.type),
    ),
  ];
  return new HttpError(
    422,
    "dlp_held",
    `Held by data-loss prevention: ${count} finding${count === 1 ? "" : "s"}${kinds.length > 0 ? ` (${kinds.join(", ")})` : ""}; nothing was sent to the model`,
  );
}

export async function sendMessage(
  deps: MessageDeps,
  sender: Sender,
  input: SendMessageFields,
  uploads: readonly Upload[] = [],
  routine?: RoutineSend,
): Promise<SendMessageResponse> {
  const sentParameters = parseParameters(input.user_model_parameters);
  if (input.regenerate_message_id !== undefined)
    return regenerate(
      deps,
      sender,
      input.conversation_id ?? 0,
      input.regenerate_message_id,
      input.model_id,
      sentParameters,
      input.behavior_settings,
      input.local_mcp_server_id || undefined,
    );

  const { db } = deps;
  const nonAi = input.non_ai === "true";
  const text = input.message;
  // A tool runs with the values sent (its prompt may be all the message there is).
  const tool: ToolRun | undefined =
    input.tool_id === undefined || nonAi
      ? undefined
      : await prepareToolRun(db, sender, input.tool_id, input.json_tool_data);
  // What the model reads for this message.
  const modelText = tool === undefined ? text : toolMessageText(tool, text);
  if (modelText.trim() === "" && uploads.length === 0)
    throw badRequest("message_required", "Message must not be empty");
  if (uploads.length > 0 && input.regenerate_message_id === undefined && deps.store === undefined)
    throw badRequest("files_not_supported", "Attaching files is not available on this server");
  let model: ModelRow | undefined;
  if (!nonAi) {
    if (input.model_id === undefined) throw badRequest("model_required", conversationCatalogue["model.none"]);
    model = await usableModel(db, sender.accountId, input.model_id);
  }
  // Checked against the model's schema; without any sent, the member's saved ones (model-settings).
  const parameters = model
    ? withToolParameters(await parametersForSend(db, sender, model, sentParameters), tool)
    : {};
  // The sender's behaviour settings, read once for the whole send.
  const behavior = model ? await behaviorForSend(db, sender, model, input.behavior_settings) : undefined;
  const aggressiveness = behavior?.aggressiveness;
  const explicitUrlDetection = behavior?.explicitUrlDetection === true;
  const commentary = behavior?.commentary;
  const existingId = input.conversation_id ?? 0;
  const conversation = existingId > 0 ? await conversationFor(db, sender, existingId) : undefined;
  // Images only for a model that reads them (a message to people only may carry any).
  // A document is read just past the model's token limit (4 characters a token, as estimated).
  const prepared = await prepareUploads(
    uploads,
    model === undefined || readsImages(model),
    model === undefined ? undefined : model.context_size * 4 + 4,
  );
  const earlier = conversation ? await repo.listHistory(db, sender.accountId, conversation.id) : [];
  if (model !== undefined && earlier.some((m) => m.status === "streaming" || m.status === "held"))
    throw replyInProgress();
  const earlierFiles = model ? await historyFiles(deps, sender.accountId, earlier, model) : new Map();
  // The tool's knowledge files go to the model (and through DLP) like files attached to the message.
  const knowledgeFiles =
    tool !== undefined && input.tool_id !== undefined && model !== undefined && deps.store !== undefined
      ? (await toolKnowledgeFiles(db, deps.store, sender.accountId, [input.tool_id], readsImages(model))).get(
          input.tool_id,
        )
      : undefined;
  const messageFiles = mergePromptFiles(
    prepared.length > 0 ? promptFilesOf(prepared, model) : undefined,
    knowledgeFiles,
  );
  const history: HistoryMessage[] = [
    ...asHistory(earlier, earlierFiles),
    {
      type: "user" as const,
      content: modelText,
      status: "complete" as const,
      non_ai: nonAi,
      ...(tool !== undefined && tool.system_prompt !== "" ? { system: tool.system_prompt } : {}),
      ...(messageFiles !== undefined ? { files: messageFiles } : {}),
    },
  ];
  if (model !== undefined) checkTokenLimit(history, model, parameters);
  // Data-loss prevention (docs/product/dlp.md): findings in the message or its documents.
  // Asked before DLP: the knowledge source's answer is checked with the message (its own group).
  const knowledge = model !== undefined && deps.knowledge ? await deps.knowledge(sender, modelText) : [];
  // Pages are fetched now, so that DLP checks what the provider would read.
  const scraped =
    model !== undefined ? await scrapeForSend(deps, modelText, explicitUrlDetection) : undefined;
  const dlp =
    model === undefined
      ? undefined
      : await dlpAtSend(
          db,
          sender.accountId,
          modelText,
          messageFiles?.documents ?? [],
          conversation,
          knowledge,
          scraped,
        );

  if (routine !== undefined && dlp?.decision === "hold") throw dlpHeldError(dlp.detail);

  const written: string[] = [];
  const ids = await db
    .transaction(async (tx) => {
      const conversationId =
        conversation?.id ??
        (await conversations.insertConversation(
          tx,
          sender.accountId,
          sender.memberId,
          // A held first message names nothing yet: the sender's choice decides (dlp/held-name.ts).
          nameFromMessage(
            text.trim() === "" && tool !== undefined ? tool.name : dlp?.decision === "hold" ? "" : text,
          ),
        ));
      const userMessageId = await repo.insertMessage(tx, sender.accountId, {
        conversationId,
        type: "user",
        senderId: sender.memberId,
        content: text,
        status: "complete",
        nonAi,
        modelId: null,
        modelDisplayName: null,
        parameters: {},
        ...(routine !== undefined ? { sentByRoutine: true } : {}),
        ...(tool !== undefined && input.tool_id !== undefined
          ? { tool: { id: input.tool_id, run: tool } }
          : {}),
      });
      if (prepared.length > 0 && deps.store !== undefined)
        await storeUploads(
          tx,
          deps.store,
          {
            accountId: sender.accountId,
            conversationId,
            messageId: userMessageId,
            memberId: sender.memberId,
          },
          prepared,
          written,
        );
      let assistantMessageId: number | null = null;
      if (model !== undefined) {
        assistantMessageId = await repo.insertMessage(tx, sender.accountId, {
          conversationId,
          type: "assistant",
          senderId: sender.memberId,
          content: "",
          status: dlp?.decision === "hold" ? "held" : "streaming",
          nonAi: false,
          modelId: model.id,
          modelDisplayName: model.display_name,
          parameters,
          ...(dlp?.decision === "hold"
            ? { dlpHold: heldState(dlp.detail, { regenerated: false, scraped }) }
            : {}),
        });
        await conversations.setConversationModel(tx, sender.accountId, conversationId, model.id);
        await setLastUsedModel(tx, sender.accountId, sender.memberId, model.id);
      }
      await conversations.refreshConversationSize(tx, sender.accountId, conversationId);
      // A saved "anonymize" choice: snapshots and exports show this exchange as it was sent.
      if (dlp?.decision === "anonymize")
        await markAnonymized(tx, sender.accountId, [
          userMessageId,
          ...(assistantMessageId === null ? [] : [assistantMessageId]),
        ]);
      if (routine !== undefined) await routine.claim(tx, userMessageId);
      else await conversations.markRead(tx, sender.accountId, conversationId, sender.memberId, userMessageId);
      return { conversationId, userMessageId, assistantMessageId };
    })
    .catch(async (error: unknown) => {
      // Nothing of a refused send stays behind.
      if (deps.store !== undefined) await removeStored(deps.store, written, deps.log);
      throw asReplyConflict(error);
    });

  if (model !== undefined && ids.assistantMessageId !== null && dlp?.decision !== "hold") {
    deps.generation.start({
      senderId: sender.memberId,
      desktopUuid: input.local_mcp_server_id || undefined,
      anonymize: dlp?.decision === "anonymize",
      knowledge,
      accountId: sender.accountId,
      conversationId: ids.conversationId,
      messageId: ids.assistantMessageId,
      model,
      history,
      parameters,
      aggressiveness,
      scraped,
      commentary,
      titleFrom: conversation === undefined ? modelText : undefined,
    });
  }
  return {
    data: {
      conversation_id: ids.conversationId,
      user_message_id: ids.userMessageId,
      assistant_message_id: ids.assistantMessageId,
    },
  };
}
