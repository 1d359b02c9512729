// Benchmark: a tool-call round trip through Parley beside the same work done directly, in one run.
// A real MCP server (the SDK test server, Streamable HTTP on loopback) and the fake OpenAI-compatible
// provider, which asks for the echo tool and answers from its result.
//   (a) the MCP tool called directly with the SDK's client (one connection, reused);
//   (b) the whole exchange by a minimal client: provider call 1 (tool_calls), the MCP call, provider
//       call 2 (the answer), streamed and parsed;
//   (c) through Parley: POST send, POST stream until the reply settles — the tool offered through the
//       AI SDK, the member's standing allow_always checked, the call recorded, run through the SSRF
//       guard, the result scanned by DLP, the tool section written and persisted.
// Parley's overhead per exchange = (c) − (b), at p50 and p99. Loopback only.
//   node bench/mcp-tool-call/run.ts [--runs 200]
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { startMcpTestServer } from "@parley/test-fakes/mcp-test-server";
import { startFakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { ChatCompletionRequest } from "@parley/test-fakes/openai-compatible-server";
import { createSseParser } from "@parley/test-fakes/sse-parser";
import { markdownTable } from "../common/markdown-table.ts";
import { startParleyProcess } from "../common/parley-process.ts";
import type { ParleyProcess } from "../common/parley-process.ts";
import { median, percentile, round } from "../common/stats.ts";

const { values } = parseArgs({ options: { runs: { type: "string" } } });
const RUNS = Number(values.runs ?? 200);
const WARM_UP = 10;
const PASSWORD = "bench-password-1";
const MESSAGE = "bench round trip";
const EXPECTED = `Answer: echo: ${MESSAGE}`;

const mcp = await startMcpTestServer();
const fake = await startFakeOpenAI({
  script: (request: ChatCompletionRequest) => {
    const last = request.messages?.at(-1);
    if (last?.role === "tool") return { text: `Answer: ${String(last.content)}` };
    // The same answer without a tool: what a send costs in Parley anyway.
    if (JSON.stringify(last?.content ?? "").includes("No tool")) return { text: EXPECTED };
    return { text: "", toolCalls: [{ name: "bench__echo", arguments: { message: MESSAGE } }] };
  },
});
const tmp = await mkdtemp(path.join(os.tmpdir(), "parley-mcp-bench-"));
let parley: ParleyProcess | undefined;

/** One streamed completion from the fake, parsed: its text and tool calls. */
async function complete(messages: unknown[]): Promise<{ text: string; calls: string[] }> {
  const response = await fetch(`${fake.baseURL}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ model: "fake-model", stream: true, messages }),
  });
  const parser = createSseParser();
  const decoder = new TextDecoder();
  let text = "";
  const calls: string[] = [];
  const take = (events: string[]) => {
    for (const event of events) {
      if (event === "[DONE]") continue;
      const chunk = JSON.parse(event) as {
        choices: { delta: { content?: string; tool_calls?: { function?: { name?: string } }[] } }[];
      };
      const delta = chunk.choices[0]?.delta;
      text += delta?.content ?? "";
      for (const call of delta?.tool_calls ?? []) if (call.function?.name) calls.push(call.function.name);
    }
  };
  for await (const part of response.body as unknown as AsyncIterable<Uint8Array>)
    take(parser.push(decoder.decode(part, { stream: true })));
  take(parser.end());
  return { text, calls };
}

async function measure(label: string, run: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = -WARM_UP; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    if (i >= 0) times.push(performance.now() - t0);
  }
  process.stderr.write(`${label}: ${RUNS} runs\n`);
  return times;
}

try {
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(mcp.url)));
  const callTool = async () => {
    const result = await client.callTool({ name: "echo", arguments: { message: MESSAGE } });
    const [first] = result.content as { text?: string }[];
    if (first?.text !== `echo: ${MESSAGE}`) throw new Error("wrong tool result");
    return first.text;
  };

  // The per-member send limit (60 a minute) is for people, not for a benchmark's hundreds of sends.
  parley = await startParleyProcess({ tmp, password: PASSWORD, env: { PARLEY_SEND_MAX: "100000" } });
  const p = parley;
  await p.call(
    "PUT",
    "/api/v1/admin/providers/openai_compatible/",
    { api_key: "sk", base_url: fake.baseURL },
    200,
  );
  const model = JSON.parse(
    await p.call(
      "POST",
      "/api/v1/admin/models/",
      {
        name: "fake-tools",
        display_name: "Fake tools",
        source_type: "openai_compatible",
        context_size: 100_000,
      },
      201,
    ),
  ) as { id: number };
  const server = JSON.parse(
    await p.call("POST", "/api/v1/admin/mcp/servers/", { server_name: "bench", url: mcp.url }, 201),
  ) as { id: number };
  await p.call("PATCH", `/api/v1/mcp/servers/${server.id}/`, { server_enabled: true }, 200);

  const throughParley = async (answer?: string, message = "Use the tool"): Promise<string> => {
    const sent = JSON.parse(
      await p.call("POST", "/api/v1/messages/send/", { message, model_id: model.id }, 200),
    ) as { data: { conversation_id: number; assistant_message_id: number } };
    const stream = p.call(
      "POST",
      "/api/v1/messages/stream/",
      { message_id: sent.data.assistant_message_id },
      200,
    );
    if (answer !== undefined) {
      // The first exchange answers the dialog with allow_always; the runs then go straight through.
      let waiting: { tool_call_id: number; tool: string; server: string; args: object }[] = [];
      while (waiting.length === 0) {
        waiting = (
          JSON.parse(
            await p.call(
              "GET",
              `/api/v1/mcp/tool-calls/?conversation_id=${sent.data.conversation_id}`,
              undefined,
              200,
            ),
          ) as { results: typeof waiting }
        ).results;
      }
      const call = waiting[0];
      if (call === undefined) throw new Error("no tool call");
      await p.call(
        "POST",
        `/api/v1/mcp/tool-calls/${call.tool_call_id}/run/`,
        {
          conversationId: sent.data.conversation_id,
          server: call.server,
          tool: call.tool,
          args: call.args,
          userConfirmation: true,
          allowType: answer,
        },
        200,
      );
    }
    const text = await stream;
    if (!text.includes(EXPECTED)) throw new Error(`unexpected reply: ${text.slice(0, 300)}`);
    return text;
  };
  await throughParley("allow_always");

  const direct = await measure("MCP call directly", async () => {
    await callTool();
  });
  const chain = await measure("provider + MCP + provider directly", async () => {
    const first = await complete([{ role: "user", content: "Use the tool" }]);
    if (first.calls[0] !== "bench__echo") throw new Error("no tool call from the fake");
    const result = await callTool();
    const second = await complete([
      { role: "user", content: "Use the tool" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "c1", type: "function", function: { name: "bench__echo", arguments: "{}" } }],
      },
      { role: "tool", tool_call_id: "c1", content: result },
    ]);
    if (second.text !== EXPECTED) throw new Error(`unexpected answer: ${second.text}`);
  });
  const plain = await measure("through Parley without a tool", async () => {
    await throughParley(undefined, "No tool this time");
  });
  const relayed = await measure("through Parley", async () => {
    await throughParley();
  });
  await client.close();

  const ms = (times: number[]) => [`${round(median(times), 1)} ms`, `${round(percentile(times, 99), 1)} ms`];
  const overhead = (q: (t: number[]) => number) => round(q(relayed) - q(chain), 1);
  const cpu = os.cpus();
  console.log(
    [
      "### MCP tool-call round trip (`bench/mcp-tool-call/`)",
      "",
      `${new Date().toISOString().slice(0, 10)}, ${cpu.length} × ${cpu[0]?.model.trim() ?? "cpu"}, Node ${process.version}, loopback. ` +
        `The SDK test MCP server (Streamable HTTP) and the fake OpenAI-compatible provider, which calls the echo tool and answers from ` +
        `its result. Parley in its own process on its embedded database (PGlite), LOG_LEVEL=warn; the tool allowed always (the dialog ` +
        `answered once before). ${RUNS} runs per row after ${WARM_UP} warm-up runs; every answer checked.`,
      "",
      markdownTable(
        ["path", "p50", "p99"],
        [
          ["MCP tool called directly (SDK client, one connection)", ...ms(direct)],
          ["provider → MCP tool → provider, by a minimal client", ...ms(chain)],
          ["the same answer through Parley without a tool call (send + stream)", ...ms(plain)],
          ["through Parley with the tool call (send + stream until settled)", ...ms(relayed)],
        ],
      ),
      "",
      `Parley's overhead per tool-call exchange (through Parley − minimal client): p50 ${overhead(median)} ms, ` +
        `p99 ${overhead((t) => percentile(t, 99))} ms. The tool call adds p50 ${round(median(relayed) - median(plain), 1)} ms ` +
        `to a reply in Parley (with − without), one MCP call and one more provider call included.`,
    ].join("\n"),
  );
} finally {
  await parley?.stop();
  await fake.stop();
  await mcp.stop();
  await rm(tmp, { recursive: true, force: true });
}
