// No public page view can stall the server. A snapshot message of 20,000 `>` used to cost
// ~14 s of the one thread that serves every tenant and end in a 500 (stack overflow). Now markdown
// nesting is capped before the parser, rendered in worker threads with a time budget (plain escaped
// text past it), the page built in a worker and kept per snapshot revision and language, and the
// share host's database reads bounded (snapshot-pages.ts): while hostile snapshots are viewed 10×
// each in parallel, every request to another workspace answers within 200 ms and every view is a 200.
//
// The views come from another process, as visitors do: receiving and decoding 100 MB of HTML is the
// visitors' work, not the server's. Each probe's time is the time the serving thread was kept from
// answering: its wall-clock time less the time the kernel left the thread waiting for a CPU (its run
// queue wait, /proc/thread-self/schedstat; wall-clock alone where there is none) or, if longer, a
// full garbage collection of the process's heap (vitest's and the whole server's, ~100 MB) that
// overlapped it. On a shared 2-core runner other programs hold the CPUs for 200 ms and more even with
// the server idle, and such a collection then takes 2 s of wall-clock time; neither is what this test
// is about. What it is about (a database pool filled by snapshot reads; parsing, escaping, encoding
// and collecting on the request thread; a render thread holding a lock the request thread needs)
// shows as the thread running or waiting, which counts: before the fix a probe took 1.2 s of it.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { constants, PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../helpers/client.ts";
import { listen, send } from "../helpers/conversations.ts";
import { writeShareTemplate } from "../helpers/fake-dist.ts";
import { ACME, GLOBEX, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

const SIZE = 200_000;
/** 200,000 characters each (the longest message a member may send). */
const HOSTILE: Record<string, string> = {
  quotes: ">".repeat(SIZE),
  emphasis: "*a ".repeat(SIZE / 3),
  brackets: "[".repeat(SIZE / 2) + "]".repeat(SIZE / 2),
  backticks: "`".repeat(SIZE),
  pipes: "|".repeat(SIZE),
  lists: Array.from({ length: 440 }, (_, i) => `${" ".repeat(i * 2)}- x`)
    .join("\n")
    .padEnd(SIZE, "- "),
};

const VIEWERS = fileURLToPath(new URL("./fixtures/share-page-viewers.ts", import.meta.url));
const SHARE_HOST = "share.localhost";

let t: TestApp;
let port = 0;
const uuids: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_MARKDOWN_BUDGET_MS: "2000" } });
  await writeShareTemplate(t.config.distDir);
  const owner = createClient(t.app, ACME.host);
  expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
  const sent = await send(owner, { message: "hello", non_ai: "true" });
  const snapshot = (
    await owner.post(`/api/v1/conversations/${sent.conversation_id}/create_snapshot/`, {
      json: { anonymize: "false" },
    })
  ).json<Snapshot>();
  // Copies of a real snapshot with one hostile message each: what any member (or a self-service
  // sign-up) can make by sending that text and sharing it, without waiting for 6 sends of 200 KB.
  for (const content of Object.values(HOSTILE)) {
    const uuid = randomUUID();
    await t.database.db.query(
      `INSERT INTO snapshots (account_id, conversation_id, owner_id, uuid, is_anonymized, is_public, data)
       SELECT account_id, conversation_id, owner_id, $2::uuid, false, true,
              jsonb_set(data, '{messages,0,content}', to_jsonb($3::text))
       FROM snapshots WHERE id = $1`,
      [snapshot.id, uuid, content],
    );
    uuids.push(uuid);
  }
  // A server that has shown a page before: its threads are up (starting them is not the point).
  await owner.patch(`/api/v1/conversations/snapshot/${snapshot.id}/`, { json: { is_public: "true" } });
  expect((await view(snapshot.uuid)).body).toContain("<p>hello</p>");
  port = await listen(t.app);
}, 120_000);
afterAll(() => t.close());

const view = (uuid: string) =>
  t.app.inject({ method: "GET", url: `/c/${uuid}`, headers: { host: SHARE_HOST } });

/** This thread's time so far (ms) on a CPU and waiting for one, where the kernel says (Linux). */
function threadTimes(): { running: number; runQueue: number } | undefined {
  try {
    const [running = 0, runQueue = 0] = readFileSync("/proc/thread-self/schedstat", "utf8")
      .split(" ")
      .map((nanoseconds) => Number(nanoseconds) / 1e6);
    return { running, runQueue };
  } catch {
    return undefined;
  }
}

interface Probe {
  started: number;
  wall: number;
  /** Of which the thread ran, and the kernel kept it waiting for a CPU (0 where it does not say). */
  running: number;
  runQueue: number;
}

/** An unauthenticated request to another workspace, timed. */
async function otherTenant(): Promise<Probe> {
  const before = threadTimes();
  const started = performance.now();
  const res = await t.app.inject({
    method: "GET",
    url: "/api/v1/core/workspace-probe/",
    headers: { host: GLOBEX.host },
  });
  const wall = performance.now() - started;
  const after = threadTimes();
  expect(res.statusCode).toBe(204);
  if (before === undefined || after === undefined) return { started, wall, running: 0, runQueue: 0 };
  return {
    started,
    wall,
    running: after.running - before.running,
    runQueue: after.runQueue - before.runQueue,
  };
}

interface View {
  uuid: string;
  status: number;
  message: boolean;
}

/** Every hostile page `times` times at once, from another process (fixtures/share-page-viewers.ts). */
function viewAll(times: number): Promise<View[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VIEWERS, String(port), SHARE_HOST, String(times), ...uuids]);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as View[]);
      else reject(new Error(`the viewers failed (${code}): ${stderr}`));
    });
  });
}

/** Probes another workspace every 20 ms while the views last, noting full garbage collections. */
async function probeWhile(
  views: Promise<View[]>,
): Promise<{ probes: Probe[]; collections: PerformanceEntry[]; views: View[] }> {
  const collections: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        collections.push(entry);
  });
  observer.observe({ entryTypes: ["gc"] });
  let done = false;
  const finished = views.finally(() => (done = true));
  const probes: Probe[] = [];
  while (!done) {
    probes.push(await otherTenant());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // The observer hears of a collection after it: let the last one in.
  await new Promise((resolve) => setTimeout(resolve, 0));
  observer.disconnect();
  return { probes, collections, views: await finished };
}

/** How much of the probe a full collection took. */
function collecting(probe: Probe, collections: readonly PerformanceEntry[]): number {
  const end = probe.started + probe.wall;
  return collections.reduce(
    (sum, gc) =>
      sum + Math.max(0, Math.min(end, gc.startTime + gc.duration) - Math.max(probe.started, gc.startTime)),
    0,
  );
}

describe("hostile snapshot pages", () => {
  it("do not hold up another workspace, and every view answers 200", async () => {
    // First while the pages are rendered and built, then once they are (the usual case).
    for (const round of ["first views", "built pages"]) {
      const { probes, collections, views } = await probeWhile(viewAll(10));
      expect(views, round).toHaveLength(uuids.length * 10);
      for (const page of views) expect(page, round).toMatchObject({ status: 200, message: true });
      expect(probes.length, round).toBeGreaterThan(0);
      for (const probe of probes) {
        const gc = collecting(probe, collections);
        const label = `${round}: ${probe.wall.toFixed(0)} ms, of it ${probe.running.toFixed(0)} ms running, ${probe.runQueue.toFixed(0)} ms waiting for a CPU, ${gc.toFixed(0)} ms in a full collection`;
        // The two overlap (a collection starved of CPU waits in the run queue): the longer one is left out.
        expect(probe.wall - Math.max(probe.runQueue, gc), label).toBeLessThan(200);
      }
    }
  }, 120_000);

  it("show every hostile message in full, rendered or as plain text", async () => {
    for (const [index, content] of Object.values(HOSTILE).entries()) {
      const page = await view(uuids[index] ?? "");
      expect(page.statusCode).toBe(200);
      // The plain copy is always there, whole; the markdown copy is the rendering or the escaped fallback.
      const plain = page.body.indexOf('class="share-content share-plain"');
      expect(plain).toBeGreaterThan(0);
      const text = page.body.slice(page.body.indexOf(">", plain) + 1, page.body.indexOf("</div>", plain));
      expect(text).toBe(content.replaceAll(">", "&gt;"));
    }
  }, 60_000);
});
