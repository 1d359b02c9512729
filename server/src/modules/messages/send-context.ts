// What a send and a regeneration share: the sender, the history as the model reads it, the token
// estimate, the pages of {{url}}s and the DLP decision at send time.
import { userModelParametersSchema } from "@parley/shared-contracts/api/messages";
import type { UserModelParameters } from "@parley/shared-contracts/api/messages";
import type { Database } from "../../lib/db/database.ts";
import { HttpError, parseJsonField } from "../../lib/http-error.ts";
import * as conversations from "../conversations/repository.ts";
import type { ConversationRow } from "../conversations/repository.ts";
import { conversationNotFound } from "../conversations/service.ts";
import type { HistoryMessage } from "../generation/prompt.ts";
import type { FileStore } from "../../lib/storage/file-store.ts";
import { loadPromptFiles, withDocumentsLength } from "../attachments/prompt-files.ts";
import type { PromptFiles } from "../attachments/prompt-files.ts";
import type { PreparedUpload } from "../attachments/uploads.ts";
import type { GenerationService } from "../generation/service.ts";
import type { ModelRow } from "../models/repository.ts";
import type { DlpDetail } from "@parley/shared-contracts/api/dlp";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { ScrapeResult } from "../scraping/scrape.ts";
import { workspaceDlpMode } from "../dlp/repository.ts";
import type { KnowledgeResult, KnowledgeSearch } from "../integrations/knowledge-search.ts";
import { decideAtSend, scanForDlp } from "../dlp/send-check.ts";
import type { MessageRow } from "./repository.ts";
import { toolMessageText } from "../tools/tool-run.ts";
import { mergePromptFiles, toolKnowledgeFiles } from "../tools/tool-files.ts";

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
  /** The sender's interface language (spoken commentary); English when unknown. */
  language?: LanguageCode | undefined;
}

/** Tokens a message costs in the estimate (4 characters a token, plus a little per message). */
export const PER_MESSAGE_TOKENS = 4;

export function messageNotFound(): HttpError {
  return new HttpError(404, "message_not_found", "Message not found");
}

export function badRequest(code: string, text: string): HttpError {
  return new HttpError(400, code, text);
}

/** The send's user_model_parameters; undefined when it carries none (the saved ones apply). */
export function parseParameters(raw: string | undefined): UserModelParameters | undefined {
  return parseJsonField(raw, userModelParametersSchema, {
    notJson: "user_model_parameters must be JSON",
    invalid: "Invalid model parameters",
  });
}

export function asHistory(
  rows: readonly Pick<MessageRow, "id" | "type" | "content" | "status" | "non_ai" | "tool_data">[],
  files: ReadonlyMap<number, PromptFiles> = new Map(),
): HistoryMessage[] {
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    // A message that ran a tool reads as the tool's rendered prompt, then what was typed.
    content: r.tool_data === null ? r.content : toolMessageText(r.tool_data, r.content),
    status: r.status,
    non_ai: r.non_ai,
    ...(r.tool_data !== null && r.tool_data.system_prompt !== ""
      ? { system: r.tool_data.system_prompt }
      : {}),
    ...(files.has(r.id) ? { files: files.get(r.id) } : {}),
  }));
}

/**
 * The attached files of earlier messages, as the model reads them; a message that ran a tool also
 * carries the tool's knowledge files (read again each time, so they are the tool's current ones).
 */
export async function historyFiles(
  deps: MessageDeps,
  accountId: number,
  rows: readonly Pick<MessageRow, "id" | "files" | "tool_id">[],
  model: ModelRow,
): Promise<Map<number, PromptFiles>> {
  const withFiles = rows.filter((r) => (r.files?.length ?? 0) > 0).map((r) => r.id);
  const withTool = rows.filter((r) => r.tool_id !== null);
  if (deps.store === undefined || (withFiles.length === 0 && withTool.length === 0))
    return new Map<number, PromptFiles>();
  const files =
    withFiles.length === 0
      ? new Map<number, PromptFiles>()
      : await loadPromptFiles(deps.db, deps.store, accountId, withFiles, readsImages(model));
  if (withTool.length === 0) return files;
  const knowledge = await toolKnowledgeFiles(
    deps.db,
    deps.store,
    accountId,
    withTool.map((r) => r.tool_id ?? 0),
    readsImages(model),
  );
  for (const row of withTool) {
    const merged = mergePromptFiles(files.get(row.id), knowledge.get(row.tool_id ?? 0));
    if (merged !== undefined) files.set(row.id, merged);
  }
  return files;
}

export const readsImages = (model: ModelRow | undefined) =>
  model?.supported_file_types.includes("image") ?? false;

/** A just-sent message's files as the model reads them. */
export function promptFilesOf(prepared: readonly PreparedUpload[], model: ModelRow | undefined): PromptFiles {
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
export function checkTokenLimit(
  history: readonly HistoryMessage[],
  model: ModelRow,
  parameters: UserModelParameters,
) {
  let tokens = parameters.max_tokens ?? 0;
  for (const message of history)
    if (!message.non_ai)
      tokens +=
        Math.ceil(withDocumentsLength(message.content, message.files?.documents ?? []) / 4) +
        PER_MESSAGE_TOKENS;
  if (tokens > model.context_size) throw badRequest("token_limit_exceeded", "Token limit exceeded");
}

/** The pages of the message's {{url}}s when URL detection is on for this send; else undefined. */
export async function scrapeForSend(
  deps: MessageDeps,
  text: string,
  urlDetection: boolean,
): Promise<ScrapeResult | undefined> {
  if (!urlDetection || deps.scrape === undefined) return undefined;
  const result = await deps.scrape(text);
  return result.context === undefined ? undefined : result;
}

/** What DLP does with this send: nothing (no findings), start anonymized, start, or hold it. */
export async function dlpAtSend(
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
  const findings = await scanForDlp(accountId, text, [...documents, ...pages], knowledge);
  if (findings === null) return undefined;
  const mode = await workspaceDlpMode(db, accountId);
  return {
    decision: decideAtSend(conversation?.dlp_preference ?? null, mode, findings.reason),
    detail: { mode, ...findings },
  };
}

/** The conversation a member may write in, or 404 with the spec's text. */
export async function conversationFor(
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
