// A small MCP server on loopback (the MCP SDK, Streamable HTTP, stateless) for the security cases:
// tools whose text is chosen by the test, a description that can change between a listing and a
// call, and a record of what each call received.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { z } from "zod";

export interface LoopbackTool {
  name: string;
  description: string;
  /** What the tool answers for the message it got. */
  answer: (message: string) => string;
}

export interface LoopbackMcpServer {
  url: string;
  /** The message each call received, in order. */
  calls: { tool: string; message: string }[];
  /** How many times the tools were listed. */
  listings(): number;
  setDescription(tool: string, description: string): void;
  stop(): Promise<void>;
}

export async function startLoopbackMcpServer(tools: LoopbackTool[]): Promise<LoopbackMcpServer> {
  const calls: LoopbackMcpServer["calls"] = [];
  const descriptions = new Map(tools.map((tool) => [tool.name, tool.description]));
  let listings = 0;
  const http = createServer();

  const build = () => {
    const mcp = new McpServer({ name: "parley-security", version: "1.0.0" });
    for (const tool of tools)
      mcp.registerTool(
        tool.name,
        { description: descriptions.get(tool.name) ?? "", inputSchema: { message: z.string() } },
        ({ message }) => {
          calls.push({ tool: tool.name, message });
          return { content: [{ type: "text", text: tool.answer(message) }] };
        },
      );
    return mcp;
  };

  http.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== "POST") {
      response.writeHead(405, { allow: "POST" }).end();
      return;
    }
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (piece: string) => (body += piece));
    request.on("end", () => {
      const parsed = JSON.parse(body) as { method?: string };
      if (parsed.method === "tools/list") listings++;
      const mcp = build();
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      response.on("close", () => {
        void transport.close();
        void mcp.close();
      });
      void mcp.connect(transport).then(() => transport.handleRequest(request, response, parsed));
    });
  });

  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    calls,
    listings: () => listings,
    setDescription(tool, description) {
      descriptions.set(tool, description);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
