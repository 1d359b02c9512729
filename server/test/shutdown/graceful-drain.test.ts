// SIGTERM drains the real server process (server.ts as the image runs it): /readyz turns 503 at once,
// the listener closes after the configured delay, the websocket gets 1012 "service restart", a reply
// streaming to a client streams to its end and is stored complete, and the process exits 0 within
// PARLEY_SHUTDOWN_GRACE_MS. When the grace runs out with no job queue to hand the reply over to (the
// embedded database, or PARLEY_ROUTINES_SCHEDULER=off) the reply is settled as interrupted (not left
// "streaming"); with one, another instance resumes it (resume-on-another-instance.test.ts). A second
// SIGTERM exits at once.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REALTIME_SERVICE_RESTART } from "@parley/shared-contracts/api/realtime";
import { httpRequest, runOps, startServer } from "../helpers/processes.ts";
import type { ServerProcess } from "../helpers/processes.ts";
import { createPostgresDatabase, onPostgres } from "../helpers/test-database.ts";
import { connect } from "../modules/realtime/ws-client.ts";
import {
  accepts,
  exitOf,
  followStream,
  HOST,
  PASSWORD,
  sendMessage,
  session,
  storedReply,
} from "./drain-process.ts";

let tmp: string;
const drops: Array<() => Promise<void>> = [];
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), "parley-drain-"));
});
afterAll(async () => {
  for (const drop of drops) await drop();
  await rm(tmp, { recursive: true, force: true });
});

/** The environment of one server (its own data directory, or its own database on PostgreSQL). */
async function environment(name: string, extra: Record<string, string>): Promise<Record<string, string>> {
  const env: Record<string, string> = {
    PARLEY_DATA_DIR: path.join(tmp, name),
    PARLEY_DIST_DIR: path.join(tmp, "no-dist"),
    PARLEY_DEMO_PASSWORD: PASSWORD,
    PARLEY_ROUTINES_SCHEDULER: "on",
    ...extra,
  };
  if (onPostgres()) {
    const created = await createPostgresDatabase();
    drops.push(created.drop);
    env.DATABASE_URL = created.url;
    expect((await runOps(["seed"], env)).code).toBe(0);
  }
  return env;
}

/** The stored reply, read through a new start of the same server (which prints what it recovered). */
async function readBack(env: Record<string, string>, conversationId: number, messageId: number) {
  const again: ServerProcess = await startServer(env, 150_000);
  try {
    const reply = await storedReply(again.port, await session(again.port), conversationId, messageId);
    return { reply, output: again.output() };
  } finally {
    expect(await again.stop()).toBe(0);
  }
}

// Whole server processes start here: a shared 2-core CI machine took over 30 s for one.
describe("SIGTERM drains the server", { timeout: 400_000 }, () => {
  it("turns not ready, closes the websocket with 1012, lets the streaming reply finish whole and exits 0", async () => {
    // The offline reply has 122 chunks: about 6 s at 50 ms each, well inside the 20 s grace.
    const env = await environment("finish", {
      PARLEY_OFFLINE_CHUNK_DELAY_MS: "50",
      PARLEY_SHUTDOWN_GRACE_MS: "20000",
      PARLEY_SHUTDOWN_DELAY_MS: "1500",
    });
    const server = await startServer(env, 150_000);
    const exited = exitOf(server.child);
    const s = await session(server.port);
    const socket = await connect({ port: server.port, host: HOST, cookie: s.cookie });
    const { messageId, conversationId } = await sendMessage(server.port, s, "finish while draining");
    const stream = followStream(server.port, s, messageId);
    await stream.started;

    // Ready first: the job queue starts after listening, and /readyz says "starting" until it runs.
    for (let tries = 0; tries < 300; tries++) {
      if ((await httpRequest(server.port, HOST, "/readyz")).status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    // Not ready as soon as the signal is handled (delivery is asynchronous: on a busy runner the first
    // probe can come first), while the listener still accepts (the load balancer's time to notice).
    let ready = await httpRequest(server.port, HOST, "/readyz");
    for (let tries = 0; ready.status === 200 && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ready = await httpRequest(server.port, HOST, "/readyz");
    }
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: "draining" });
    expect(ready.headers.connection).toBe("close");
    // Then the websocket is told to reconnect elsewhere and no new connection is accepted.
    expect((await socket.closed).code).toBe(REALTIME_SERVICE_RESTART);
    expect(await accepts(server.port)).toBe(false);

    const streamed = await stream.done;
    const exit = await exited;
    expect(streamed.status).toBe(200);
    expect(exit.code).toBe(0);
    expect(exit.at - signalled).toBeLessThan(20_000 + 10_000);

    const { reply, output } = await readBack(env, conversationId, messageId);
    expect(output).not.toContain("interrupted by the previous stop");
    expect(reply).toMatchObject({ status: "complete", streaming: false });
    // The client saw the whole reply, exactly as stored, and it ends as the offline model's does.
    expect(streamed.body).toBe(reply?.content);
    expect(streamed.body).toContain("_Offline demo: written on this server without any network._");
    expect(streamed.body).not.toContain("<exception>");
  });

  it("without a job queue, settles a reply still running when the grace runs out as interrupted, and still exits 0 in time", async () => {
    // About 24 s of reply at 200 ms a chunk against a 4 s grace.
    const env = await environment("cut", {
      PARLEY_OFFLINE_CHUNK_DELAY_MS: "200",
      PARLEY_SHUTDOWN_GRACE_MS: "4000",
      // No queue to hand the reply over to, on PostgreSQL too (PGlite has none for it anyway).
      PARLEY_ROUTINES_SCHEDULER: "off",
      // For the drain's own "drained in … ms" line (the parent's clock also counts a busy machine's delays).
      LOG_LEVEL: "info",
    });
    const server = await startServer(env, 150_000);
    const exited = exitOf(server.child);
    const s = await session(server.port);
    const { messageId, conversationId } = await sendMessage(server.port, s, "cut by the grace period");
    const stream = followStream(server.port, s, messageId);
    await stream.started;

    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const streamed = await stream.done;
    const exit = await exited;
    // Exit 0 is the drain's own end: the last-resort timer at the grace period exits 1.
    expect(exit.code).toBe(0);
    const drained = /drained in (\d+) ms \(cut at the grace period\)/.exec(server.output());
    expect(Number(drained?.[1])).toBeLessThan(4000);
    expect(exit.at - signalled).toBeLessThan(4000 + 10_000);
    // The follower got the final text, interruption notice included.
    expect(streamed.body).toMatch(
      /<exception>The reply was interrupted: the server stopped while writing it\.<\/exception>$/,
    );

    const { reply, output } = await readBack(env, conversationId, messageId);
    // Settled by the drain itself, not left for the next start's recovery.
    expect(output).not.toContain("interrupted by the previous stop");
    expect(reply).toMatchObject({ status: "failed", streaming: false });
    expect(reply?.content).toBe(streamed.body);
  });

  it("exits at once on a second SIGTERM", async () => {
    const env = await environment("twice", {
      PARLEY_OFFLINE_CHUNK_DELAY_MS: "200",
      PARLEY_SHUTDOWN_GRACE_MS: "60000",
    });
    const server = await startServer(env, 150_000);
    const exited = exitOf(server.child);
    const s = await session(server.port);
    const { messageId } = await sendMessage(server.port, s, "stop twice");
    const stream = followStream(server.port, s, messageId);
    await stream.started;
    // The stream is cut by the exit: its reset is expected here.
    stream.done.catch(() => undefined);
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = Date.now();
    server.child.kill("SIGTERM");
    const exit = await exited;
    // 128 + SIGTERM's number, long before the minute of grace (the reply had about 24 s to go).
    expect(exit.code).toBe(143);
    expect(exit.at - second).toBeLessThan(5000);
  });
});
