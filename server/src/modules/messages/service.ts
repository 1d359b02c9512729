// Sending (new conversation on the first send, user message, streaming reply started on the server),
// regenerating the last reply, editing, deleting and stopping — with the spec's owner/sender rules.
import { sendMessageFieldsSchema, userModelParametersSchema } from "@parley/shared-contracts/api/messages";
import type { SendMessageResponse, UserModelParameters } from "@parley/shared-contracts/api/messages";
import { conversationCatalogue } from "@parley/shared-contracts/messages";
import type { Database } from "../../lib/db/database.ts";
import { HttpError, issuesToFields } from "../../lib/http-error.ts";
import * as conversations from "../conversations/repository.ts";
import type { ConversationRow } from "../conversations/repository.ts";
import { conversationNotFound, nameFromMessage } from "../conversations/service.ts";
import type { HistoryMessage } from "../generation/prompt.ts";
import type { FileStore } from "../../lib/storage/file-store.ts";
import { loadPromptFiles, withDocuments } from "../attachments/prompt-files.ts";
import type { PromptFiles } from "../attachments/prompt-files.ts";
import { prepareUploads, removeStored, storeUploads } from "../attachments/uploads.ts";
import type { PreparedUpload, Upload } from "../attachments/uploads.ts";
import type { GenerationService } from "../generation/service.ts";
import { setLastUsedModel } from "../members/repository.ts";
import type { ModelRow } from "../models/repository.ts";
import { usableModel } from "../models/service.ts";
import { aggressivenessForSend } from "../behavior-settings/service.ts";
import { urlDetectionForSend } from "../scraping/settings.ts";
import { parametersForSend } from "../model-settings/service.ts";
import { mayChangeMessage } from "./permissions.ts";
import type { DlpDetail } from "@parley/shared-contracts/api/dlp";
import type { ScrapeResult } from "../scraping/scrape.ts";
import { heldState, workspaceDlpMode } from "../dlp/repository.ts";
import type { KnowledgeResult, KnowledgeSearch } from "../integrations/knowledge-search.ts";
import { decideAtSend, scanForDlp } from "../dlp/send-check.ts";
import * as repo from "./repository.ts";
import type { MessageRow } from "./repository.ts";

export interface MessageDeps {
  db: Database;
  generation: GenerationService;
  /** The sender's knowledge-source results for a message (none without an active account). */
  knowledge?: KnowledgeSearch;
  /** Where attached files go; without one, a send with files is refused. */
  store?: FileStore;
  /** Fetches the pages a message's {{url}}s name (URL detection); without one, nothing is fetched. */
  scrape?: (text: string) => Promise<ScrapeResult>;
  log?: { warn: (obj: object, msg: string) => void };
}

export interface Sender {
  accountId: number;
  memberId: number;
}

/** Tokens a message costs in the estimate (4 characters a token, plus a little per message). */
const PER_MESSAGE_TOKENS = 4;

export function messageNotFound(): HttpError {
  return new HttpError(404, "message_not_found", "Message not found");
}

function badRequest(code: string, text: string): HttpError {
  return new HttpError(400, code, text);
}

/** The send's user_model_parameters; undefined when it carries none (the saved ones apply). */
function parseParameters(raw: string | undefined): UserModelParameters | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest("validation_error", "user_model_parameters must be JSON");
  }
  const parsed = userModelParametersSchema.safeParse(json);
  if (!parsed.success)
    throw new HttpError(
      400,
      "validation_error",
      "Invalid model parameters",
      issuesToFields(parsed.error.issues),
    );
  return parsed.data;
}

function asHistory(
  rows: readonly Pick<MessageRow, "id" | "type" | "content" | "status" | "non_ai">[],
  files: ReadonlyMap<number, PromptFiles> = new Map(),
): HistoryMessage[] {
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    content: r.content,
    status: r.status,
    non_ai: r.non_ai,
    ...(files.has(r.id) ? { files: files.get(r.id) } : {}),
  }));
}

/** The attached files of earlier messages, as the model reads them. */
function historyFiles(
  deps: MessageDeps,
  accountId: number,
  rows: readonly Pick<MessageRow, "id" | "files">[],
  model: ModelRow,
): Promise<Map<number, PromptFiles>> {
  const withFiles = rows.filter((r) => (r.files?.length ?? 0) > 0).map((r) => r.id);
  if (deps.store === undefined || withFiles.length === 0) return Promise.resolve(new Map());
  return loadPromptFiles(deps.db, deps.store, accountId, withFiles, readsImages(model));
}

const readsImages = (model: ModelRow | undefined) => model?.supported_file_types.includes("image") ?? false;

/** A just-sent message's files as the model reads them. */
function promptFilesOf(prepared: readonly PreparedUpload[], model: ModelRow | undefined): PromptFiles {
  return {
    documents: prepared
      .filter((p) => p.kind === "document")
      .map((p) => ({ name: p.fileName, text: p.text ?? "" })),
    images: readsImages(model)
      ? prepared
          .filter((p) => p.kind === "image")
          .map((p) => ({ name: p.fileName, mediaType: p.mediaType, data: p.data }))
      : [],
  };
}

/** 400 "Token limit exceeded" when the prompt (and the reply's reserved tokens) would not fit. */
function checkTokenLimit(
  history: readonly HistoryMessage[],
  model: ModelRow,
  parameters: UserModelParameters,
) {
  let tokens = parameters.max_tokens ?? 0;
  for (const message of history)
    if (!message.non_ai)
      tokens +=
        Math.ceil(withDocuments(message.content, message.files?.documents ?? []).length / 4) +
        PER_MESSAGE_TOKENS;
  if (tokens > model.context_size) throw badRequest("token_limit_exceeded", "Token limit exceeded");
}

/** The pages of the message's {{url}}s when URL detection is on for this send; else undefined. */
async function scrapeForSend(
  deps: MessageDeps,
  text: string,
  urlDetection: boolean,
): Promise<ScrapeResult | undefined> {
  if (!urlDetection || deps.scrape === undefined) return undefined;
  const result = await deps.scrape(text);
  return result.context === undefined ? undefined : result;
}

/** What DLP does with this send: nothing (no findings), start anonymized, start, or hold it. */
async function dlpAtSend(
  db: Database,
  accountId: number,
  text: string,
  documents: readonly { name: string; text: string }[],
  conversation: ConversationRow | undefined,
  knowledge: readonly KnowledgeResult[] = [],
  scraped?: ScrapeResult,
): Promise<{ decision: "start" | "anonymize" | "hold"; detail: DlpDetail } | undefined> {
  // Fetched pages are checked like documents, each named by its address.
  const pages = (scraped?.pages ?? []).filter((p) => p.ok).map((p) => ({ name: p.url, text: p.text }));
  const findings = await scanForDlp(text, [...documents, ...pages], knowledge);
  if (findings === null) return undefined;
  const mode = await workspaceDlpMode(db, accountId);
  return {
    decision: decideAtSend(conversation?.dlp_preference ?? null, mode),
    detail: { mode, ...findings },
  };
}

/**
 * Starts a held reply after the sender's choice: the conversation up to it (with its files), the
 * parameters stored with it, the member's saved behaviour settings.
 */
export async function startHeldReply(
  deps: MessageDeps,
  sender: Sender,
  message: MessageRow,
  parameters: UserModelParameters,
  anonymize: boolean,
  scraped: ScrapeResult | null,
): Promise<void> {
  const { db } = deps;
  const model = await usableModel(db, sender.accountId, message.model_id ?? 0);
  const rows = await repo.listHistory(db, sender.accountId, message.conversation_id, message.id);
  const history = asHistory(rows, await historyFiles(deps, sender.accountId, rows, model));
  // The conversation's first exchange, held at its send: the title is asked for now (anonymized
  // too when the sender chose so).
  const first = rows.length === 1 && rows[0]?.type === "user";
  const asked = rows.findLast((row) => row.type === "user");
  const knowledge = asked && deps.knowledge ? await deps.knowledge(sender, asked.content) : [];
  deps.generation.start({
    knowledge,
    titleFrom: first ? rows[0]?.content : undefined,
    accountId: sender.accountId,
    conversationId: message.conversation_id,
    messageId: message.id,
    model,
    history,
    parameters,
    aggressiveness: await aggressivenessForSend(db, sender.accountId, sender.memberId, undefined),
    // The pages the send fetched under its own URL-detection setting, exactly as DLP saw them.
    scraped: scraped ?? undefined,
    anonymize,
  });
}

/** The conversation a member may write in, or 404 with the spec's text. */
async function conversationFor(
  db: Database,
  sender: Sender,
  conversationId: number,
): Promise<ConversationRow> {
  const conversation = await conversations.findConversationForMember(
    db,
    sender.accountId,
    conversationId,
    sender.memberId,
  );
  if (conversation === undefined) throw conversationNotFound();
  return conversation;
}

export async function sendMessage(
  deps: MessageDeps,
  sender: Sender,
  fields: Record<string, string>,
  uploads: readonly Upload[] = [],
): Promise<SendMessageResponse> {
  const parsed = sendMessageFieldsSchema.safeParse(fields);
  if (!parsed.success)
    throw new HttpError(400, "validation_error", "Invalid message", issuesToFields(parsed.error.issues));
  const input = parsed.data;
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
    );

  const { db } = deps;
  const nonAi = input.non_ai === "true";
  const text = input.message;
  if (text.trim() === "" && uploads.length === 0)
    throw badRequest("message_required", "Message must not be empty");
  if (uploads.length > 0 && input.regenerate_message_id === undefined && deps.store === undefined)
    throw badRequest("files_not_supported", "Attaching files is not available on this server");
  let model: ModelRow | undefined;
  if (!nonAi) {
    if (input.model_id === undefined) throw badRequest("model_required", conversationCatalogue["model.none"]);
    model = await usableModel(db, sender.accountId, input.model_id);
  }
  // Checked against the model's schema; without any sent, the member's saved ones (model-settings).
  const parameters = model ? await parametersForSend(db, sender, model, sentParameters) : {};
  const aggressiveness = model
    ? await aggressivenessForSend(db, sender.accountId, sender.memberId, input.behavior_settings)
    : undefined;
  const explicitUrlDetection =
    model !== undefined &&
    (await urlDetectionForSend(db, sender.accountId, sender.memberId, input.behavior_settings));
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
    throw new HttpError(409, "reply_in_progress", "A reply is still being written in this conversation");
  const earlierFiles = model ? await historyFiles(deps, sender.accountId, earlier, model) : new Map();
  const history: HistoryMessage[] = [
    ...asHistory(earlier, earlierFiles),
    {
      type: "user" as const,
      content: text,
      status: "complete" as const,
      non_ai: nonAi,
      ...(prepared.length > 0 ? { files: promptFilesOf(prepared, model) } : {}),
    },
  ];
  if (model !== undefined) checkTokenLimit(history, model, parameters);
  // Data-loss prevention (part 2 §4 "DLP flow"): findings in the message or its documents.
  // Asked before DLP: the knowledge source's answer is checked with the message (its own group).
  const knowledge = model !== undefined && deps.knowledge ? await deps.knowledge(sender, text) : [];
  // Pages are fetched now, so that DLP checks what the provider would read.
  const scraped = model !== undefined ? await scrapeForSend(deps, text, explicitUrlDetection) : undefined;
  const dlp =
    model === undefined
      ? undefined
      : await dlpAtSend(
          db,
          sender.accountId,
          text,
          prepared
            .filter((p) => p.kind === "document")
            .map((p) => ({ name: p.fileName, text: p.text ?? "" })),
          conversation,
          knowledge,
          scraped,
        );

  const written: string[] = [];
  const ids = await db
    .transaction(async (tx) => {
      const conversationId =
        conversation?.id ??
        (await conversations.insertConversation(
          tx,
          sender.accountId,
          sender.memberId,
          nameFromMessage(text),
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
      await conversations.markRead(tx, sender.accountId, conversationId, sender.memberId, userMessageId);
      return { conversationId, userMessageId, assistantMessageId };
    })
    .catch(async (error: unknown) => {
      // Nothing of a refused send stays behind.
      if (deps.store !== undefined) await removeStored(deps.store, written, deps.log);
      throw error;
    });

  if (model !== undefined && ids.assistantMessageId !== null && dlp?.decision !== "hold") {
    deps.generation.start({
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
      titleFrom: conversation === undefined ? text : undefined,
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

/** Replaces the conversation's last reply (same id) with a new one, from the same or another model. */
async function regenerate(
  deps: MessageDeps,
  sender: Sender,
  conversationId: number,
  messageId: number,
  modelId: number | undefined,
  sentParameters: UserModelParameters | undefined,
  behaviorSettings: string | undefined,
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
  if (history.some((m) => m.status === "streaming" || m.status === "held"))
    throw new HttpError(409, "reply_in_progress", "A reply is still being written in this conversation");
  if (
    !mayChangeMessage(
      { memberId: sender.memberId, isOwner: conversation.role === "owner" },
      message,
      previous,
    )
  )
    throw new HttpError(403, "forbidden", "You cannot regenerate this reply");
  const model = await usableModel(db, sender.accountId, modelId ?? message.model_id ?? 0);
  const parameters = await parametersForSend(db, sender, model, sentParameters);
  const aggressiveness = await aggressivenessForSend(db, sender.accountId, sender.memberId, behaviorSettings);
  const explicitUrlDetection = await urlDetectionForSend(
    db,
    sender.accountId,
    sender.memberId,
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

  const reset = await db.transaction(async (tx) => {
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
    }
    return done;
  });
  if (!reset)
    throw new HttpError(409, "reply_in_progress", "A reply is still being written in this conversation");
  // Held: the stream call answers with the findings and starts the reply after the sender's choice.
  if (hold === undefined)
    deps.generation.start({
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
    });
  return {
    data: {
      conversation_id: message.conversation_id,
      user_message_id: previous.id,
      assistant_message_id: message.id,
    },
  };
}

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
