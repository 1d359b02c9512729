// Benchmark: can one member's hostile requests stall the server for everyone? The real server
// (embedded PGlite) gets, from one signed-in member, a 200,000-character message built to make a
// naive detector backtrack, a DOCX zip bomb (1 GB unpacked) and a 15 MB text attachment full of
// numbers — while a probe asks for another workspace's host every 25 ms. Baseline: the same probe on
// the idle server in the same run. Memory: the server's resident size (with its DLP scanner process)
// before, at peak and after.
//   node bench/stall/run.ts [--bomb-mb 1000]
import { mkdtemp } from "node:fs/promises";
import { request } from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { strToU8, Zip, ZipDeflate } from "fflate";
import { startEmbeddedServer } from "../common/embedded-server.ts";
import { REPO_ROOT } from "../common/workloads.ts";

const { values } = parseArgs({ options: { "bomb-mb": { type: "string" } } });
const BOMB_MB = Number(values["bomb-mb"] ?? 1000);
const PORT = 8390;
const PASSWORD = "bench-password-1";

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

/** Resident memory of the server and its child processes (the DLP scanner), in MB. */
function rssMb(pid: number): number {
  let kb = 0;
  try {
    kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of children === "" ? [] : children.split(" ")) kb += rssMb(Number(child)) * 1024;
    }
  } catch {
    // The process ended between the listing and the read.
  }
  return kb / 1024;
}

interface Answer {
  status: number;
  cookies: string[];
  text: string;
}

/** One request to the server on loopback with a chosen Host (fetch may not set Host). */
function call(
  method: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: PORT, method, path, headers: { host: `${host}:${PORT}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            cookies: res.headers["set-cookie"] ?? [],
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A multipart body as the browser would send it. */
async function multipart(form: FormData): Promise<{ body: Buffer; type: string }> {
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get("content-type") ?? "" };
}

/** Cookies of a signed-in session on acme, and the CSRF header value. */
async function signIn(): Promise<{ cookie: string; csrf: string }> {
  const first = await call("GET", "/api/v1/accounts/acme", "acme.localhost");
  const csrf = /parley_csrf=([^;]+)/.exec(first.cookies.join(";"))?.[1] ?? "";
  const login = await call(
    "POST",
    "/api/v1/authentication/login/",
    "acme.localhost",
    { cookie: `parley_csrf=${csrf}`, "x-csrf-token": csrf, "content-type": "application/json" },
    Buffer.from(
      JSON.stringify({ login: "owner@acme.test", password: PASSWORD, js_timezone: "UTC", captcha: "" }),
    ),
  );
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.text}`);
  const cookies = login.cookies.map((c) => c.split(";")[0]);
  return { cookie: [`parley_csrf=${csrf}`, ...cookies].join("; "), csrf };
}

async function probeWhile(stop: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (!stop()) {
    const started = performance.now();
    await call("GET", "/api/v1/core/gs-version", "globex.localhost");
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
const digits = "4.1-1 1.1-1 ".repeat(1_300_000).slice(0, 15 * 1024 * 1024);
const server = await startEmbeddedServer({
  repoRoot: REPO_ROOT,
  port: PORT,
  dataDir: await mkdtemp(path.join(os.tmpdir(), "parley-stall-")),
  demoPassword: PASSWORD,
});
try {
  const session = await signIn();
  const headers = { cookie: session.cookie, "x-csrf-token": session.csrf };
  const models = JSON.parse((await call("GET", "/api/v1/models/", "acme.localhost", headers)).text) as {
    results: { id: number }[];
  };
  const modelId = String(models.results[0]?.id ?? 0);
  // A context large enough that the hostile texts pass the token check and reach DLP.
  const widened = await call(
    "PATCH",
    `/api/v1/admin/models/${modelId}/`,
    "acme.localhost",
    { ...headers, "content-type": "application/json" },
    Buffer.from(JSON.stringify({ context_size: 50_000_000 })),
  );
  if (widened.status !== 200) throw new Error(`model not widened: ${widened.status} ${widened.text}`);
  // Idle baseline.
  let until = performance.now() + 3000;
  const idle = await probeWhile(() => performance.now() > until);
  const before = rssMb(server.pid);

  const send = async (form: FormData) => {
    const { body, type } = await multipart(form);
    return call(
      "POST",
      "/api/v1/messages/send/",
      "acme.localhost",
      { ...headers, "content-type": type },
      body,
    );
  };
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
  const only = process.env.STALL_ONLY;
  const attacks = { hostile, bomb: withBomb, text: withText };
  const answers = await Promise.all(
    Object.entries(attacks)
      .filter(([name]) => only === undefined || only === name)
      .map(([, form]) => send(form)),
  );
  const attackMs = performance.now() - started;
  // Keep probing a moment after the answers (replies and scans in the background).
  until = performance.now() + 2000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  done = true;
  const during = await probing;
  clearInterval(peakTimer);
  // The DLP scanner process stops after 10 s idle and gives its memory back.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const after = rssMb(server.pid);

  const a = summary(idle);
  const b = summary(during);
  console.log(`Attack answers in ${attackMs.toFixed(0)} ms:`);
  for (const answer of answers) console.log(`  ${answer.status} ${answer.text.slice(0, 160)}`);
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
    `\nServer RSS: before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, 15 s after ${after.toFixed(0)} MB`,
  );
} finally {
  await server.stop();
}
