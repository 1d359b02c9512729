// A reply cut by a stopping instance is resumed on another one (generation/handover.ts): two real server
// processes on one PostgreSQL — A a web instance (it runs no jobs), B an `all` instance (it runs them).
// A reply from the fake OpenAI-compatible provider outlasts A's grace period (the provider holds it);
// SIGTERM to A hands it over at the deadline: what A wrote is stored, the reply stays streaming and a
// "resume reply" job goes on the queue. B takes the job and asks the provider to continue the stored
// text. The stored reply is then the whole text exactly once (no duplicate, no gap, no interruption
// notice), complete, and a reader who follows it again through B's stream endpoint reads it whole.
// Uses DATABASE_URL, or a throw-away PostgreSQL.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { ChatCompletionRequest, FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import { startTempPostgres } from "../../../scripts/pg-temp.ts";
import type { TempPostgres } from "../../../scripts/pg-temp.ts";
import { httpRequest, runOps, startServer } from "../helpers/processes.ts";
import type { ServerProcess } from "../helpers/processes.ts";
import { createPostgresDatabase } from "../helpers/test-database.ts";
import { exitOf, followStream, HOST, PASSWORD, session, storedReply } from "./drain-process.ts";
import type { Session } from "./drain-process.ts";

const FULL = Array.from(
  { length: 40 },
  (_, i) => `Sentence ${i + 1} of the long answer, which no single instance finishes.`,
).join(" ");
/** The provider's chunks A gets before the provider holds the reply (4 characters each). */
const BEFORE_CUT = 9;

let temp: TempPostgres | undefined;
let drop: (() => Promise<void>) | undefined;
let tmp = "";
let fake: FakeOpenAI;
const servers: ServerProcess[] = [];
let releaseResumed: () => void = () => undefined;
const resumedHeld = new Promise<void>((resolve) => (releaseResumed = resolve));

/** The text the reply already has when the request ends with it (a resume's trailing assistant message). */
function continued(request: ChatCompletionRequest): string {
  const last = request.messages?.at(-1);
  return last?.role === "assistant" && typeof last.content === "string" ? last.content : "";
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) {
    temp = await startTempPostgres();
    process.env.DATABASE_URL = temp.url;
  }
  tmp = await mkdtemp(path.join(tmpdir(), "parley-resume-"));
  fake = await startFakeOpenAI({
    models: ["resume-model"],
    script: (request, index) =>
      index === 0
        ? // A's request: a few chunks, then held until A lets go (its provider stream is aborted).
          {
            text: FULL,
            chunkSize: 4,
            pause: { afterChunks: BEFORE_CUT, until: new Promise(() => undefined) },
          }
        : // B's: the rest after the text it was given, held a moment so a reader joins mid-reply.
          {
            text: FULL.slice(continued(request).length),
            chunkSize: 4,
            pause: { afterChunks: 5, until: resumedHeld },
          },
  });
}, 120_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await fake.stop();
  await drop?.();
  await rm(tmp, { recursive: true, force: true });
  if (temp !== undefined) {
    delete process.env.DATABASE_URL;
    await temp.stop();
  }
});

async function postJson(port: number, s: Session, url: string, body: unknown) {
  return httpRequest(port, HOST, url, {
    method: "POST",
    headers: { cookie: s.cookie, "x-csrf-token": s.csrf, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

// Whole server processes start here: a shared 2-core CI machine took over 30 s for one.
describe("a reply cut by a stopping instance", { timeout: 400_000 }, () => {
  it("is resumed on another instance and stored whole, exactly once, as one unbroken reply", async () => {
    const database = await createPostgresDatabase();
    drop = database.drop;
    const env = {
      DATABASE_URL: database.url,
      // Both instances decrypt the provider's settings and sign the same sessions.
      PARLEY_SECRET: "resume-test-secret-0123456789abcdef0123",
      PARLEY_DEMO_PASSWORD: PASSWORD,
      PARLEY_DIST_DIR: path.join(tmp, "no-dist"),
      PARLEY_ROUTINES_SCHEDULER: "on",
      PARLEY_ROUTINE_POLL_SECONDS: "0.5",
      PARLEY_FETCH_ALLOW_HOSTS: "127.0.0.1",
      PARLEY_TITLE_GENERATION: "false",
      // For the drain's own lines (what it handed over).
      LOG_LEVEL: "info",
    };
    expect((await runOps(["seed"], { ...env, PARLEY_DATA_DIR: path.join(tmp, "seed") })).code).toBe(0);
    const [a, b] = await Promise.all([
      startServer(
        {
          ...env,
          PARLEY_ROLE: "web",
          PARLEY_DATA_DIR: path.join(tmp, "a"),
          PARLEY_SHUTDOWN_GRACE_MS: "5000",
        },
        150_000,
      ),
      startServer({ ...env, PARLEY_ROLE: "all", PARLEY_DATA_DIR: path.join(tmp, "b") }, 150_000),
    ]);
    if (a === undefined || b === undefined) throw new Error("servers did not start");
    servers.push(a, b);

    const onA = await session(a.port);
    const created = await postJson(a.port, onA, "/api/v1/admin/models/", {
      name: "resume-model",
      display_name: "Resume model",
      source_type: "openai_compatible",
      provider_model: "resume-model",
      base_url: fake.baseURL,
    });
    expect(created.status, created.body).toBe(201);
    const modelId = (JSON.parse(created.body) as { id: number }).id;
    const sent = await postJson(a.port, onA, "/api/v1/messages/send/", {
      message: "Write the long answer",
      model_id: modelId,
    });
    expect(sent.status, sent.body).toBe(200);
    const { assistant_message_id: messageId, conversation_id: conversationId } = (
      JSON.parse(sent.body) as { data: { assistant_message_id: number; conversation_id: number } }
    ).data;
    const onAStream = followStream(a.port, onA, messageId);
    await onAStream.started;
    // Its reader on A is cut when A closes its last connections.
    const cut = onAStream.done.catch(() => ({ status: 0, body: "" }));

    // A stops: the reply is held by the provider past A's grace period.
    const exited = exitOf(a.child);
    a.child.kill("SIGTERM");
    expect((await exited).code).toBe(0);
    expect((await cut).body).toBe(FULL.slice(0, (await cut).body.length));

    // The reader follows it again, now through B, which resumed it and is still writing it.
    const onB = await session(b.port);
    const again = followStream(b.port, onB, messageId);
    await again.started;
    expect(await storedReply(b.port, onB, conversationId, messageId)).toMatchObject({ streaming: true });
    releaseResumed();
    const streamed = await again.done;
    expect(streamed.status).toBe(200);
    expect(streamed.body).toBe(FULL);

    const reply = await storedReply(b.port, onB, conversationId, messageId);
    expect(reply).toMatchObject({ status: "complete", streaming: false, content: FULL });
    expect(reply?.content).not.toContain("<exception>");

    // B asked the provider to continue exactly what A had written and stored.
    const requests = fake.requests
      .filter((r) => r.path === "/v1/chat/completions")
      .map((r) => r.body as ChatCompletionRequest);
    expect(requests).toHaveLength(2);
    const partial = continued(requests[1] ?? {});
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThanOrEqual(BEFORE_CUT * 4);
    expect(FULL.startsWith(partial)).toBe(true);
    expect(requests[1]?.messages?.at(-2)).toMatchObject({ role: "user", content: "Write the long answer" });

    expect(a.output()).toMatch(/grace period over: 1 running reply\(ies\) handed over/);
    // B counts the resume it ran (a loopback scrape needs no token).
    const metrics = await (await fetch(`http://127.0.0.1:${b.port}/metrics`)).text();
    expect(metrics).toMatch(/^parley_reply_resumes_total\{outcome="resumed"\} 1$/m);
    expect(await b.stop()).toBe(0);
  });
});
