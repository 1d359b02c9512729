// Benchmark: the development loop of `npm run dev` — the time from a file write to the change on
// screen, in Chromium, for (1) a remote's component (mf-conversations' chat box), (2) a host
// component (the shell's top bar), (3) a server route (the conversation list's answer, shown in the
// sidebar once the server has restarted and the page has reconnected and read the list again) and
// (4) a remote's translation file. Each: a warm-up, then `--runs` edits (5); median and p90 (nearest
// rank). Every run also checks that the page kept its state: the text typed in the chat box is still
// there and the page did not reload (a value set on window survives).
//
// The edits are made in a throw-away checkout (checkout.ts: a clone of this repository with its
// uncommitted changes, installed packages linked), never in this one; `npm run dev` runs there on a
// fresh embedded database. It needs the dev servers' ports (3000 and up) and the server's (8080,
// --port) free: stop your own `npm run dev` first.
//
//   node bench/dev-loop/run.ts [--runs 5] [--port 8080] [--checkout <dir>] [--keep]
//   (--checkout: reuse a throw-away checkout instead of making one; --keep: leave it behind)
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import type { Page } from "@playwright/test";
import { launchChromium } from "../common/chromium.ts";
import { markdownTable } from "../common/markdown-table.ts";
import { median, percentile } from "../common/stats.ts";
import { REPO_ROOT } from "../common/workloads.ts";
import { cloneWorkingTree, type Checkout } from "./checkout.ts";
import { devPorts } from "../../scripts/dev/ports.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    port: { type: "string", default: "8080" },
    checkout: { type: "string" },
    keep: { type: "boolean", default: false },
  },
});
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const ORIGIN = `http://acme.localhost:${PORT}`;
const PASSWORD = "bench-dev-loop-Password-1";
const DRAFT = "a draft the edits must not lose";
const CONVERSATION = "Dev loop bench";

interface Scenario {
  label: string;
  /** Relative to the checkout. */
  file: string;
  from: string;
  to: (marker: string) => string;
}

const SCENARIOS: Scenario[] = [
  {
    label: "remote component (mf-conversations chat box)",
    file: "mf-conversations/src/features/chat/components/chat-box.tsx",
    from: ': t("chatBox.hint")}',
    to: (marker) => `: t("chatBox.hint")} ${marker}`,
  },
  {
    label: "host component (shell top bar)",
    file: "host-shell/src/features/navigation/top-nav.tsx",
    from: '<span aria-hidden="true">{PRODUCT_NAME}</span>',
    to: (marker) => `<span aria-hidden="true">{PRODUCT_NAME} ${marker}</span>`,
  },
  {
    label: "server route (conversation list, after restart and reconnect)",
    file: "server/src/modules/conversations/routes.ts",
    from: "return listConversations(app.db, me.account_id, me.member_id, request.query);",
    to: (marker) =>
      "const page = await listConversations(app.db, me.account_id, me.member_id, request.query);\n" +
      `      return { ...page, results: page.results.map((row) => ({ ...row, name: \`\${row.name} ${marker}\` })) };`,
  },
  {
    label: "remote translation file (mf-conversations en.ts)",
    file: "mf-conversations/src/i18n/locales/en.ts",
    from: '"chatBox.hint": "',
    to: (marker) => `"chatBox.hint": "${marker} `,
  },
];

function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
      .once("error", () => done(false))
      .listen(port, "127.0.0.1", () => probe.close(() => done(true)));
  });
}

/** `npm run dev` in the checkout; resolves once every front end is built and the server runs. */
async function startDev(dir: string, dataDir: string) {
  const child = spawn(process.execPath, ["scripts/start.ts", "--dev"], {
    cwd: dir,
    env: { ...process.env, PARLEY_DATA_DIR: dataDir, PARLEY_DEMO_PASSWORD: PASSWORD, PORT: String(PORT) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const log: string[] = [];
  let built = false;
  let running = false;
  const ready = new Promise<void>((resolveReady, reject) => {
    child.once("exit", (code) =>
      reject(new Error(`npm run dev exited (${code}):\n${log.slice(-30).join("\n")}`)),
    );
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on("line", (line) => {
        log.push(line);
        if (line.includes("every front end built")) built = true;
        if (line.startsWith("[server] Parley is running")) running = true;
        if (built && running) resolveReady();
      });
  });
  await ready;
  return {
    log,
    async stop() {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGINT");
      await exited;
    },
  };
}

async function signedInPage(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/sign-in?next=%2Fconversations%2Fnew`);
  const workEmail = page.getByTestId("sign-in.work-email-button");
  await page.getByTestId("sign-in.email").or(workEmail).waitFor({ timeout: 60_000 });
  if (await workEmail.isVisible()) await workEmail.click();
  await page.getByTestId("sign-in.email").fill("owner@acme.test");
  await page.getByTestId("sign-in.password").fill(PASSWORD);
  await page.getByTestId("sign-in.submit").click();
  await page.waitForURL(/\/conversations\/new/, { timeout: 60_000 });
  // A conversation for the sidebar's list (the server route's edit shows in its name).
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "parley_csrf")?.value ?? "";
  // From the page: Node does not resolve the workspace's *.localhost host.
  const sent = await page.evaluate(
    async ({ token, message }) => {
      const response = await fetch("/api/v1/messages/send/", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": token },
        body: JSON.stringify({ message, non_ai: "true" }),
      });
      return `${response.status} ${await response.text()}`;
    },
    { token: csrf, message: CONVERSATION },
  );
  if (!sent.startsWith("200")) throw new Error(`creating the conversation failed: ${sent}`);
  await page.goto(`${ORIGIN}/conversations/new`);
  await page.getByTestId("chat-box.input").waitFor({ timeout: 60_000 });
  await page.getByText(CONVERSATION).first().waitFor({ timeout: 60_000 });
  await page.getByTestId("chat-box.input").fill(DRAFT);
  await page.evaluate(() => Object.assign(globalThis, { __devLoopBench: "not reloaded" }));
}

async function stateKept(page: Page): Promise<boolean> {
  const draft = await page.getByTestId("chat-box.input").inputValue();
  const mark = await page.evaluate(() => (globalThis as { __devLoopBench?: string }).__devLoopBench);
  return draft === DRAFT && mark === "not reloaded";
}

/** Writes the edit, waits for its marker on screen: the milliseconds between. Restores the file. */
async function oneEdit(page: Page, dir: string, scenario: Scenario, marker: string): Promise<number> {
  const file = join(dir, scenario.file);
  const original = readFileSync(file, "utf8");
  if (!original.includes(scenario.from)) throw new Error(`${scenario.file} no longer has ${scenario.from}`);
  const text = page.getByText(marker).first();
  const started = performance.now();
  writeFileSync(file, original.replace(scenario.from, scenario.to(marker)));
  try {
    await text.waitFor({ timeout: 60_000 });
    return performance.now() - started;
  } finally {
    writeFileSync(file, original);
    await text.waitFor({ state: "detached", timeout: 60_000 });
    // The compilers, the server and its next standby process (which loads for about 1.5 s after a
    // restart) settle before the next edit, as between two saves of a person at work.
    await page.waitForTimeout(3000);
  }
}

async function main(): Promise<void> {
  for (const port of [...devPorts(REPO_ROOT).values(), PORT])
    if (!(await portFree(port))) throw new Error(`port ${port} is in use: stop your npm run dev first`);
  let checkout: Checkout;
  if (values.checkout) {
    const dir = resolve(values.checkout);
    if (dir === REPO_ROOT) throw new Error("--checkout must be a throw-away copy, not this repository");
    checkout = { dir, remove: () => undefined };
  } else checkout = cloneWorkingTree(REPO_ROOT);
  const dataDir = mkdtempSync(join(tmpdir(), "parley-dev-loop-data-"));
  console.log(`checkout ${checkout.dir}, data ${dataDir}`);
  const started = performance.now();
  const dev = await startDev(checkout.dir, dataDir);
  console.log(`npm run dev ready in ${Math.round(performance.now() - started)} ms`);
  const browser = await launchChromium();
  const rows: string[][] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signedInPage(page);
    for (const [index, scenario] of SCENARIOS.entries()) {
      const samples: number[] = [];
      let kept = true;
      for (let run = 0; run <= RUNS; run++) {
        const ms = await oneEdit(page, checkout.dir, scenario, `devloop${index}x${run}`);
        const ok = await stateKept(page);
        kept &&= ok;
        console.log(
          `${scenario.label} ${run === 0 ? "warm-up" : `run ${run}`}: ${Math.round(ms)} ms${ok ? "" : " (STATE LOST)"}`,
        );
        if (run > 0) samples.push(ms);
      }
      if (scenario.file.startsWith("server/")) {
        const restarts = dev.log
          .map((line) => /^\[server\] restarted in (\d+) ms/.exec(line)?.[1])
          .filter((ms): ms is string => ms !== undefined)
          .map(Number);
        console.log(
          `server restarts as logged (each edit and each restore): ${restarts.join(", ")} ms; median ${median(restarts)} ms`,
        );
      }
      rows.push([
        scenario.label,
        `${Math.round(median(samples))} ms`,
        `${Math.round(percentile(samples, 90))} ms`,
        samples.map((ms) => Math.round(ms)).join(", "),
        kept ? "yes" : "no",
      ]);
    }
  } finally {
    await browser.close();
    await dev.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (!values.keep) checkout.remove();
  }
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, Node ${process.versions.node}; write → on screen, ${RUNS} runs after a warm-up\n`,
  );
  console.log(markdownTable(["edit", "median", "p90", "runs (ms)", "typed text kept, no reload"], rows));
}

await main();
process.exit(0);
