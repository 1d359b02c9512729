// Benchmark (2): throughput of Parley relaying a fast provider. The fake OpenAI-compatible server
// (test-fakes/) streams the shared 20,271-character reply in 4-character deltas as fast as it can
// ("fast": one SSE event per event-loop turn). In the same run we read it (a) directly from the
// fake, parsing the SSE as a minimal client would, and (b) through the real Parley server (its own
// process, embedded database, the real OpenAI-compatible provider path): POST send, then POST
// stream until the reply settles — generation, batched persistence, pub/sub and the chunked
// response included. Each relayed text is checked against the reply. Loopback only.
//   node bench/server-relay/run.ts [--runs 20] [--concurrency 1,4]
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startFakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import { createSseParser } from "@parley/test-fakes/sse-parser";
import { markdownTable } from "../common/markdown-table.ts";
import { addProviderModel, http, startParleyProcess, type ParleyProcess } from "../common/parley-process.ts";
import { median, percentile, round } from "../common/stats.ts";
import { BENCH_WORK_DIR, generateWorkload } from "../common/workloads.ts";

const { values } = parseArgs({ options: { runs: { type: "string" }, concurrency: { type: "string" } } });
const RUNS = Number(values.runs ?? 20);
const CONCURRENCY = (values.concurrency ?? "1,4").split(",").map(Number);
const CHUNK_SIZE = 4;
const PASSWORD = "bench-password-1";

const reply = generateWorkload("reply", path.join(BENCH_WORK_DIR, "server-relay"));
const fake = await startFakeOpenAI({
  script: () => ({ file: reply.path, chunkSize: CHUNK_SIZE, pacing: "fast" }),
});
const tmp = await mkdtemp(path.join(os.tmpdir(), "parley-relay-"));
let parleyProcess: ParleyProcess | undefined;

async function startParley(): Promise<{ port: number; headers: Record<string, string>; modelId: number }> {
  // Hundreds of sends a minute from one member: the send limit (PARLEY_SEND_MAX, 60) is lifted.
  parleyProcess = await startParleyProcess({ tmp, password: PASSWORD, env: { PARLEY_SEND_MAX: "1000000" } });
  const parley = parleyProcess;
  const modelId = await addProviderModel(parley, fake.baseURL, {
    name: "fake-fast",
    displayName: "Fake fast",
  });
  return { port: parley.port, headers: parley.headers, modelId };
}

/** (a) The fake directly: the streamed completion, SSE parsed into the reply's text. */
async function direct(): Promise<string> {
  const response = await fetch(`${fake.baseURL}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      model: "fake-model",
      stream: true,
      messages: [{ role: "user", content: "Stream the reply" }],
    }),
  });
  const parser = createSseParser();
  const decoder = new TextDecoder();
  let text = "";
  const take = (events: string[]) => {
    for (const event of events) {
      if (event === "[DONE]") continue;
      const chunk = JSON.parse(event) as { choices: { delta: { content?: string } }[] };
      text += chunk.choices[0]?.delta.content ?? "";
    }
  };
  for await (const part of response.body as unknown as AsyncIterable<Uint8Array>)
    take(parser.push(decoder.decode(part, { stream: true })));
  take(parser.end());
  return text;
}

/** (b) Through Parley: send, then stream the reply until it settles. */
async function relayed(parley: {
  port: number;
  headers: Record<string, string>;
  modelId: number;
}): Promise<string> {
  const sent = await http(parley.port, "/api/v1/messages/send/", {
    method: "POST",
    headers: parley.headers,
    body: JSON.stringify({ message: "Stream the reply", model_id: parley.modelId, conversation_id: 0 }),
  });
  if (sent.status !== 200) throw new Error(`send: ${sent.body}`);
  const id = (JSON.parse(sent.body) as { data: { assistant_message_id: number } }).data.assistant_message_id;
  const stream = await http(parley.port, "/api/v1/messages/stream/", {
    method: "POST",
    headers: parley.headers,
    body: JSON.stringify({ message_id: id }),
  });
  return stream.body;
}

interface Measure {
  /** Reply characters per second over all streams of a batch. */
  throughput: number[];
  /** Milliseconds from request to last character, per stream. */
  latency: number[];
}

async function measure(read: () => Promise<string>, concurrency: number): Promise<Measure> {
  const result: Measure = { throughput: [], latency: [] };
  for (let run = -1; run < RUNS; run++) {
    const batchStart = performance.now();
    const texts = await Promise.all(
      Array.from({ length: concurrency }, async () => {
        const t0 = performance.now();
        const text = await read();
        if (run >= 0) result.latency.push(performance.now() - t0);
        return text;
      }),
    );
    for (const text of texts)
      if (text !== reply.text)
        throw new Error(`wrong text: ${text.length} characters instead of ${reply.text.length}`);
    if (run >= 0)
      result.throughput.push((reply.text.length * concurrency) / ((performance.now() - batchStart) / 1000));
  }
  return result;
}

try {
  const parley = await startParley();
  const rows: string[][] = [];
  const shares: string[] = [];
  for (const concurrency of CONCURRENCY) {
    const a = await measure(direct, concurrency);
    const b = await measure(() => relayed(parley), concurrency);
    const kb = (m: Measure) => `${Math.round(median(m.throughput) / 1000).toLocaleString("en-US")} k chars/s`;
    const ms = (m: Measure) => `${round(median(m.latency), 0)} / ${round(percentile(m.latency, 95), 0)} ms`;
    rows.push([`fake provider read directly`, String(concurrency), kb(a), ms(a)]);
    rows.push([`through Parley (send + stream)`, String(concurrency), kb(b), ms(b)]);
    shares.push(
      `${concurrency} concurrent: ${round((median(b.throughput) / median(a.throughput)) * 100, 0)}%`,
    );
  }
  const cpu = os.cpus();
  console.log(
    [
      "### Server relay of a fast provider (`bench/server-relay/`)",
      "",
      `${new Date().toISOString().slice(0, 10)}, ${cpu.length} × ${cpu[0]?.model.trim() ?? "cpu"}, Node ${process.version}, loopback. ` +
        `The shared ${reply.text.length.toLocaleString("en-US")}-character reply in ${CHUNK_SIZE}-character deltas ` +
        `(${Math.ceil(reply.text.length / CHUNK_SIZE).toLocaleString("en-US")} SSE events, "fast" pacing) from the fake OpenAI-compatible ` +
        `server; Parley in its own process on its embedded database (PGlite), LOG_LEVEL=warn, titles off. ${RUNS} batches per row ` +
        `after a warm-up; every text checked. Medians; latency = request to last character (median / p95).`,
      "",
      markdownTable(["path", "concurrent streams", "throughput", "latency"], rows),
      "",
      `Parley relays ${shares.join(", ")} of the direct throughput (goal ≥ 50%).`,
    ].join("\n"),
  );
} finally {
  await parleyProcess?.stop();
  await fake.stop();
  await rm(tmp, { recursive: true, force: true });
}
