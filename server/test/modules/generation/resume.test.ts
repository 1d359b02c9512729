// A reply handed over by a stopping instance (generation/handover.ts) is resumed by the "resume reply"
// job's work (messages/resume-reply.ts): a provider is asked to continue the stored text (a trailing
// assistant message) and what it sends follows at the stored offset with the next batch numbers; the
// offline model writes the reply again and what is stored is skipped. A job for a reply no longer
// streaming does nothing, a reply is resumed at most MAX_RESUMES times, and one that cannot be
// started again (its model is gone) is settled as failed with its text kept. The stopping side:
// handOver() stores what a running reply wrote and queues it, or cuts it as interrupted when it cannot.
// The whole path across two server processes is server/test/shutdown/resume-on-another-instance.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatCompletionRequest, FakeReply } from "@parley/test-fakes/openai-compatible-server";
import { createInProcessPubSub } from "../../../src/lib/pubsub/in-process.ts";
import { insertConversation } from "../../../src/modules/conversations/repository.ts";
import {
  MAX_RESUMES,
  parseResumeJob,
  queueResume,
  RESUME_QUEUE,
} from "../../../src/modules/generation/handover.ts";
import { recoverInterruptedReplies } from "../../../src/modules/generation/recovery.ts";
import type { ResumeJobData } from "../../../src/modules/generation/handover.ts";
import { insertChunk, readReplyState } from "../../../src/modules/generation/repository.ts";
import {
  createGenerationService,
  INTERRUPTED_SUFFIX,
  notResumedSuffix,
} from "../../../src/modules/generation/service.ts";
import type { GenerationJob } from "../../../src/modules/generation/service.ts";
import { findMemberByEmail } from "../../../src/modules/members/repository.ts";
import { resumeReply } from "../../../src/modules/messages/resume-reply.ts";
import { sendDepsOf } from "../../../src/modules/messages/send-deps.ts";
import { findModel } from "../../../src/modules/models/repository.ts";
import { insertMessage } from "../../../src/modules/messages/repository.ts";
import { accountId, eventually, offlineModelId, send, streamText } from "../../helpers/conversations.ts";
import { startFakeProviderApp } from "../../helpers/fake-provider-app.ts";
import type { FakeProviderApp } from "../../helpers/fake-provider-app.ts";
import { ACME } from "../../helpers/test-app.ts";

const FULL = "Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi.";

/** The text the model already wrote when the request ends with it (an assistant message). */
function continued(request: ChatCompletionRequest): string {
  const last = request.messages?.at(-1);
  return last?.role === "assistant" && typeof last.content === "string" ? last.content : "";
}

let f: FakeProviderApp;
let acme = 0;
let ownerId = 0;
/** Added to the next provider reply (a pause, say). */
let nextReply: Partial<FakeReply> = {};

beforeAll(async () => {
  f = await startFakeProviderApp({
    providerModel: "resume-model",
    env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "0" },
    script: (request) => {
      const extra = nextReply;
      nextReply = {};
      // Continues the stored text where it stops (as vLLM does with a trailing assistant message).
      return { text: FULL.slice(continued(request).length), chunkSize: 4, ...extra };
    },
  });
  acme = await accountId(f.t.database.db, "acme");
  ownerId = (await findMemberByEmail(f.t.database.db, acme, ACME.email))?.id ?? 0;
});
afterAll(() => f.close());

const db = () => f.t.database.db;
const deps = () => sendDepsOf(f.t.app, { knowledge: undefined, outboundFetch: f.t.config.outboundFetch });
const job = (messageId: number, resumes = 1): ResumeJobData => ({ accountId: acme, messageId, resumes });
const chatRequests = () =>
  f.fake.requests
    .filter((r) => r.path === "/v1/chat/completions")
    .map((r) => r.body as ChatCompletionRequest);

/** A reply sent to `modelId` and settled. */
async function settledReply(
  modelId: string | number,
  message: string,
): Promise<{ id: number; content: string }> {
  const ids = await send(f.owner, { message, model_id: String(modelId) });
  const id = ids.assistant_message_id ?? 0;
  await streamText(f.owner, id);
  const state = await readReplyState(db(), acme, id);
  expect(state?.status).toBe("complete");
  return { id, content: state?.text ?? "" };
}

/** Puts a settled reply back as a stopped instance hands it over: streaming, with these batches stored. */
async function handedOver(id: number, batches: readonly string[]): Promise<void> {
  await db().query(
    "UPDATE messages SET status = 'streaming', content = '', heartbeat_at = now() WHERE account_id = $1 AND id = $2",
    [acme, id],
  );
  await db().query("DELETE FROM message_chunks WHERE account_id = $1 AND message_id = $2", [acme, id]);
  let offset = 0;
  for (const [seq, text] of batches.entries()) {
    await insertChunk(db(), acme, id, seq, offset, text);
    offset += text.length;
  }
}

const storedBatches = (id: number) =>
  db().query<{ seq: number; start_offset: number; content: string }>(
    "SELECT seq, start_offset, content FROM message_chunks WHERE account_id = $1 AND message_id = $2 ORDER BY seq",
    [acme, id],
  );

describe("the resume job's work", () => {
  it("asks the provider to continue the stored text and appends its answer at the stored offset", async () => {
    const { id } = await settledReply(f.modelId, "Greek letters, please");
    // Cut after "gamma " (a space: the prompt's text is trimmed, the continuation must not double it).
    const cutAt = FULL.indexOf("delta");
    await handedOver(id, [FULL.slice(0, 10), FULL.slice(10, cutAt)]);
    const before = chatRequests().length;
    let release: () => void = () => undefined;
    nextReply = { pause: { afterChunks: 3, until: new Promise<void>((resolve) => (release = resolve)) } };

    expect(await resumeReply(deps(), job(id), f.t.app.log)).toBe("resumed");
    // The provider read the conversation and, last, the reply so far as its own message.
    const request = await eventually(
      async () => chatRequests().at(before),
      (r) => r !== undefined,
    );
    expect(request?.messages?.at(-2)).toMatchObject({ role: "user", content: "Greek letters, please" });
    expect(request?.messages?.at(-1)).toEqual({ role: "assistant", content: FULL.slice(0, cutAt).trim() });
    // New batches continue the numbering and the offsets of the stored ones. The provider's first 3
    // deltas (12 characters) arrived, less its leading space: the stored text ends with one.
    const added = (rows: { content: string }[]) =>
      rows
        .slice(2)
        .map((b) => b.content)
        .join("");
    const batches = await eventually(
      () => storedBatches(id),
      (rows) => added(rows).length >= 11,
    );
    expect(batches.map((b) => b.seq)).toEqual(batches.map((_, i) => i));
    for (const [i, batch] of batches.entries())
      expect(batch.start_offset).toBe(batches.slice(0, i).reduce((sum, b) => sum + b.content.length, 0));
    expect(added(batches)).toBe(FULL.slice(cutAt, cutAt + 11));
    release();

    // A reader following it gets one unbroken reply.
    expect(await streamText(f.owner, id)).toBe(FULL);
    const state = await readReplyState(db(), acme, id);
    expect(state).toMatchObject({ status: "complete", text: FULL });
  });

  it("continues a reply cut inside a word with no space added or lost", async () => {
    const { id } = await settledReply(f.modelId, "More letters");
    const cutAt = FULL.indexOf("psilon");
    await handedOver(id, [FULL.slice(0, cutAt)]);
    expect(await resumeReply(deps(), job(id), f.t.app.log)).toBe("resumed");
    expect(await streamText(f.owner, id)).toBe(FULL);
  });

  it("writes an offline reply again and skips what is stored, inside its thinking or its text", async () => {
    const offline = await offlineModelId(db());
    const { id, content } = await settledReply(offline, "Echo this back to me");
    expect(content).toMatch(/^<think>.+<\/think>## Echo/s);
    for (const cutAt of [20, content.indexOf("</think>") + 30, content.length - 5]) {
      await handedOver(id, [content.slice(0, 7), content.slice(7, cutAt)]);
      expect(await resumeReply(deps(), job(id), f.t.app.log)).toBe("resumed");
      expect(await streamText(f.owner, id)).toBe(content);
      expect((await readReplyState(db(), acme, id))?.text).toBe(content);
    }
  });

  it("reads the pages the send fetched for its {{url}}s, from the job, without a second summary", async () => {
    const { id } = await settledReply(f.modelId, "Summarise {{https://pages.example.test/a}}");
    const cutAt = FULL.indexOf("delta");
    await handedOver(id, [FULL.slice(0, cutAt)]);
    const scraped = {
      pages: [
        { url: "https://pages.example.test/a", ok: true, text: "Page A's own words", truncated: false },
      ],
      context: '<web_page url="https://pages.example.test/a">\nPage A\'s own words\n</web_page>',
      summary: "Read 1 page: https://pages.example.test/a",
    };
    // As the job comes back from the database: JSON.
    const data = JSON.parse(JSON.stringify({ ...job(id), scraped })) as unknown;
    const before = chatRequests().length;
    expect(await resumeReply(deps(), data, f.t.app.log)).toBe("resumed");
    const request = await eventually(
      async () => chatRequests().at(before),
      (r) => r !== undefined,
    );
    const asked = request?.messages?.at(-2);
    expect(asked?.role).toBe("user");
    expect(String(asked?.content)).toContain("Page A's own words");
    // One unbroken reply: the summary was written by the first part (here: not at all), never again.
    expect(await streamText(f.owner, id)).toBe(FULL);
    // A job whose pages are malformed is dropped.
    expect(parseResumeJob({ ...job(id), scraped: { pages: "no" } })).toBeUndefined();
  });

  it("does nothing for a reply that is no longer streaming (settled meanwhile, or deleted)", async () => {
    const { id, content } = await settledReply(f.modelId, "Settled already");
    const before = chatRequests().length;
    expect(await resumeReply(deps(), job(id), f.t.app.log)).toBe("skipped");
    expect(await readReplyState(db(), acme, id)).toMatchObject({ status: "complete", text: content });
    expect(await storedBatches(id)).toEqual([]);
    expect(await resumeReply(deps(), job(999_999), f.t.app.log)).toBe("skipped");
    // A malformed job is dropped.
    expect(await resumeReply(deps(), { messageId: id }, f.t.app.log)).toBeUndefined();
    expect(parseResumeJob({ accountId: acme, messageId: id, resumes: 0 })).toBeUndefined();
    expect(chatRequests().length).toBe(before);
  });

  it(`resumes a reply at most ${MAX_RESUMES} times, then settles it as interrupted with its text`, async () => {
    const { id } = await settledReply(f.modelId, "Resumed too often");
    const before = chatRequests().length;
    await handedOver(id, ["<think>Thinking it", " over"]);
    expect(await resumeReply(deps(), job(id, MAX_RESUMES + 1), f.t.app.log)).toBe("limit");
    expect(await readReplyState(db(), acme, id)).toMatchObject({
      status: "failed",
      text: `<think>Thinking it over</think>${INTERRUPTED_SUFFIX}`,
    });
    expect(chatRequests().length).toBe(before);
    // The last one allowed still runs.
    await handedOver(id, [FULL.slice(0, 20)]);
    expect(await resumeReply(deps(), job(id, MAX_RESUMES), f.t.app.log)).toBe("resumed");
    expect(await streamText(f.owner, id)).toBe(FULL);
  });

  it("settles a reply whose model is gone as failed, keeping its text", async () => {
    const { id } = await settledReply(f.modelId, "Model removed");
    await handedOver(id, [FULL.slice(0, 16)]);
    await db().query("UPDATE models SET disabled = true WHERE account_id = $1 AND id = $2", [
      acme,
      f.modelId,
    ]);
    try {
      expect(await resumeReply(deps(), job(id), f.t.app.log)).toBe("failed");
    } finally {
      await db().query("UPDATE models SET disabled = false WHERE account_id = $1 AND id = $2", [
        acme,
        f.modelId,
      ]);
    }
    expect(await readReplyState(db(), acme, id)).toMatchObject({
      status: "failed",
      text: `${FULL.slice(0, 16)}${notResumedSuffix("This model is not available")}`,
    });
  });
});

describe("handing running replies over (the drain's end)", () => {
  /** A service of its own, generating one paused provider reply, and that reply's job. */
  async function pausedReply(handOver?: (data: ResumeJobData) => Promise<void>, resumed?: number) {
    const model = await findModel(db(), acme, Number(f.modelId));
    if (model === undefined) throw new Error("no model");
    const conversationId = await insertConversation(db(), acme, ownerId, "Handed over");
    const messageId = await insertMessage(db(), acme, {
      conversationId,
      type: "assistant",
      senderId: ownerId,
      content: "",
      status: "streaming",
      nonAi: false,
      modelId: model.id,
      modelDisplayName: model.display_name,
      parameters: {},
    });
    const service = await createGenerationService({
      db: db(),
      pubsub: createInProcessPubSub(),
      box: f.t.app.secretBox,
      config: f.t.config.generation,
      outboundFetch: f.t.config.outboundFetch,
      log: f.t.app.log,
      handOver,
    });
    // Held after 3 chunks until the instance lets go of it.
    nextReply = { pause: { afterChunks: 3, until: new Promise(() => undefined) } };
    const generation: GenerationJob = {
      accountId: acme,
      conversationId,
      messageId,
      model,
      history: [{ type: "user", content: "Hand it over", status: "complete", non_ai: false }],
      parameters: {},
      ...(resumed === undefined ? {} : { resume: { text: "", nextSeq: 0, count: resumed } }),
    };
    service.start(generation);
    await eventually(
      async () => service.snapshot(messageId) ?? "",
      (text) => text.length >= 12,
    );
    return { service, messageId };
  }

  it("queues the resume with the reply's heartbeat refreshed: the stale-reply sweep leaves it to the job", async () => {
    const { id } = await settledReply(f.modelId, "Queued");
    await handedOver(id, [FULL.slice(0, 8)]);
    // A heartbeat old enough for the sweep (a drain's long grace period, say).
    await db().query("UPDATE messages SET heartbeat_at = now() - interval '100 seconds' WHERE id = $1", [id]);
    const sent: { queue: string; data: object; inTransaction: boolean }[] = [];
    const queue = {
      send: async (name: string, data: object, options?: { db?: unknown }) =>
        void sent.push({ queue: name, data, inTransaction: options?.db !== undefined }),
    };
    await queueResume(db(), queue, job(id));
    expect(sent).toEqual([{ queue: RESUME_QUEUE, data: job(id), inTransaction: true }]);
    const swept = await recoverInterruptedReplies(db(), { olderThanMs: 15_000 });
    expect(swept.map((row) => row.id)).not.toContain(id);
    expect((await readReplyState(db(), acme, id))?.status).toBe("streaming");
    expect(await resumeReply(deps(), job(id), f.t.app.log)).toBe("resumed");
    expect(await streamText(f.owner, id)).toBe(FULL);
  });

  it("stores everything the reply wrote, leaves it streaming and queues its resume", async () => {
    const queued: ResumeJobData[] = [];
    const { service, messageId } = await pausedReply(async (data) => void queued.push(data));
    expect(await service.handOver()).toBe(1);
    expect(queued).toEqual([{ accountId: acme, messageId, resumes: 1 }]);
    expect(await readReplyState(db(), acme, messageId)).toMatchObject({
      status: "streaming",
      text: FULL.slice(0, 12),
    });
    await service.close();
  });

  it(`cuts a reply as interrupted when it was resumed ${MAX_RESUMES} times already`, async () => {
    const queued: ResumeJobData[] = [];
    const { service, messageId } = await pausedReply(async (data) => void queued.push(data), MAX_RESUMES);
    expect(await service.handOver()).toBe(0);
    expect(queued).toEqual([]);
    expect(await readReplyState(db(), acme, messageId)).toMatchObject({
      status: "failed",
      text: `${FULL.slice(0, 12)}${INTERRUPTED_SUFFIX}`,
    });
    await service.close();
  });

  it("cuts a reply as interrupted without a job queue (the embedded database) or when queueing fails", async () => {
    for (const handOver of [
      undefined,
      async () => {
        throw new Error("queue unreachable");
      },
    ]) {
      const { service, messageId } = await pausedReply(handOver);
      expect(await service.handOver()).toBe(0);
      expect(await readReplyState(db(), acme, messageId)).toMatchObject({
        status: "failed",
        text: `${FULL.slice(0, 12)}${INTERRUPTED_SUFFIX}`,
      });
      await service.close();
    }
  });
});
