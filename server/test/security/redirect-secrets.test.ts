// Secrets never follow a redirect to another origin. A loopback server answers 307 to a second one
// on another port (another origin) that records what it receives: MCP servers (Streamable HTTP and
// HTTP+SSE) and provider endpoints (the test button, generation) refuse the redirect with an error
// naming the target, so their sealed headers and API keys never arrive; URL scraping and other
// follow-mode fetches go on with only safelisted headers.
import { messageSchema } from "@parley/shared-contracts/api/messages";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createGuardedFetch } from "../../src/lib/net/safe-fetch.ts";
import { parseAllowList } from "../../src/lib/net/ssrf-guard.ts";
import { findServer } from "../../src/modules/mcp/repository.ts";
import { scrapePage } from "../../src/modules/scraping/scrape.ts";
import { createClient } from "../helpers/client.ts";
import type { Client } from "../helpers/client.ts";
import { accountId, eventually, send } from "../helpers/conversations.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { allHeaderText, startRedirectPair } from "./loopback-redirect.ts";
import type { RedirectPair } from "./loopback-redirect.ts";

const MCP_TOKEN = "mcp-bearer-secret-4f1c";
const MCP_KEY = "mcp-api-key-secret-9a2e";
const PROVIDER_KEY = "sk-provider-secret-77b3";

let t: TestApp;
let owner: Client;
let pair: RedirectPair | undefined;

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_TITLE_GENERATION: "false" } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
}, 60_000);
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await pair?.close();
  pair = undefined;
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

async function addMcpServer(name: string, url: string) {
  const res = await owner.post("/api/v1/admin/mcp/servers/", {
    json: { server_name: name, url, headers: { Authorization: `Bearer ${MCP_TOKEN}`, "X-Api-Key": MCP_KEY } },
  });
  expect(res.statusCode, res.body).toBe(201);
  const row = await findServer(
    t.database.db,
    await accountId(t.database.db, "acme"),
    res.json<{ id: number }>().id,
  );
  if (row === undefined) throw new Error("server row missing");
  return row;
}

describe("MCP servers refuse a redirect to another origin", () => {
  it("Streamable HTTP: the sealed headers never reach the redirect target", async () => {
    pair = await startRedirectPair();
    const row = await addMcpServer("redirecting", `${pair.first}/mcp`);
    await expect(t.app.mcp.connections.refresh(row)).rejects.toThrow(
      new RegExp(
        `Refused a redirect to ${escape(pair.second)}/mcp: An MCP server must not redirect to another origin`,
      ),
    );
    expect(pair.firstReceived.length).toBeGreaterThan(0);
    expect(pair.firstReceived[0]?.headers["x-api-key"]).toBe(MCP_KEY);
    expect(pair.received).toEqual([]);
  });

  it("HTTP+SSE: the event-stream request's sealed headers never reach the redirect target", async () => {
    // Streamable HTTP is refused (405 to the POST), so the client falls back to SSE, whose GET redirects.
    pair = await startRedirectPair({
      first: (req, res, redirect) => {
        if (req.method === "GET") return redirect();
        res.writeHead(405).end();
      },
    });
    const row = await addMcpServer("redirecting-sse", `${pair.first}/sse`);
    await expect(t.app.mcp.connections.refresh(row)).rejects.toThrow(
      /Refused a redirect to .*: An MCP server must not redirect to another origin/,
    );
    expect(pair.firstReceived.some((r) => r.method === "GET" && r.headers["x-api-key"] === MCP_KEY)).toBe(
      true,
    );
    expect(pair.received).toEqual([]);
    expect(allHeaderText(pair.received)).not.toContain(MCP_TOKEN);
  });
});

describe("provider endpoints refuse a redirect to another origin", () => {
  it.each([
    ["openai_compatible", "authorization"],
    ["anthropic", "x-api-key"],
  ] as const)("the %s test button keeps its key (%s) at the configured origin", async (kind, header) => {
    pair = await startRedirectPair();
    const put = await owner.request("PUT", `/api/v1/admin/providers/${kind}/`, {
      json: { api_key: PROVIDER_KEY, base_url: `${pair.first}/v1` },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await owner.post(`/api/v1/admin/providers/${kind}/test/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: false, code: "unreachable" });
    expect(res.json<{ message: string }>().message).toContain(
      `Refused a redirect to ${pair.second}/v1/models: A provider endpoint must not redirect to another origin`,
    );
    expect(pair.firstReceived[0]?.headers[header]).toContain(PROVIDER_KEY);
    expect(pair.received).toEqual([]);
  });

  it("generation through a provider with a base URL fails with the refusal; the key stays", async () => {
    pair = await startRedirectPair();
    const put = await owner.request("PUT", "/api/v1/admin/providers/openai_compatible/", {
      json: { api_key: PROVIDER_KEY, base_url: null },
    });
    expect(put.statusCode, put.body).toBe(200);
    const created = await owner.post("/api/v1/admin/models/", {
      json: {
        name: "redirecting-model",
        display_name: "Redirecting",
        source_type: "openai_compatible",
        provider_model: "any",
        base_url: `${pair.first}/v1`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ids = await send(owner, { message: "Hello", model_id: String(created.json<{ id: number }>().id) });
    const reply = await eventually(
      async () => {
        const page = await owner.get(`/api/v1/conversations/${ids.conversation_id}/messages/?limit=50`);
        const found = page
          .json<{ results: { id: number }[] }>()
          .results.find((m) => m.id === ids.assistant_message_id);
        return messageSchema.parse(found);
      },
      (m) => !m.streaming,
    );
    expect(reply.status).toBe("failed");
    expect(reply.content).toContain("must not redirect to another origin");
    expect(pair.firstReceived[0]?.headers.authorization).toBe(`Bearer ${PROVIDER_KEY}`);
    expect(pair.received).toEqual([]);
  });
});

describe("follow-mode fetches go on to another origin without credentials", () => {
  it("URL scraping follows the redirect with only safelisted headers, each hop checked", async () => {
    pair = await startRedirectPair({
      second: (_req, res) => {
        res.writeHead(200, { "content-type": "text/html" });
        res.end("<p>the moved page</p>");
      },
    });
    const page = await scrapePage(`${pair.first}/old`, t.config.outboundFetch);
    expect(page).toMatchObject({ ok: true, text: "the moved page" });
    expect(pair.received).toHaveLength(1);
    expect(Object.keys(pair.received[0]?.headers ?? {}).sort()).toEqual(
      ["accept", "connection", "host", "user-agent"].sort(),
    );
  });

  it("a guarded fetch with credentials (the knowledge source's) drops them and custom headers", async () => {
    pair = await startRedirectPair();
    const guarded = createGuardedFetch({ allow: parseAllowList("127.0.0.1") });
    const response = await guarded(`${pair.first}/search`, {
      headers: {
        authorization: "Bearer knowledge-token",
        cookie: "session=abc",
        "x-custom-secret": "custom",
        accept: "application/json",
      },
    });
    expect(response.status).toBe(200);
    await response.body?.cancel();
    expect(pair.firstReceived[0]?.headers["x-custom-secret"]).toBe("custom");
    const headers = pair.received[0]?.headers ?? {};
    expect(headers.accept).toBe("application/json");
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    expect(headers["x-custom-secret"]).toBeUndefined();
  });
});
