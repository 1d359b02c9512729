// Connecting to MCP servers: the reference server from npm over its older HTTP+SSE transport (Parley
// falls back to it when Streamable HTTP fails), and the doubling backoff after a failure.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMcpEverything } from "@parley/test-fakes/mcp-everything";
import type { McpEverything } from "@parley/test-fakes/mcp-everything";
import { findServer } from "../../../src/modules/mcp/repository.ts";
import type { Client } from "../../helpers/client.ts";
import { createClient } from "../../helpers/client.ts";
import { accountId } from "../../helpers/conversations.ts";
import { freePort } from "@parley/test-fakes/free-port";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let everything: McpEverything;

beforeAll(async () => {
  everything = await startMcpEverything(await freePort(), "sse");
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
}, 60_000);
afterAll(async () => {
  await t.close();
  await everything.stop();
});

async function add(name: string, url: string): Promise<number> {
  const res = await owner.post("/api/v1/admin/mcp/servers/", { json: { server_name: name, url } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

describe("MCP transports", () => {
  it("falls back to HTTP+SSE for a server that speaks only that, lists and calls its tools", async () => {
    const id = await add("legacy", everything.url);
    const server = (await owner.get(`/api/v1/mcp/servers/${id}/`)).json<{
      status: string;
      mcp_tool_list: { name: string }[];
    }>();
    expect(server.status).toBe("connected");
    expect(server.mcp_tool_list.map((tool) => tool.name)).toContain("echo");
    const row = await findServer(t.database.db, await accountId(t.database.db, "acme"), id);
    if (row === undefined) throw new Error("server row missing");
    const outcome = await t.app.mcp.connections.call(
      row,
      "echo",
      { message: "over SSE" },
      AbortSignal.timeout(10_000),
    );
    expect(outcome).toEqual({ ok: true, text: "Echo: over SSE" });
  }, 30_000);

  it("waits before trying a failed server again, doubling the wait", async () => {
    const id = await add("down", `http://127.0.0.1:${await freePort()}/mcp`);
    const row = await findServer(t.database.db, await accountId(t.database.db, "acme"), id);
    if (row === undefined) throw new Error("server row missing");
    await expect(t.app.mcp.connections.refresh(row)).rejects.toThrow(/ECONNREFUSED|reach|fetch failed/i);
    // Within the backoff: refused at once, saying when the next attempt is.
    const started = Date.now();
    await expect(t.app.mcp.connections.refresh(row)).rejects.toThrow(/next attempt in \d+ s/);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
