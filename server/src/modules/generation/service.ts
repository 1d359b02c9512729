// Generation runs on the server, independent of any HTTP request: a send starts a job, the job calls
// the model (the offline model, or a provider through the AI SDK), writes the reply through the
// reply writer (persisted batches + live events) and settles it — complete, stopped, or failed with
// the spec's streaming error and an <exception> block. Stop requests travel over the PubSub so the
// instance running the job answers them. At the end of a drain running jobs are handed over to another
// instance, which resumes them where they stopped (handover.ts), or, with no job queue (the embedded
// database), settle as interrupted. With the sender's commentary on, short spoken lines go to them
// beside the reply (modules/commentary/).
import { conversationCatalogue } from "@parley/shared-contracts/messages";
import type { UserModelParameters } from "@parley/shared-contracts/api/messages";
import type { RealtimeEvent } from "@parley/shared-contracts/api/realtime";
import type { ModelMessage } from "ai";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../lib/db/database.ts";
import type { PubSub, Unsubscribe } from "../../lib/pubsub/pubsub.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import type { ModelRow } from "../models/repository.ts";
import { createLanguageModel } from "../providers/language-model.ts";
import { resolveProvider } from "../providers/service.ts";
import type { Aggressiveness } from "./call-options.ts";
import { describeProviderError } from "./describe-error.ts";
import type { StopRequest, StreamEvent } from "./events.ts";
import { messageTopic, STOP_TOPIC } from "./events.ts";
import { streamOfflineReply } from "./offline-model.ts";
import type { GenerationPart } from "./parts.ts";
import { estimateTokens } from "./parts.ts";
import { buildPrompt, partialReply, promptChars, toolInstructions } from "./prompt.ts";
import { anonymizePrompt, anonymizeText } from "../dlp/anonymize-prompt.ts";
import { addKnowledgeResults, type KnowledgeResult } from "../integrations/knowledge-search.ts";
import { restore } from "../dlp/detector.ts";
import { createStreamRestorer } from "../dlp/restore-stream.ts";
import type { HistoryMessage } from "./prompt.ts";
import { streamProviderReply } from "./provider-stream.ts";
import { addScrapedPages } from "../scraping/prompt-context.ts";
import type { ScrapeResult } from "../scraping/scrape.ts";
import { createProviderFetch } from "../providers/provider-fetch.ts";
import { createReplyWriter, openSection } from "./reply-writer.ts";
import type { ReplyWriter } from "./reply-writer.ts";
import { MAX_RESUMES } from "./handover.ts";
import type { ResumeJobData } from "./handover.ts";
import { CHUNK_TAGS } from "@parley/shared-contracts/api/messages";
import * as repo from "./repository.ts";
import { generateTitle } from "./title.ts";
import { createCommentator } from "../commentary/commentator.ts";
import { createProviderSpeaker } from "../commentary/provider-speaker.ts";
import { createReplyCommentary } from "../commentary/reply-commentary.ts";
import type { ReplyCommentary } from "../commentary/reply-commentary.ts";
import type { CommentaryTarget } from "../commentary/settings.ts";
import type { ReplyToolContext, ReplyTools } from "../mcp/reply-tools.ts";
import { anonymizeMany } from "../dlp/detect-off-loop.ts";
import { toolCallSection, toolResultSection, toolStoppedSection } from "./tool-sections.ts";
import { createToolSectionQueue } from "./tool-section-queue.ts";
import { createChunkBatcher } from "./chunk-batcher.ts";
import { stripControlCharactersDeep } from "../../lib/nul-characters.ts";

export const STREAM_FAILED = conversationCatalogue["stream.failed"];
export const INTERRUPTED_SUFFIX =
  "<exception>The reply was interrupted: the server stopped while writing it.</exception>";
const HEARTBEAT_MS = 5000;

export interface GenerationJob {
  accountId: number;
  conversationId: number;
  /** The assistant message (status streaming) the reply goes into. */
  messageId: number;
  model: ModelRow;
  /** The conversation before the reply, oldest first. */
  history: HistoryMessage[];
  parameters: UserModelParameters;
  /** The sender's behaviour setting function_call_aggressiveness (default 1, Smart). */
  aggressiveness?: Aggressiveness | undefined;
  /** Set on a conversation's first reply from a real provider: ask it for a title afterwards. */
  titleFrom?: string | undefined;
  /** The pages the message's {{url}}s named, fetched (and scanned by DLP) at send time. */
  scraped?: ScrapeResult | undefined;
  /** The sender chose "Anonymize text" (DLP): the provider sees placeholders, the reply the originals. */
  anonymize?: boolean | undefined;
  /** What the sender's knowledge-source account returned for the message: read with it. */
  knowledge?: readonly KnowledgeResult[] | undefined;
  /** The sender has commentary on and the model can speak (behavior-settings/send-behavior.ts). */
  commentary?: CommentaryTarget | undefined;
  /** The member whose message started the reply: their MCP tools, and only they answer its dialogs. */
  senderId?: number | undefined;
  /**
   * The send's local_mcp_server_id: the desktop (helper app) of the sender's page, whose local tools the
   * reply may use; absent, every desktop the sender's browsers posted.
   */
  desktopUuid?: string | undefined;
  /** A reply handed over by a stopping instance, continued here (GenerationService.resume). */
  resume?: ReplyResume | undefined;
}

export interface ReplyResume {
  /** What is stored of the reply (tags included). */
  text: string;
  /** The next batch's number. */
  nextSeq: number;
  /** Which resume of the reply this is (1 the first time). */
  count: number;
}

/** What a resume job did (GenerationService.resume). */
export type ResumeOutcome =
  /** The reply continues on this instance. */
  | "resumed"
  /** Nothing to do: the reply is no longer streaming (settled, deleted) or already runs here. */
  | "skipped"
  /** Resumed MAX_RESUMES times already: settled as interrupted. */
  | "limit"
  /** It could not be started again (its model is gone, say): settled as failed, its text kept. */
  | "failed";

export interface GenerationService {
  start(job: GenerationJob): void;
  /**
   * Continues a reply another instance handed over: claims it (when still streaming), then starts the
   * job `build` makes from what is stored, from the stored text on.
   */
  resume(data: ResumeJobData, build: () => Promise<GenerationJob>): Promise<ResumeOutcome>;
  /**
   * Hands every running reply over to another instance (the drain's end): each stops, stores all it
   * wrote and is queued for its resume; one that cannot be (no job queue, resumed too often) settles
   * as interrupted. Answers how many were handed over.
   */
  handOver(): Promise<number>;
  /** Replies this instance is generating now (the /metrics gauge of open streams). */
  readonly runningCount: number;
  /** The reply so far when this instance generates it. */
  snapshot(messageId: number): string | undefined;
  /** Asks the instance generating the reply to stop it (this one or another). */
  requestStop(messageId: number): Promise<void>;
  /** Resolves when no job (or title request) runs; for tests and shutdown. */
  whenIdle(): Promise<void>;
  /** Stops every running job (settled as interrupted) and the stop subscription. */
  close(): Promise<void>;
}

/** The exception block of a reply that could not be resumed. */
export function notResumedSuffix(reason: string): string {
  const text = reason.replace(/[<>]/g, "").replace(/\s+/g, " ").trim().slice(0, 300);
  return `<exception>The reply could not be continued after a server restart: ${text}</exception>`;
}

export interface GenerationDeps {
  db: Database;
  pubsub: PubSub;
  box: SecretBox;
  config: Config["generation"];
  /** Allow-list of outbound fetches (provider base URLs on private addresses). */
  outboundFetch?: Config["outboundFetch"] | undefined;
  log: FastifyBaseLogger;
  /** A reply settled here (realtime tells the conversation's participants); must not throw. */
  onSettled?: (settled: SettledReply) => void;
  /** Sends a live event to one member (commentary audio); without it no commentary is spoken. */
  toMember?: (accountId: number, memberId: number, event: RealtimeEvent) => Promise<void>;
  /** The MCP tools a reply offers (modules/mcp/reply-tools.ts); without it replies call no tools. */
  replyTools?: ((ctx: ReplyToolContext) => Promise<ReplyTools | undefined>) | undefined;
  /** The most model steps (tool rounds) of one reply. */
  maxToolSteps?: number | undefined;
  /**
   * Queues a stopping instance's reply for its resume on another instance (handover.ts); throws when it
   * could not. Absent (the embedded database: no other instance): replies are cut as interrupted.
   */
  handOver?: ((reply: ResumeJobData) => Promise<void>) | undefined;
}

export interface SettledReply {
  accountId: number;
  conversationId: number;
  messageId: number;
  status: "complete" | "failed" | "stopped";
}

interface RunningJob {
  controller: AbortController;
  writer: ReplyWriter;
  /** Resolves true when the reply was handed over to another instance (not settled here). */
  done: Promise<boolean>;
}

type AbortReason = "stop" | "shutdown" | "handover";

/** Files of the message being answered that the model reads. */
function filesRead(history: readonly HistoryMessage[]): number {
  const last = history.at(-1);
  if (last?.type !== "user") return 0;
  return (last.files?.documents.length ?? 0) + (last.files?.images.length ?? 0);
}

export async function createGenerationService(deps: GenerationDeps): Promise<GenerationService> {
  const { db, pubsub, log } = deps;
  const running = new Map<number, RunningJob>();
  const background = new Set<Promise<void>>();
  // Provider calls go through the SSRF guard: a base URL that resolves to a private address is refused.
  const guardedFetch = deps.outboundFetch ? createProviderFetch(deps.outboundFetch) : undefined;

  const track = (work: Promise<void>) => {
    background.add(work);
    void work.finally(() => background.delete(work));
  };

  const unsubscribeStop: Unsubscribe = await pubsub.subscribe(STOP_TOPIC, (message) => {
    const request = message as Partial<StopRequest>;
    if (request.kind !== "stop" || typeof request.messageId !== "number") return;
    running.get(request.messageId)?.controller.abort("stop" satisfies AbortReason);
  });

  // Every running reply's batches share statements (chunk-batcher.ts).
  const chunks = createChunkBatcher(db);
  const publish = (messageId: number, event: StreamEvent) =>
    pubsub
      .publish(messageTopic(messageId), event)
      .catch((error: unknown) => log.error({ err: error }, "publish failed"));

  async function modelParts(
    job: GenerationJob,
    messages: ModelMessage[],
    signal: AbortSignal,
    tools: ReplyTools | undefined,
  ): Promise<AsyncGenerator<GenerationPart>> {
    if (job.model.is_offline) {
      // The prompt's last user message as sent: documents, scraped pages and placeholders included.
      const lastUser = messages.findLast((m) => m.role === "user");
      const lastText =
        lastUser?.role !== "user"
          ? ""
          : typeof lastUser.content === "string"
            ? lastUser.content
            : (lastUser.content.find((part) => part.type === "text")?.text ?? "");
      return streamOfflineReply(
        {
          message: lastText,
          previous: Math.max(0, job.history.length - 1),
          promptChars: promptChars(messages),
        },
        { delayMs: deps.config.offlineChunkDelayMs, signal },
      );
    }
    const provider = await resolveProvider(db, deps.box, job.accountId, job.model);
    return streamProviderReply({
      model: createLanguageModel(provider, guardedFetch),
      messages,
      parameters: job.parameters,
      kind: provider.kind,
      aggressiveness: job.aggressiveness,
      instructions: toolInstructions(job.history),
      signal,
      chunkTimeoutMs: deps.config.providerChunkTimeoutMs,
      tools: tools === undefined ? undefined : { set: tools.tools, maxSteps: deps.maxToolSteps ?? 8 },
    });
  }

  /** The sender's MCP tools for a provider reply (none for the offline model or 0 Never). */
  async function toolsFor(
    job: GenerationJob,
    controller: AbortController,
    writer: ReplyWriter,
    originals: Map<string, string>,
  ): Promise<ReplyTools | undefined> {
    if (deps.replyTools === undefined || job.senderId === undefined) return undefined;
    if (job.model.is_offline || job.aggressiveness === 0) return undefined;
    return deps.replyTools({
      accountId: job.accountId,
      conversationId: job.conversationId,
      messageId: job.messageId,
      memberId: job.senderId,
      ...(job.desktopUuid === undefined ? {} : { desktopUuid: job.desktopUuid }),
      // stop_now: the open tool section says so, and the reply settles as stopped.
      stop: () => {
        writer.write("tool", toolStoppedSection());
        writer.closeSection();
        controller.abort("stop" satisfies AbortReason);
      },
      // Tool results reach the model anonymized (the reply shows the originals again).
      protect: async (text) => (await anonymizeMany(job.accountId, [text], originals))[0] ?? text,
    });
  }

  function commentaryFor(job: GenerationJob): ReplyCommentary | undefined {
    const { commentary: target } = job;
    const { toMember } = deps;
    if (target === undefined || toMember === undefined) return undefined;
    const commentator = createCommentator({
      speak: createProviderSpeaker({
        db,
        box: deps.box,
        accountId: job.accountId,
        model: job.model,
        settings: deps.config.speech,
        fetch: guardedFetch,
      }),
      deliver: (event) =>
        toMember(job.accountId, target.memberId, event).catch((error: unknown) =>
          log.warn({ err: error, messageId: job.messageId }, "commentary not sent"),
        ),
      log,
      timeoutMs: deps.config.speech.timeoutMs,
      track,
    });
    return createReplyCommentary(target.language, commentator);
  }

  /** Generates and settles the reply; true when it was handed over instead (handOver). */
  async function run(job: GenerationJob, controller: AbortController, writer: ReplyWriter): Promise<boolean> {
    const { signal } = controller;
    const commentary = commentaryFor(job);
    const heartbeat = setInterval(() => {
      repo.touchHeartbeat(db, job.accountId, job.messageId).catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    let status: "complete" | "failed" | "stopped" = "complete";
    let usage: { input?: number | undefined; output?: number | undefined } = {};
    const messages = buildPrompt(job.history);
    const { resume } = job;
    // A resumed reply: a provider continues the stored text, given as the start of its answer (a
    // trailing assistant message; OpenAI-compatible servers such as vLLM and Anthropic continue it,
    // others answer afresh after it). The offline model writes the whole reply again instead and the
    // writer drops what is stored (it is deterministic).
    const partial = resume === undefined || job.model.is_offline ? undefined : partialReply(resume.text);
    // The prompt's text cannot end in whitespace (Anthropic refuses it): the stored reply's does, so a
    // continuation's leading whitespace would double it.
    let dropLeadingSpace = partial?.endsInSpace ?? false;
    try {
      // {{url}}s of the last message, fetched through the SSRF guard at send time and checked by DLP.
      if (job.scraped !== undefined) {
        const summary = addScrapedPages(messages, job.scraped);
        // A provider continuing a resumed reply: the summary is in the stored text already (the
        // offline model's replay writes it again, and the writer drops it with the rest).
        if (summary !== "" && partial === undefined) writer.write("tool", summary);
      }
      if (job.knowledge && job.knowledge.length > 0) addKnowledgeResults(messages, job.knowledge);
      if (partial !== undefined && partial.text !== "")
        messages.push({ role: "assistant", content: partial.text });
      // After scraping, so fetched pages are anonymized too; nothing original leaves the server.
      const toolOriginals = new Map<string, string>();
      const tools = await toolsFor(job, controller, writer, toolOriginals);
      const originals = job.anonymize
        ? await anonymizePrompt(job.accountId, messages, toolOriginals)
        : tools !== undefined
          ? toolOriginals
          : undefined;
      const restorers = originals
        ? { thinking: createStreamRestorer(originals), text: createStreamRestorer(originals) }
        : undefined;
      commentary?.started({
        files: filesRead(job.history),
        pages: job.scraped?.context === undefined ? 0 : job.scraped.pages.filter((p) => p.ok).length,
      });
      // Each call its own section, open (loading) until its result arrives; results pair by call id.
      const toolSections = createToolSectionQueue(writer);
      for await (const part of await modelParts(job, messages, signal, tools)) {
        if (part.type === "usage") {
          usage = { input: part.inputTokens, output: part.outputTokens };
          continue;
        }
        if (part.type === "tool-call") {
          const input = stripControlCharactersDeep(part.input);
          toolSections.call(part.id, toolCallSection(tools?.titleOf(part.name) ?? part.name, input));
          continue;
        }
        if (part.type === "tool-result" || part.type === "tool-error") {
          const back = (text: string) => (originals ? restore(text, originals) : text);
          toolSections.result(part.id, toolResultSection(part, back));
          continue;
        }
        const kind = part.type === "reasoning" ? "thinking" : "text";
        let text = part.text;
        if (kind === "text" && dropLeadingSpace) {
          text = text.trimStart();
          dropLeadingSpace = text === "";
        }
        writer.write(kind, restorers ? restorers[kind].push(text) : text);
      }
      if (restorers) {
        writer.write("thinking", restorers.thinking.flush());
        writer.write("text", restorers.text.flush());
      }
    } catch (error) {
      if (!signal.aborted) {
        status = "failed";
        log.warn({ err: error, messageId: job.messageId }, "generation failed");
        writer.closeSection();
        writer.write("exception", describeProviderError(error));
      }
    } finally {
      clearInterval(heartbeat);
    }
    const reason = signal.aborted ? (signal.reason as AbortReason) : undefined;
    // Handed over: the reply stays streaming, for another instance to finish.
    if (reason === "handover" && (await handOverJob(job, writer))) return true;
    if (reason !== undefined) status = reason === "stop" ? "stopped" : "failed";
    writer.closeSection();
    let content = writer.text;
    if (status === "failed" && signal.aborted) content += INTERRUPTED_SUFFIX;
    await writer.flush();
    // A provider's count covers only its continuation of a resumed reply; the offline model's, all.
    const earlier = resume === undefined || job.model.is_offline ? 0 : estimateTokens(resume.text);
    const settled = await repo.settleReply(db, job.accountId, job.messageId, {
      content,
      status,
      error: status === "failed" ? STREAM_FAILED : null,
      inputTokens: usage.input ?? Math.ceil(promptChars(messages) / 4),
      outputTokens: usage.output === undefined ? estimateTokens(content) : usage.output + earlier,
    });
    // Undefined: a forced stop settled it first and told the followers.
    if (settled !== undefined) {
      await publish(job.messageId, { kind: "settled", status, length: content.length });
      deps.onSettled?.({
        accountId: job.accountId,
        conversationId: job.conversationId,
        messageId: job.messageId,
        status,
      });
    }
    // Not for an anonymized reply: its text has the originals back, which the provider must not see.
    if (settled !== undefined && status === "complete" && !job.anonymize) commentary?.completed(content);
    if (
      settled !== undefined &&
      status === "complete" &&
      job.titleFrom !== undefined &&
      !job.model.is_offline
    ) {
      if (deps.config.titleGeneration) track(titleFor(job, job.titleFrom));
    }
    return false;
  }

  /**
   * Stores everything the stopped job wrote (an open section stays open: the resume continues it) and
   * queues its resume. False when it cannot be handed over: it is then cut as interrupted.
   */
  async function handOverJob(job: GenerationJob, writer: ReplyWriter): Promise<boolean> {
    const resumes = (job.resume?.count ?? 0) + 1;
    if (deps.handOver === undefined) return false;
    if (resumes > MAX_RESUMES) {
      log.warn({ messageId: job.messageId, resumes: job.resume?.count }, "reply resumed too often: cut");
      return false;
    }
    try {
      await writer.flush();
      await deps.handOver({
        accountId: job.accountId,
        messageId: job.messageId,
        resumes,
        ...(job.scraped !== undefined ? { scraped: job.scraped } : {}),
      });
      log.info({ messageId: job.messageId, resumes }, "reply handed over for its resume");
      return true;
    } catch (error) {
      log.error({ err: error, messageId: job.messageId }, "reply not handed over: cut");
      return false;
    }
  }

  /** Settles a handed-over reply that is not resumed: its stored text, closed, then `suffix`. */
  async function settleNotResumed(
    data: ResumeJobData,
    point: repo.ResumePoint,
    suffix: string,
  ): Promise<void> {
    const section = openSection(point.text);
    const content = `${point.text}${section === "text" ? "" : `</${CHUNK_TAGS[section]}>`}${suffix}`;
    const settled = await repo.settleReply(db, data.accountId, data.messageId, {
      content,
      status: "failed",
      error: STREAM_FAILED,
      inputTokens: 0,
      outputTokens: estimateTokens(point.text),
    });
    if (settled === undefined) return;
    await publish(data.messageId, { kind: "settled", status: "failed", length: content.length });
    deps.onSettled?.({
      accountId: data.accountId,
      conversationId: point.conversation_id,
      messageId: data.messageId,
      status: "failed",
    });
  }

  /** The job itself failed (e.g. the database): the reply still must not stay streaming. */
  async function settleAfterCrash(job: GenerationJob): Promise<void> {
    const rows = await repo.settleOrphanedReplies(db, {
      olderThanMs: 0,
      status: "failed",
      error: STREAM_FAILED,
      suffix: "<exception>The reply could not be completed on the server.</exception>",
      only: { accountId: job.accountId, messageId: job.messageId },
    });
    for (const row of rows) {
      await publish(row.id, { kind: "settled", status: "failed", length: row.content.length });
      deps.onSettled?.({
        accountId: job.accountId,
        conversationId: job.conversationId,
        messageId: row.id,
        status: "failed",
      });
    }
  }

  async function titleFor(job: GenerationJob, text: string): Promise<void> {
    try {
      const provider = await resolveProvider(db, deps.box, job.accountId, job.model);
      // Anonymized: the provider names the conversation from placeholders, and the title keeps
      // them — a name is shown everywhere (sidebar, tab, snapshots, exports), and the sender chose
      // not to send the originals.
      const sent = job.anonymize ? await anonymizeText(job.accountId, text, new Map()) : text;
      await generateTitle(
        db,
        job.accountId,
        job.conversationId,
        createLanguageModel(provider, guardedFetch),
        sent,
      );
    } catch (error) {
      log.warn({ err: error, conversationId: job.conversationId }, "title generation failed");
    }
  }

  function start(job: GenerationJob): void {
    const controller = new AbortController();
    const writer = createReplyWriter({
      persist: (seq, offset, text) =>
        chunks.add({ accountId: job.accountId, messageId: job.messageId, seq, offset, text }),
      publish: (event) => void publish(job.messageId, event),
      onPersistError: (error) => log.error({ err: error, messageId: job.messageId }, "chunk not stored"),
      resume:
        job.resume === undefined
          ? undefined
          : { text: job.resume.text, nextSeq: job.resume.nextSeq, replay: job.model.is_offline },
    });
    const done = run(job, controller, writer)
      .catch(async (error: unknown) => {
        log.error({ err: error, messageId: job.messageId }, "generation crashed");
        await settleAfterCrash(job).catch((e: unknown) =>
          log.error({ err: e, messageId: job.messageId }, "crashed reply not settled"),
        );
        return false;
      })
      .finally(() => running.delete(job.messageId));
    running.set(job.messageId, { controller, writer, done });
    track(done.then(() => undefined));
  }

  return {
    get runningCount() {
      return running.size;
    },
    start,
    async resume(data, build) {
      if (running.has(data.messageId)) return "skipped";
      const point = await repo.claimResume(db, data.accountId, data.messageId);
      if (point === undefined) return "skipped";
      if (data.resumes > MAX_RESUMES) {
        log.warn({ messageId: data.messageId, resumes: data.resumes }, "reply resumed too often: cut");
        await settleNotResumed(data, point, INTERRUPTED_SUFFIX);
        return "limit";
      }
      let job: GenerationJob;
      try {
        job = await build();
      } catch (error) {
        log.warn({ err: error, messageId: data.messageId }, "reply not resumed");
        await settleNotResumed(data, point, notResumedSuffix((error as Error).message ?? String(error)));
        return "failed";
      }
      // Claimed just now: nothing else started it meanwhile on this instance.
      if (running.has(data.messageId)) return "skipped";
      start({ ...job, resume: { text: point.text, nextSeq: point.next_seq, count: data.resumes } });
      return "resumed";
    },
    async handOver() {
      const jobs = [...running.values()];
      for (const job of jobs) job.controller.abort("handover" satisfies AbortReason);
      const outcomes = await Promise.all(jobs.map((job) => job.done));
      return outcomes.filter(Boolean).length;
    },
    snapshot(messageId) {
      return running.get(messageId)?.writer.text;
    },
    async requestStop(messageId) {
      await pubsub.publish(STOP_TOPIC, { kind: "stop", messageId } satisfies StopRequest);
    },
    async whenIdle() {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
    async close() {
      await unsubscribeStop();
      for (const job of running.values()) job.controller.abort("shutdown" satisfies AbortReason);
      await Promise.allSettled([...running.values()].map((job) => job.done));
      await Promise.race([
        Promise.allSettled([...background]),
        new Promise((resolve) => setTimeout(resolve, 2000).unref()),
      ]);
    },
  };
}
