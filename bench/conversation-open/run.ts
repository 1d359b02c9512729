// Benchmark (3): opening the 2,000-message conversation (bench/common/conversation-workload.ts,
// 583,755 characters, 100 code blocks) in Chromium. The conversation is written into a fresh
// embedded database with the server's own repository functions, then the real server (port 8142 by
// default) serves the built shell and remotes. Per run a new browser context (signed in through
// the sign-in page once, cookies reused), a discarded warm-up, then 5 runs; medians.
//
// Two ways in, both timed until the last message (LASTMESSAGESENTINEL) is in the DOM and until the
// frame after it (painted):
//   - navigation: a cold load of /conversations/<id> (shell, remotes, API), as the peer measured;
//   - in-app: the chat screen already open on a new conversation, a click on the sidebar entry.
// Also: message nodes and DOM elements once open (bounded: the list is virtualised), JS heap.
//
// Each run's new window first finishes opening its own UI (bench/common/quiet-browser.ts), as a
// visitor's window has before they navigate; `--settle none` keeps the former way.
//
//   node bench/conversation-open/run.ts [--runs 5] [--port 8142] [--settle quiet|none]
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { BrowserContext, Page } from "@playwright/test";
import { loadConfig } from "../../server/src/config.ts";
import { migrate } from "../../server/src/lib/db/migrator.ts";
import { openDatabase } from "../../server/src/lib/db/open-database.ts";
import {
  insertConversation,
  refreshConversationSize,
} from "../../server/src/modules/conversations/repository.ts";
import { DEMO, seedDemo } from "../../server/src/modules/ops/seed.ts";
import { launchChromium } from "../common/chromium.ts";
import { launchedBrowserPid, waitForQuietBrowser } from "../common/quiet-browser.ts";
import { markdownTable } from "../common/markdown-table.ts";
import { median, round } from "../common/stats.ts";
import { BENCH_WORK_DIR, REPO_ROOT, generateWorkload } from "../common/workloads.ts";
import { startEmbeddedServer } from "../common/embedded-server.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    port: { type: "string", default: "8142" },
    // "quiet" (the default): the cold load waits until the run's new window has finished opening;
    // "none": it navigates at once, the method before session 16 (bench/common/quiet-browser.ts).
    settle: { type: "string", default: "quiet" },
  },
});
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const PASSWORD = "bench-conversation-Password-1";
const ORIGIN = `http://acme.localhost:${PORT}`;
const SENTINEL = "LASTMESSAGESENTINEL";

interface WorkloadMessage {
  role: "user" | "assistant";
  text: string;
}

const workload = generateWorkload("conversation", join(BENCH_WORK_DIR, "conversation-open"));
const messages = JSON.parse(workload.text) as WorkloadMessage[];
const dataDir = mkdtempSync(join(tmpdir(), "parley-bench-open-"));

// 1. The conversation, written before the server starts (the embedded database has one writer).
const config = loadConfig({ ...process.env, PARLEY_DATA_DIR: dataDir, DATABASE_URL: undefined });
// The demo owner is seeded with this password: sign-in below uses it.
const db = await openDatabase(config, { role: "ops" });
let conversationId: number;
try {
  await migrate(db);
  await seedDemo(db, { password: PASSWORD });
  const owner = (
    await db.query<{ account_id: number; member_id: number }>(
      `SELECT a.id AS account_id, m.id AS member_id FROM accounts a
       JOIN members m ON m.account_id = a.id WHERE a.subdomain = $1 AND m.email = $2`,
      [DEMO.subdomain, DEMO.ownerEmail],
    )
  )[0];
  if (!owner) throw new Error("the demo owner was not seeded");
  conversationId = await insertConversation(db, owner.account_id, owner.member_id, "Benchmark conversation");
  // One statement, timestamps a second apart in workload order.
  await db.query(
    `INSERT INTO messages (account_id, conversation_id, type, sender_id, content, model_display_name, created_at)
     SELECT $1, $2, m.msg->>'role', $3, m.msg->>'text',
            CASE WHEN m.msg->>'role' = 'assistant' THEN 'Offline demo' END,
            now() - make_interval(secs => ($5 - m.n)::integer)
     FROM json_array_elements($4::json) WITH ORDINALITY AS m(msg, n)`,
    [owner.account_id, conversationId, owner.member_id, workload.text, messages.length],
  );
  await refreshConversationSize(db, owner.account_id, conversationId);
} finally {
  await db.close();
}
console.log(
  `workload: ${messages.length} messages, ${workload.text.length} bytes of JSON; conversation ${conversationId}`,
);

// 2. The server.
const server = await startEmbeddedServer({
  repoRoot: REPO_ROOT,
  port: PORT,
  dataDir,
  demoPassword: PASSWORD,
});
const stopServer = () => server.stop();

// Records when the sentinel first enters the DOM (only added nodes are inspected) and the frame after.
const OBSERVER = `(() => {
  const state = { inDom: null, painted: null };
  window.__open = state;
  const seen = (node) => (node.textContent || "").includes(${JSON.stringify(SENTINEL)});
  new MutationObserver((records) => {
    if (state.inDom !== null) return;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (seen(node)) {
          state.inDom = performance.now();
          requestAnimationFrame(() => setTimeout(() => (state.painted = performance.now()), 0));
          return;
        }
      }
      if (record.type === "characterData" && seen(record.target)) {
        state.inDom = performance.now();
        requestAnimationFrame(() => setTimeout(() => (state.painted = performance.now()), 0));
        return;
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

interface Sample {
  inDom: number;
  painted: number;
  messageNodes: number;
  elements: number;
  heapMb: number;
}

async function settle(page: Page, from: number): Promise<Sample> {
  // Page-side code through globalThis: this file is type-checked for Node, without the DOM's types
  // (and a string predicate would need eval, which the page's CSP forbids).
  await page.waitForFunction(
    () => (globalThis as unknown as { __open: { painted: number | null } }).__open.painted !== null,
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  const state = await page.evaluate<{ inDom: number; painted: number }>("window.__open");
  // Let the list finish what it does after the first paint (measuring, older pages) before counting.
  await page.waitForTimeout(1000);
  const dom = await page.evaluate<{ messageNodes: number; elements: number }>(`({
    messageNodes: document.querySelectorAll("[data-testid='message.item']").length,
    elements: document.getElementsByTagName("*").length,
  })`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const heap = metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0;
  return { inDom: state.inDom - from, painted: state.painted - from, ...dom, heapMb: heap / 1024 / 1024 };
}

const browser = await launchChromium();
const browserPid = launchedBrowserPid();
const loadBefore = loadavg();
const results: Record<"navigation" | "in-app", Sample[]> = { navigation: [], "in-app": [] };
try {
  // Signed in once; every run's context starts from these cookies with an empty cache.
  const signIn = await browser.newContext();
  const page = await signIn.newPage();
  await page.goto(`${ORIGIN}/sign-in?next=%2Fconversations%2Fnew`);
  const workEmail = page.getByTestId("sign-in.work-email-button");
  await page.getByTestId("sign-in.email").or(workEmail).waitFor({ timeout: 60_000 });
  if (await workEmail.isVisible()) await workEmail.click();
  await page.getByTestId("sign-in.email").fill(DEMO.ownerEmail);
  await page.getByTestId("sign-in.password").fill(PASSWORD);
  await page.getByTestId("sign-in.submit").click();
  await page.waitForURL(/\/conversations\/new/, { timeout: 60_000 });
  const storageState = await signIn.storageState();
  await signIn.close();

  const fresh = async (): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(OBSERVER);
    return { context, page };
  };

  for (let run = 0; run <= RUNS; run++) {
    {
      const { context, page } = await fresh();
      if (values.settle !== "none") await waitForQuietBrowser(browserPid);
      await page.goto(`${ORIGIN}/conversations/${conversationId}`, { waitUntil: "commit" });
      const sample = await settle(page, 0); // performance.now() counts from the navigation start
      if (run > 0) results.navigation.push(sample);
      await context.close();
    }
    {
      const { context, page } = await fresh();
      await page.goto(`${ORIGIN}/conversations/new`);
      const item = page.locator(`[data-testid='sidebar.item'][data-conversation-id='${conversationId}'] a`);
      await item.waitFor({ timeout: 60_000 });
      await page.getByTestId("chat-box.input").waitFor();
      // Let the idle page settle (lazy chunks of the chat screen) so the click measures the open.
      await page.waitForTimeout(1500);
      // And until the window's own UI has finished loading beside it (bench/common/quiet-browser.ts).
      if (values.settle !== "none") await waitForQuietBrowser(browserPid);
      const from = await page.evaluate<number>("performance.now()");
      await item.click();
      const sample = await settle(page, from);
      if (run > 0) results["in-app"].push(sample);
      await context.close();
    }
    console.log(`run ${run === 0 ? "warm-up" : run} done`);
  }
} finally {
  await browser.close();
  await stopServer();
}

const row = (label: string, samples: Sample[]) => [
  label,
  `${round(median(samples.map((s) => s.inDom)), 0)} ms`,
  `${round(median(samples.map((s) => s.painted)), 0)} ms`,
  String(median(samples.map((s) => s.messageNodes))),
  median(samples.map((s) => s.elements)).toLocaleString("en"),
  `${round(median(samples.map((s) => s.heapMb)), 0)} MB`,
];
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${RUNS} runs (medians), load average ${loadBefore.map((l) => round(l, 1)).join(" ")} → ${loadavg()
    .map((l) => round(l, 1))
    .join(" ")}\n`,
);
console.log(
  markdownTable(
    ["open", "last message in DOM", "last message painted", "message nodes", "DOM elements", "JS heap"],
    [
      row("navigation (cold, new context)", results.navigation),
      row("in-app (sidebar click)", results["in-app"]),
    ],
  ),
);
console.log("\nall runs:", JSON.stringify(results));
