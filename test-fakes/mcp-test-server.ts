// A real MCP server on loopback, built with @modelcontextprotocol/sdk, for the failures a published
// server does not show on demand: a slow tool, an error result, a server that goes away mid-call, a
// nested object schema. Streamable HTTP, stateless (a server and transport per request), at /mcp.
// `setDescription` changes a tool's description, as a server update would.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { z } from "zod";

/** The card number lookup_customer returns (a valid test Visa number). */
export const CUSTOMER_CARD = "4111 1111 1111 1111";

export interface McpTestServer {
  /** The MCP endpoint, e.g. http://127.0.0.1:43123/mcp */
  url: string;
  /** Every tool call received, in order. */
  calls: { name: string; args: unknown; headers: IncomingMessage["headers"] }[];
  setDescription: (tool: "echo", description: string) => void;
  stop: () => Promise<void>;
}

export async function startMcpTestServer(options: { port?: number } = {}): Promise<McpTestServer> {
  const calls: McpTestServer["calls"] = [];
  let echoDescription = "Echoes the message back";
  let current: IncomingMessage | undefined;
  const http = createServer();

  const build = () => {
    const mcp = new McpServer({ name: "parley-test", version: "1.0.0" });
    const record = (name: string, args: unknown) =>
      calls.push({ name, args, headers: current?.headers ?? {} });
    mcp.registerTool(
      "echo",
      { description: echoDescription, inputSchema: { message: z.string() } },
      ({ message }) => {
        record("echo", { message });
        return { content: [{ type: "text", text: `echo: ${message}` }] };
      },
    );
    mcp.registerTool(
      "slow",
      { description: "Answers after a while", inputSchema: { ms: z.number().int().min(0).max(60_000) } },
      async ({ ms }) => {
        record("slow", { ms });
        await new Promise((resolve) => setTimeout(resolve, ms));
        return { content: [{ type: "text", text: `slept ${ms} ms` }] };
      },
    );
    mcp.registerTool("fails", { description: "Always reports an error", inputSchema: {} }, () => {
      record("fails", {});
      return { isError: true, content: [{ type: "text", text: "the ticket system is down" }] };
    });
    mcp.registerTool(
      "create_ticket",
      {
        description: "Creates a ticket",
        inputSchema: {
          ticket: z.object({
            title: z.string(),
            labels: z.array(z.string()),
            owner: z.object({ name: z.string(), team: z.string().optional() }),
          }),
        },
      },
      ({ ticket }) => {
        record("create_ticket", { ticket });
        return { content: [{ type: "text", text: `created "${ticket.title}" for ${ticket.owner.name}` }] };
      },
    );
    // Sensitive data the user never typed: DLP must catch it on the way to the model.
    mcp.registerTool("lookup_customer", { description: "Finds a customer record", inputSchema: {} }, () => {
      record("lookup_customer", {});
      return { content: [{ type: "text", text: `Customer Ada Lovelace, card ${CUSTOMER_CARD}` }] };
    });
    mcp.registerTool(
      "vanish",
      { description: "The server dies during this call", inputSchema: {} },
      async () => {
        record("vanish", {});
        http.closeAllConnections();
        return new Promise(() => {});
      },
    );
    return mcp;
  };

  http.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith("/mcp")) {
      response.writeHead(404).end();
      return;
    }
    if (request.method !== "POST") {
      // Stateless: no standalone SSE stream and no sessions to delete.
      response.writeHead(405, { allow: "POST" }).end();
      return;
    }
    current = request;
    const mcp = build();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on("close", () => {
      void transport.close();
      void mcp.close();
    });
    void mcp.connect(transport).then(() => transport.handleRequest(request, response));
  });

  await new Promise<void>((resolve) => http.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    calls,
    setDescription: (_tool, description) => {
      echoDescription = description;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
