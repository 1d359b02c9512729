// The baseline of bench/concurrent-streams: a bare relay in its own process — for each POST, one
// streamed completion from the provider, its SSE parsed and each delta written to the client as it
// comes, nothing stored, no authentication, no pub/sub. The floor of relaying N streams on this
// machine. GET /stats answers the event-loop delay p99 since the last call (then resets).
//   node bench/concurrent-streams/bare-relay-server.ts <port> <provider base URL>
import { createServer, type ServerResponse } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createSseParser } from "@parley/test-fakes/sse-parser";

const port = Number(process.argv[2]);
const providerUrl = process.argv[3] ?? "";
// The same resolution prom-client gives Parley's parley_nodejs_eventloop_lag_p99_seconds.
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

const server = createServer((request, response) => {
  if (request.method === "GET" && request.url === "/stats") {
    const stats = { p99Ms: delay.percentile(99) / 1e6 };
    delay.reset();
    response.end(JSON.stringify(stats));
    return;
  }
  request.resume();
  request.on("end", () => void relay(response));
});

async function relay(response: ServerResponse): Promise<void> {
  const upstream = await fetch(`${providerUrl}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ model: "fake", stream: true, messages: [{ role: "user", content: "Stream" }] }),
  });
  response.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
  const parser = createSseParser();
  const decoder = new TextDecoder();
  const write = (events: string[]) => {
    for (const event of events) {
      if (event === "[DONE]") continue;
      const chunk = JSON.parse(event) as { choices: { delta: { content?: string } }[] };
      const text = chunk.choices[0]?.delta.content;
      if (text) response.write(text);
    }
  };
  for await (const part of upstream.body as unknown as AsyncIterable<Uint8Array>)
    write(parser.push(decoder.decode(part, { stream: true })));
  write(parser.end());
  response.end();
}

server.listen(port, "127.0.0.1", () => console.log("bare relay listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
