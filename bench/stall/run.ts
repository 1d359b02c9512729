// Benchmark: can one member's hostile requests stall the server for everyone? The real server
// (embedded PGlite) gets, from one signed-in member, a 200,000-character message built to make a
// naive detector backtrack, a DOCX zip bomb (1 GB unpacked) and a 15 MB text attachment full of
// numbers — while a probe asks for another workspace's host every 25 ms. Baseline: the same probe on
// the idle server in the same run. Memory: the server's resident size before, at peak and after.
//   node bench/stall/run.ts [--bomb-mb 1000]
import { mkdtemp } from "node:fs/promises";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { strToU8, Zip, ZipDeflate } from "fflate";
import { startEmbeddedServer } from "../shared/embedded-server.ts";
import { REPO_ROOT } from "../shared/workloads.ts";

const { values } = parseArgs({ options: { "bomb-mb": { type: "string" } } });
const BOMB_MB = Number(values["bomb-mb"] ?? 1000);
const PORT = 8390;
const PASSWORD = "bench-password-1";
const base = `http://127.0.0.1:${PORT}`;

/** A DOCX whose document.xml unpacks to `mb` MB of spaces, made by streaming. */
function docxBomb(mb: number): Uint8Array {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    out.push(data);
  });
  const document = new ZipDeflate("word/document.xml", { level: 1 });
  zip.add(document);
  document.push(strToU8('<w:document xmlns:w="w"><w:body><w:p><w:r><w:t>'));
  const spaces = new Uint8Array(1024 * 1024).fill(32);
  for (let i = 0; i < mb; i++) document.push(spaces);
  document.push(strToU8("</w:t></w:r></w:p></w:body></w:document>"), true);
  zip.end();
  return Buffer.concat(out);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Cookies of a signed-in session on acme, and the CSRF header value. */
async function signIn(): Promise<{ cookie: string; csrf: string }> {
  const host = { host: `acme.localhost:${PORT}` };
  const first = await fetch(`${base}/api/v1/accounts/acme`, { headers: host });
  const csrf = /parley_csrf=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const login = await fetch(`${base}/api/v1/authentication/login/`, {
    method: "POST",
    headers: {
      ...host,
      cookie: `parley_csrf=${csrf}`,
      "x-csrf-token": csrf,
      "content-type": "application/json",
    },
    body: JSON.stringify({ login: "owner@acme.test", password: PASSWORD, js_timezone: "UTC" }),
  });
  const cookies = login.headers.getSetCookie().map((c) => c.split(";")[0]);
  return { cookie: [`parley_csrf=${csrf}`, ...cookies].join("; "), csrf };
}

async function probeWhile(stop: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (!stop()) {
    const started = performance.now();
    await fetch(`${base}/api/v1/core/gs-version`, { headers: { host: `globex.localhost:${PORT}` } });
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return samples;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: pct(sorted, 0.5), p99: pct(sorted, 0.99), max: sorted.at(-1) ?? 0 };
};

const bomb = docxBomb(BOMB_MB);
const digits = Array.from({ length: 1_500_000 }, (_, i) => `${i % 10}.${i % 7} `)
  .join("")
  .slice(0, 15 * 1024 * 1024);
const server = await startEmbeddedServer({
  repoRoot: REPO_ROOT,
  port: PORT,
  dataDir: await mkdtemp(path.join(os.tmpdir(), "parley-stall-")),
  demoPassword: PASSWORD,
});
try {
  const session = await signIn();
  const headers = { host: `acme.localhost:${PORT}`, cookie: session.cookie, "x-csrf-token": session.csrf };
  const models = (await (await fetch(`${base}/api/v1/models/`, { headers })).json()) as {
    data: { id: number }[];
  };
  const modelId = String(models.data[0]?.id ?? 0);
  // Idle baseline.
  let until = performance.now() + 3000;
  const idle = await probeWhile(() => performance.now() > until);
  const before = rssMb(server.pid);

  const send = (form: FormData) =>
    fetch(`${base}/api/v1/messages/send/`, { method: "POST", headers, body: form });
  const hostile = new FormData();
  hostile.set("message", "1.".repeat(100_000));
  hostile.set("model_id", modelId);
  const withBomb = new FormData();
  withBomb.set("message", "Read this");
  withBomb.set("model_id", modelId);
  withBomb.append("files", new Blob([bomb]), "bomb.docx");
  const withText = new FormData();
  withText.set("message", "Summarise the numbers");
  withText.set("model_id", modelId);
  withText.append("files", new Blob([digits]), "numbers.txt");

  let done = false;
  let peak = before;
  const peakTimer = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
  const probing = probeWhile(() => done);
  const started = performance.now();
  const answers = await Promise.all([send(hostile), send(withBomb), send(withText)]);
  const attackMs = performance.now() - started;
  // Keep probing a moment after the answers (replies and scans in the background).
  until = performance.now() + 2000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  done = true;
  const during = await probing;
  clearInterval(peakTimer);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  global.gc?.();
  const after = rssMb(server.pid);

  const a = summary(idle);
  const b = summary(during);
  console.log(`Attack answers: ${answers.map((r) => r.status).join(", ")} in ${attackMs.toFixed(0)} ms`);
  console.log(
    `Bomb: ${(bomb.length / 1024).toFixed(0)} KB unpacking to ${BOMB_MB} MB; text attachment ${(digits.length / 1048576).toFixed(1)} MB`,
  );
  console.log(
    "\n| probe (other workspace) | samples | p50 ms | p99 ms | max ms |\n| --- | --- | --- | --- | --- |",
  );
  console.log(
    `| idle server (baseline) | ${a.n} | ${a.p50.toFixed(1)} | ${a.p99.toFixed(1)} | ${a.max.toFixed(1)} |`,
  );
  console.log(
    `| during the attack | ${b.n} | ${b.p50.toFixed(1)} | ${b.p99.toFixed(1)} | ${b.max.toFixed(1)} |`,
  );
  console.log(
    `\nServer RSS: before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, 3 s after ${after.toFixed(0)} MB`,
  );
} finally {
  await server.stop();
}
