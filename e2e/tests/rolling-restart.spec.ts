// A rolling restart under load: two Parley instances on one PostgreSQL behind nginx
// (fixtures/rolling-nginx.ts: retry on a refused connection or a 503, passive health checks). Each
// instance in turn gets SIGTERM and is started again with the same command (waiting for /readyz)
// while 20 replies stream, 200 websocket clients are connected, an upload is in flight and (the
// second time) a routine is due on the stopping instance; a browser page sends a message each time.
// Then: every reply is stored complete and equal to what streamed, every client reconnected and saw
// every message of its conversation (live, or by the re-read on reconnect, as the shell does) and
// every message sent once it was back live, the routine ran once, and nginx answered no 5xx.
// Finally `kill -9` of one instance mid-reply: nothing stored is lost and no reply stays
// "streaming" (PARLEY_REPLY_STALE_MS=15000: the other instance settles it within ~25 s).
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { startTempPostgres, type TempPostgres } from "../../scripts/pg-temp.ts";
import { acmeOwner, ROLLING_PROXY_PORT } from "../fixtures/env.ts";
import { runNode, startNode } from "../fixtures/processes.ts";
import { call, makeMembers, RealtimeClient, slowUpload, type Member } from "../fixtures/rolling-clients.ts";
import { startRollingNginx, type RollingNginx } from "../fixtures/rolling-nginx.ts";
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
async function start(instance: Instance): Promise<void> {
  instance.child = await startNode(
    "server/src/server.ts",
    { ...env, PORT: String(instance.port), PARLEY_DATA_DIR: instance.dataDir },
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
  await Promise.all(instances.map(start));
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
