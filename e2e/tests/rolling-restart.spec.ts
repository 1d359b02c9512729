// A rolling restart under load: two Parley instances on one PostgreSQL behind nginx
// (fixtures/rolling-nginx.ts: retry on a refused connection or a 503, passive health checks). Each
// instance in turn gets SIGTERM and is started again with the same command (waiting for /readyz)
// while 20 replies stream, 200 websocket clients are connected, an upload is in flight and (the
// second time) a routine is due on the stopping instance; a browser page sends a message each time.
// Then: every reply is stored complete and equal to what streamed, every client reconnected and saw
// every message of its conversation (live, or by the re-read on reconnect, as the shell does) and
// every message sent once it was back live, the routine ran once, and nginx answered no 5xx.
// Then a reply longer than the grace period (PARLEY_SHUTDOWN_GRACE_MS=10000 for that test): the
// instance writing it and then the other get SIGTERM; each hands it over, the other resumes it, and
// the open page shows it as the same message's reply without a restart, stored once, whole.
// Finally `kill -9` of one instance mid-reply: nothing stored is lost and no reply stays
// "streaming" (PARLEY_REPLY_STALE_MS=15000: the other instance settles it within ~25 s).
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import type { Locator } from "@playwright/test";
import pg from "pg";
import { startTempPostgres, type TempPostgres } from "../../scripts/pg-temp.ts";
import { acmeOwner, ROLLING_PROXY_PORT } from "../fixtures/env.ts";
import { runNode, startNode } from "../fixtures/processes.ts";
import { call, makeMembers, RealtimeClient, slowUpload, type Member } from "../fixtures/rolling-clients.ts";
import { FAIL_TIMEOUT_MS, startRollingNginx, type RollingNginx } from "../fixtures/rolling-nginx.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";
import { expect, test } from "../fixtures/test.ts";

const PROXY = ROLLING_PROXY_PORT;
const INSTANCE_PORTS = [PROXY + 1, PROXY + 2] as const;
const SECRET = "e2e-rolling-restart-secret-0123456789abcdef";
const REPLIES = 20;
const CLIENTS = 200;
const MEMBERS = 10;
const DAY = 24 * 3600_000;
// The hand-over test's instances: replies of about 60 s, longer than the grace period.
const SLOW_GRACE_MS = 10_000;
const SLOW = { PARLEY_OFFLINE_CHUNK_DELAY_MS: "300", PARLEY_SHUTDOWN_GRACE_MS: String(SLOW_GRACE_MS) };

interface Instance {
  port: number;
  dataDir: string;
  child?: ChildProcess;
}

let postgres: TempPostgres;
let nginx: RollingNginx;
let env: NodeJS.ProcessEnv;
let owner: Member;
let members: Member[];
let offlineModelId: number;
let sharedConversation: number;
let db: pg.Client;
const instances: Instance[] = INSTANCE_PORTS.map((port) => ({ port, dataDir: "" }));
const clients: RealtimeClient[] = [];

test.describe.configure({ mode: "serial" });

/** Starts an instance with the command it always runs with; resolves once /readyz answers 200. */
async function start(instance: Instance, overrides: NodeJS.ProcessEnv = {}): Promise<void> {
  instance.child = await startNode(
    "server/src/server.ts",
    { ...env, ...overrides, PORT: String(instance.port), PARLEY_DATA_DIR: instance.dataDir },
    `http://localhost:${instance.port}/readyz`,
  );
  // Kept for a failing run: parley-e2e-rolling-*/server.log in the OS temp folder.
  const log = createWriteStream(join(instance.dataDir, "server.log"), { flags: "a" });
  instance.child.stdout?.pipe(log);
  instance.child.stderr?.pipe(log);
}

/** Sends `signal` and waits for the exit: its code and how long it took. */
async function stop(instance: Instance, signal: NodeJS.Signals) {
  const child = instance.child;
  if (child === undefined || child.exitCode !== null) return { code: child?.exitCode ?? null, ms: 0 };
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill(signal);
  const code = await exited;
  return { code, ms: Date.now() - started };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ready to share the work: /readyz answers 200 (its own check, not nginx's) and the job queue runs —
 * it starts after /readyz first answers; the test clock's dispatch waits for it. A reply handed over
 * finds a taker only in a running queue.
 */
async function ready(instance: Instance): Promise<void> {
  const readyz = async () =>
    (await fetch(`http://localhost:${instance.port}/readyz`).catch(() => undefined))?.status;
  await expect.poll(readyz, { timeout: 30_000 }).toBe(200);
  const queue = await call(instance.port, owner, "POST", "/api/v1/test/clock/advance/", { json: { ms: 0 } });
  expect(queue.status, queue.text).toBe(200);
}

/**
 * Started again and ready, and nginx sends to it again: the connections it refused while down took
 * it out of nginx's rotation for `fail_timeout` after the last one. Stopping the other instance
 * within that time would leave nginx no instance at all (502 "no live upstreams").
 */
async function startBack(instance: Instance, overrides: NodeJS.ProcessEnv = {}): Promise<void> {
  await start(instance, overrides);
  await ready(instance);
  await sleep(FAIL_TIMEOUT_MS);
}

/** SIGTERM (a clean drain: nothing runs on it), then the same command with `overrides`. */
async function restart(instance: Instance, overrides: NodeJS.ProcessEnv = {}): Promise<void> {
  expect((await stop(instance, "SIGTERM")).code).toBe(0);
  await startBack(instance, overrides);
}

/** A reply as the page shows it: the message's text without its header (author, time). */
function shownText(reply: Locator): Promise<string> {
  return reply.evaluate(
    (node) => {
      const copy = node.cloneNode(true) as HTMLElement;
      copy.querySelector("header")?.remove();
      return copy.textContent ?? "";
    },
    undefined,
    { timeout: 10_000 },
  );
}

interface Reply {
  send: number;
  stream: number;
  assistantId: number;
  streamed: string;
}

/** An AI message in a new conversation through the proxy, and its reply followed to the end. */
async function reply(text: string): Promise<Reply> {
  const body = new URLSearchParams({ message: text, model_id: String(offlineModelId) }).toString();
  const sent = await call(PROXY, owner, "POST", "/api/v1/messages/send/", body);
  const assistantId =
    sent.status === 200
      ? (JSON.parse(sent.text) as { data: { assistant_message_id: number } }).data.assistant_message_id
      : 0;
  if (sent.status !== 200) return { send: sent.status, stream: 0, assistantId, streamed: sent.text };
  const streamed = await call(PROXY, owner, "POST", "/api/v1/messages/stream/", {
    json: { message_id: assistantId },
  });
  return { send: sent.status, stream: streamed.status, assistantId, streamed: streamed.text };
}

async function stored(id: number) {
  const { rows } = await db.query<{ status: string; content: string }>(
    "SELECT status, content FROM messages WHERE id = $1",
    [id],
  );
  return rows[0];
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await startTempPostgres();
  env = {
    DATABASE_URL: postgres.url,
    PARLEY_SECRET: SECRET,
    PARLEY_DEMO_PASSWORD: acmeOwner.password,
    // About 10 s a reply: each restart happens in the middle of them.
    PARLEY_OFFLINE_CHUNK_DELAY_MS: "50",
    PARLEY_SHUTDOWN_GRACE_MS: "25000",
    // nginx learns of a draining instance passively; the delay only spares it refused connections.
    PARLEY_SHUTDOWN_DELAY_MS: "1000",
    PARLEY_REPLY_STALE_MS: "15000",
    PARLEY_TEST_CLOCK: "true",
    // 200 sockets and every request come from nginx's one address; one owner sends every message.
    PARLEY_MAX_CONNECTIONS_PER_IP: "100000",
    PARLEY_SEND_MAX: "100000",
    PARLEY_TITLE_GENERATION: "0",
    LOG_LEVEL: process.env.E2E_INSTANCE_LOG_LEVEL ?? "warn",
  };
  const opsDir = mkdtempSync(join(tmpdir(), "parley-e2e-rolling-ops-"));
  runNode("server/src/cli/ops.ts", ["seed"], { ...env, PARLEY_DATA_DIR: opsDir });
  rmSync(opsDir, { recursive: true, force: true });
  for (const instance of instances) instance.dataDir = mkdtempSync(join(tmpdir(), "parley-e2e-rolling-"));
  await Promise.all(instances.map((instance) => start(instance)));
  nginx = await startRollingNginx(PROXY, INSTANCE_PORTS);
  db = new pg.Client({ connectionString: postgres.url });
  await db.connect();

  ({ owner, members } = await makeMembers(postgres.url, SECRET, MEMBERS));
  const models = await call(PROXY, owner, "GET", "/api/v1/models/");
  expect(models.status, models.text).toBe(200);
  offlineModelId =
    (JSON.parse(models.text) as { results: { id: number; is_offline: boolean }[] }).results.find(
      (model) => model.is_offline,
    )?.id ?? 0;
  expect(offlineModelId).toBeGreaterThan(0);
  // The conversation every client watches: the owner's, with every member in it.
  const first = await call(
    PROXY,
    owner,
    "POST",
    "/api/v1/messages/send/",
    new URLSearchParams({ message: "Watched by 200 sockets", non_ai: "true" }).toString(),
  );
  expect(first.status, first.text).toBe(200);
  sharedConversation = (JSON.parse(first.text) as { data: { conversation_id: number } }).data.conversation_id;
  for (const member of members)
    await db.query(
      `INSERT INTO conversation_participants (account_id, conversation_id, member_id)
       SELECT account_id, id, $2 FROM conversations WHERE id = $1`,
      [sharedConversation, member.id],
    );
});

// A failing test keeps what nginx saw (retries, refused connections, "no live upstreams").
test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status === testInfo.expectedStatus || nginx === undefined) return;
  await testInfo.attach("nginx-access.log", {
    body: nginx.accessLog().join("\n"),
    contentType: "text/plain",
  });
  await testInfo.attach("nginx-error.log", { body: nginx.errorLog(), contentType: "text/plain" });
});

test.afterAll(async () => {
  for (const client of clients) client.close();
  await nginx?.stop();
  for (const instance of instances) await stop(instance, "SIGTERM");
  await db?.end();
  await postgres?.stop();
  if (test.info().status === test.info().expectedStatus)
    for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
});

test("each instance restarted in turn under load: nothing cut, missed, repeated or failed", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (let i = 0; i < CLIENTS; i++)
    clients.push(new RealtimeClient(PROXY, members[i % MEMBERS] as Member, sharedConversation));
  await Promise.all(clients.map((client) => client.whenOpen()));

  const context = await browser.newContext();
  const page = await context.newPage();
  const signIn = new SignInPage(page);
  await signIn.open(nginx.url("acme.localhost"), `?next=${encodeURIComponent("/conversations/new")}`);
  await signIn.signIn(acmeOwner.email, acmeOwner.password);
  await expect(page.getByTestId("nav.user-menu")).toBeVisible();
  const chat = new ChatPage(page);

  // A one-off routine due a day from now by the instances' test clocks.
  const clockNow = await call(INSTANCE_PORTS[1], owner, "GET", "/api/v1/test/clock/");
  expect(clockNow.status, clockNow.text).toBe(200);
  const due = new Date(
    Math.ceil((Date.parse((JSON.parse(clockNow.text) as { now: string }).now) + DAY) / 60_000) * 60_000,
  );
  const routine = await call(PROXY, owner, "POST", "/api/v1/routines/", {
    json: {
      name: "Due mid-restart",
      content: "Report while an instance restarts",
      model_id: offlineModelId,
      start_date: due.toISOString().slice(0, 16),
      schedule: null,
      timezone: "UTC",
    },
  });
  expect(routine.status, routine.text).toBe(201);
  const routineId = (JSON.parse(routine.text) as { id: number }).id;

  // Messages to the watched conversation all along, 2 a second.
  const ticks: number[] = [];
  const tickStatuses: number[] = [];
  let ticking = true;
  const ticker = (async () => {
    for (let n = 0; ticking; n++) {
      const sent = await call(
        PROXY,
        owner,
        "POST",
        "/api/v1/messages/send/",
        new URLSearchParams({
          message: `tick ${n}`,
          non_ai: "true",
          conversation_id: String(sharedConversation),
        }).toString(),
      ).catch(() => ({ status: 0, text: "" }));
      tickStatuses.push(sent.status);
      if (sent.status === 200)
        ticks.push((JSON.parse(sent.text) as { data: { user_message_id: number } }).data.user_message_id);
      await sleep(500);
    }
  })();

  const replies: Reply[] = [];
  const probes: number[] = [];
  for (const [index, instance] of instances.entries()) {
    await page.goto(nginx.url("acme.localhost") + "/conversations/new");
    const onScreen = `On screen across restart ${index + 1}`;
    await chat.sendMessage(onScreen);
    const wave = Array.from({ length: REPLIES }, (_, k) => reply(`Restart ${index + 1}, reply ${k + 1}`));
    const upload = slowUpload(
      PROXY,
      owner,
      { message: `Upload across restart ${index + 1}`, non_ai: "true" },
      { name: `notes-${index + 1}.txt`, content: "A line of notes.\n".repeat(2000) },
      8,
      400,
    );
    await sleep(1500);
    if (index === 1) {
      // Due now on the instance about to stop: its run may begin there and be handed over.
      const moved = await call(instance.port, owner, "POST", "/api/v1/test/clock/advance/", {
        json: { ms: DAY + 120_000 },
      });
      expect(moved.status, moved.text).toBe(200);
    }
    const stopped = await stop(instance, "SIGTERM");
    expect(stopped.code, "a drained instance exits 0").toBe(0);
    expect(stopped.ms).toBeLessThan(25_000);
    await start(instance);

    replies.push(...(await Promise.all(wave)));
    const uploaded = await upload;
    expect(uploaded.status, uploaded.text).toBe(200);
    const userMessageId = (JSON.parse(uploaded.text) as { data: { user_message_id: number } }).data
      .user_message_id;
    const { rows: files } = await db.query("SELECT file_name FROM message_files WHERE message_id = $1", [
      userMessageId,
    ]);
    expect(files).toEqual([{ file_name: `notes-${index + 1}.txt` }]);

    const shown = chat.assistantReplies().last();
    await expect(shown).toHaveAttribute("data-status", "complete", { timeout: 60_000 });
    await expect(shown).toContainText(onScreen);
    await expect(shown).not.toContainText("interrupted");

    // Every client is back; what is sent now reaches each of them live.
    await Promise.all(clients.map((client) => client.whenOpen()));
    await sleep(1000);
    for (let p = 0; p < 3; p++) {
      const sent = await call(
        PROXY,
        owner,
        "POST",
        "/api/v1/messages/send/",
        new URLSearchParams({
          message: `probe ${index + 1}.${p}`,
          non_ai: "true",
          conversation_id: String(sharedConversation),
        }).toString(),
      );
      expect(sent.status, sent.text).toBe(200);
      probes.push((JSON.parse(sent.text) as { data: { user_message_id: number } }).data.user_message_id);
    }
    await expect
      .poll(() => clients.filter((client) => probes.some((id) => !client.live.has(id))).length, {
        timeout: 20_000,
      })
      .toBe(0);
  }
  ticking = false;
  await ticker;
  await page.screenshot({ path: test.info().outputPath("rolling-restart.png") });
  await context.close();

  // Every reply whole: streamed to the end, stored complete with exactly the streamed text.
  expect(replies).toHaveLength(2 * REPLIES);
  for (const one of replies) {
    expect([one.send, one.stream], one.streamed).toEqual([200, 200]);
    const row = await stored(one.assistantId);
    expect(row?.status).toBe("complete");
    expect(row?.content.length).toBeGreaterThan(0);
    expect(one.streamed).toContain(row?.content);
  }
  // Every client was moved (1012) and reconnected; no message of its conversation escaped it.
  expect(tickStatuses.every((status) => status === 200)).toBe(true);
  expect(ticks.length).toBeGreaterThan(20);
  // The server closes with 1012; on a busy 2-core runner one proxied close in a few hundred has been
  // seen to arrive as 1006 (no close frame through nginx) — that client still reconnects and misses
  // nothing, which the loop below holds for every client.
  const moved = clients.filter((client) => client.closeCodes.includes(1012)).length;
  expect(moved).toBeGreaterThanOrEqual(Math.ceil(clients.length * 0.95));
  for (const client of clients) {
    expect(client.opens).toBeGreaterThanOrEqual(2);
    const missed = ticks.filter((id) => !client.live.has(id) && !client.refetched.has(id));
    expect(missed, `member ${client.member.id}`).toEqual([]);
  }
  // The routine ran exactly once, and its reply is whole.
  await expect
    .poll(
      async () =>
        (
          await db.query<{ status: string }>("SELECT status FROM routine_runs WHERE routine_id = $1", [
            routineId,
          ])
        ).rows.map((row) => row.status),
      { timeout: 60_000 },
    )
    .toEqual(["posted"]);
  const { rows: routineMessages } = await db.query<{ type: string; status: string }>(
    "SELECT type, status FROM messages WHERE conversation_id = $1 ORDER BY id",
    [routineId],
  );
  expect(routineMessages.filter((row) => row.type === "assistant")).toEqual([
    { type: "assistant", status: "complete" },
  ]);
  // No response of the proxy was a 5xx (upgrades and streams included).
  const log = nginx.accessLog();
  expect(log.length).toBeGreaterThan(CLIENTS);
  expect(log.filter((line) => /^5\d\d /.test(line))).toEqual([]);
});

test("a reply longer than the grace period is handed over and finished elsewhere: the page shows it whole", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // The first test's 200 sockets are done with; reconnecting on each restart here, they would only
  // add load (and refused connections that take instances out of nginx's rotation).
  for (const client of clients) client.close();
  const text = "Handed over between instances";
  const context = await browser.newContext();
  const page = await context.newPage();
  const chat = new ChatPage(page);
  await Promise.all(instances.map(ready));
  const signIn = new SignInPage(page);
  await signIn.open(nginx.url("acme.localhost"), `?next=${encodeURIComponent("/conversations/new")}`);
  await signIn.signIn(acmeOwner.email, acmeOwner.password);
  await expect(page.getByTestId("nav.user-menu")).toBeVisible();

  // What the page shows and stores for the message when no restart touches its reply (the offline
  // model is deterministic; both are a new conversation's first reply).
  await chat.sendMessage(text);
  const calm = chat.assistantReplies().last();
  await expect(calm).toHaveAttribute("data-status", "complete", { timeout: 60_000 });
  const calmShown = await shownText(calm);
  const calmStored = await stored(Number(await calm.getAttribute("data-message-id")));
  expect(calmStored?.status).toBe("complete");
  expect(calmShown).toContain(text);

  // Replies of about 60 s and a 10 s grace: each instance is cut at its deadline (8 s after SIGTERM)
  // with the reply still running, and hands it over; the page's stream, on one of them, is cut too.
  // The reserve (2 s; 1 s of it waiting for the last connections) covers the hand-over and the close
  // on a busy machine, before the last-resort exit(1) at the grace period.
  for (const instance of instances) await restart(instance, SLOW);
  await page.goto(nginx.url("acme.localhost") + "/conversations/new");
  const logged = nginx.accessLog().length;
  await chat.sendMessage(text);
  const shown = chat.assistantReplies().last();
  await expect(shown).toHaveAttribute("data-status", "streaming", { timeout: 20_000 });
  await expect(shown).toHaveAttribute("data-message-id", /^[1-9]\d*$/);
  const messageId = Number(await shown.getAttribute("data-message-id"));
  // The instance that took the send writes the reply: it stops first, so the reply is surely cut.
  const sendLine = nginx
    .accessLog()
    .slice(logged)
    .findLast((line) => line.startsWith("200 POST /api/v1/messages/send/"));
  const writerPort = Number(/:(\d+)"\s+"[^"]*"$/.exec(sendLine ?? "")?.[1]);
  const writer = instances.find((instance) => instance.port === writerPort);
  expect(writer, `the send's upstream: ${sendLine}`).toBeDefined();
  const order = [writer as Instance, ...instances.filter((instance) => instance !== writer)];

  // Watches the page while the reply streams: the echo never shows more often than in the calm reply.
  const echoes = (shownNow: string) => shownNow.split(text).length - 1;
  let mostEchoes = 0;
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      mostEchoes = Math.max(mostEchoes, echoes(await shownText(shown).catch(() => "")));
      await sleep(250);
    }
  })();

  await sleep(1500);
  for (const instance of order) {
    // The other instance is ready and its job queue runs: a hand-over has a taker.
    await Promise.all(instances.filter((other) => other !== instance).map(ready));
    const stopped = await stop(instance, "SIGTERM");
    expect(stopped.code, "a drained instance exits 0 (the last resort exits 1 at the grace period)").toBe(0);
    expect(stopped.ms).toBeLessThan(SLOW_GRACE_MS + 2000);
    await startBack(instance, SLOW);
  }
  await expect(shown).toHaveAttribute("data-status", "complete", { timeout: 120_000 });
  watching = false;
  await watcher;
  await page.screenshot({ path: test.info().outputPath("handed-over.png") });

  // Handed over by each stop, and resumed each time by the instance left running (or back).
  const { rows: jobs } = await db.query<{ resumes: number; state: string }>(
    `SELECT (data->>'resumes')::integer AS resumes, state FROM pgboss.job
     WHERE name = $1 AND (data->>'messageId')::integer = $2 ORDER BY created_on`,
    ["reply-resume", messageId],
  );
  expect(jobs).toEqual([
    { resumes: 1, state: "completed" },
    { resumes: 2, state: "completed" },
  ]);
  // The page followed the reply again after its stream was cut (each attempt replays it whole).
  const streams = nginx
    .accessLog()
    .slice(logged)
    .filter((line) => line.includes(" POST /api/v1/messages/stream/ "));
  expect(streams.length, streams.join("\n")).toBeGreaterThanOrEqual(2);

  // On screen: one reply, shown exactly as without a restart (nothing cut, nothing twice), and never
  // doubled while it streamed across the cuts.
  await expect(chat.assistantReplies()).toHaveCount(1);
  await expect(shown).not.toContainText("interrupted");
  await expect(shown.getByTestId("message.error")).toHaveCount(0);
  expect(await shownText(shown)).toBe(calmShown);
  expect(mostEchoes).toBeLessThanOrEqual(echoes(calmShown));
  // Stored whole, exactly once: the conversation's one reply, the same as the calm one.
  const { rows } = await db.query<{ id: number; content: string; status: string }>(
    `SELECT id, content, status FROM messages
     WHERE type = 'assistant' AND conversation_id = (SELECT conversation_id FROM messages WHERE id = $1)`,
    [messageId],
  );
  expect(rows).toEqual([{ id: messageId, content: calmStored?.content, status: "complete" }]);
  await context.close();

  // Back to the instances' usual settings for the next test.
  for (const instance of instances) await restart(instance);
});

test("kill -9 of an instance mid-reply: nothing stored is lost, no reply stays streaming", async () => {
  test.setTimeout(120_000);
  const wave = Array.from({ length: 6 }, (_, k) => reply(`Killed mid-reply ${k + 1}`).catch(() => undefined));
  await sleep(2500);
  const { rows: before } = await db.query<{ id: number; status: string; content: string }>(
    "SELECT id, status, content FROM messages ORDER BY id",
  );
  expect(before.some((row) => row.status === "streaming")).toBe(true);
  const killed = instances[1] as Instance;
  await stop(killed, "SIGKILL");
  await Promise.all(wave);

  // The survivor's sweep settles the dead instance's replies once their heartbeat is 15 s old.
  await expect
    .poll(async () => (await db.query("SELECT id FROM messages WHERE status = 'streaming'")).rowCount, {
      timeout: 45_000,
    })
    .toBe(0);
  const { rows: after } = await db.query<{ id: number; status: string; content: string }>(
    "SELECT id, status, content FROM messages ORDER BY id",
  );
  const now = new Map(after.map((row) => [row.id, row]));
  for (const row of before) {
    const kept = now.get(row.id);
    expect(kept, `message ${row.id}`).toBeDefined();
    // What was stored before the kill is still there: a finished message unchanged, a reply being
    // written with at least the text it had (settled as interrupted, or finished by the survivor).
    if (row.status === "complete") expect(kept?.content).toBe(row.content);
    else expect(kept?.content.startsWith(row.content)).toBe(true);
  }
  // The instance starts again with the same command beside the live one.
  await start(killed);
});
