// A hand-written Streamable HTTP MCP server on loopback whose one tool answers with a huge text
// result, written in small chunks from one reused buffer (so the test process holds almost nothing
// of it on this side). It notes how much it wrote before the client closed the connection.
import http from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FloodingMcpServer {
  url: string;
  /** Bytes of the tool result written when its response ended or was closed. */
  written: number;
  /** Whether the client closed the connection before the whole result was written. */
  cutEarly: boolean;
  close(): Promise<void>;
}

const CHUNK = Buffer.alloc(64 * 1024, "a");

async function readJson(req: IncomingMessage): Promise<{ id?: number; method?: string }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as { id?: number; method?: string };
}

function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/** Writes `prefix`, `size` bytes of "a", then `suffix`, respecting backpressure; stops if closed. */
async function writeFlood(
  res: ServerResponse,
  state: FloodingMcpServer,
  prefix: string,
  size: number,
  suffix: string,
) {
  let closed = false;
  res.once("close", () => (closed = !res.writableFinished));
  res.write(prefix);
  while (state.written < size && !closed) {
    const ok = res.write(CHUNK);
    state.written += CHUNK.length;
    if (!ok) await drainedOrClosed(res);
  }
  if (closed || res.destroyed) state.cutEarly = true;
  else res.end(suffix);
}

export async function startFloodingMcpServer(options: {
  resultBytes: number;
  /** How the tool result is sent: one JSON body or one event of an event stream. */
  as: "json" | "event-stream";
}): Promise<FloodingMcpServer> {
  const state: FloodingMcpServer = { url: "", written: 0, cutEarly: false, close: async () => undefined };
  const server = http.createServer((req, res) => {
    if (req.method !== "POST") return void res.writeHead(405).end();
    void readJson(req).then(async (message) => {
      const reply = (result: unknown) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ jsonrpc: "2.0", id: message.id, result }));
      };
      switch (message.method) {
        case "initialize":
          return reply({
            protocolVersion: "2025-06-18",
            capabilities: { tools: {} },
            serverInfo: { name: "flood", version: "1.0.0" },
          });
        case "tools/list":
          return reply({ tools: [{ name: "flood", inputSchema: { type: "object" } }] });
        case "tools/call": {
          const head = `{"jsonrpc":"2.0","id":${message.id},"result":{"content":[{"type":"text","text":"`;
          const tail = `"}]}}`;
          if (options.as === "json") {
            res.writeHead(200, { "content-type": "application/json" });
            return writeFlood(res, state, head, options.resultBytes, tail);
          }
          res.writeHead(200, { "content-type": "text/event-stream" });
          return writeFlood(res, state, `event: message\ndata: ${head}`, options.resultBytes, `${tail}\n\n`);
        }
        default:
          // Notifications (initialized) are accepted without a body.
          return void res.writeHead(202).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
