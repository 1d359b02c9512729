// MCP and provider responses are cut while they are read: a loopback peer streams 30 MB and the call
// fails with an error naming the cap, the peer sees the connection closed before it finished writing,
// and the process never holds the whole response (heap and buffers grow far less than 30 MB twice).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findServer } from "../../src/modules/mcp/repository.ts";
import { createClient } from "../helpers/client.ts";
import type { Client } from "../helpers/client.ts";
import { accountId } from "../helpers/conversations.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { startFloodingMcpServer } from "./flooding-mcp-server.ts";

const MB = 1024 * 1024;
const RESULT_BYTES = 30 * MB;
/** Loose: the default cap is 10 MB; without a cap the 30 MB result (and its copies) would be held. */
const GROWTH_LIMIT = 60 * MB;

let t: TestApp;
let owner: Client;

beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const used = () => {
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};

/** Runs `work` while sampling memory; the largest growth over the start. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ value: T; growth: number }> {
  const start = used();
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 5);
  try {
    const value = await work();
    peak = Math.max(peak, used());
    return { value, growth: peak - start };
  } finally {
    clearInterval(sampler);
  }
}

const CAP_ERROR =
  /The response from 127\.0\.0\.1:\d+ is larger than 10 MB \(PARLEY_MCP_MAX_MESSAGE_BYTES\); it was cut/;

describe("an MCP tool result is cut while it is read", () => {
  it.each(["json", "event-stream"] as const)(
    "a 30 MB result sent as %s fails the call with the cap's error",
    async (as) => {
      const flood = await startFloodingMcpServer({ resultBytes: RESULT_BYTES, as });
      try {
        const created = await owner.post("/api/v1/admin/mcp/servers/", {
          json: { server_name: `flood-${as}`, url: flood.url },
        });
        expect(created.statusCode, created.body).toBe(201);
        const id = created.json<{ id: number }>().id;
        const row = await findServer(t.database.db, await accountId(t.database.db, "acme"), id);
        if (row === undefined) throw new Error("server row missing");
        const { value: outcome, growth } = await peakGrowth(() =>
          t.app.mcp.connections.call(row, "flood", {}, AbortSignal.timeout(25_000)),
        );
        expect(outcome.ok).toBe(false);
        expect(outcome.text).toMatch(/^The tool flood failed: /);
        expect(outcome.text).toMatch(CAP_ERROR);
        // The cut happened while reading: the server could not write the whole result.
        await expect.poll(() => flood.cutEarly, { timeout: 10_000 }).toBe(true);
        expect(flood.written).toBeLessThan(RESULT_BYTES);
        expect(growth).toBeLessThan(GROWTH_LIMIT);
      } finally {
        await flood.close();
      }
    },
  );
});

describe("a provider response is cut while it is read", () => {
  it("the test button's model list of 30 MB fails with the cap's error", async () => {
    let cutEarly = false;
    const chunk = Buffer.alloc(64 * 1024, " ");
    const provider = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.once("close", () => (cutEarly = !res.writableFinished));
      let written = 0;
      const pump = () => {
        while (written < RESULT_BYTES) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end('{"data":[]}');
      };
      pump();
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
      const put = await owner.request("PUT", "/api/v1/admin/providers/openai_compatible/", {
        json: { api_key: "sk-test", base_url: base },
      });
      expect(put.statusCode, put.body).toBe(200);
      const { value: res, growth } = await peakGrowth(() =>
        owner.post("/api/v1/admin/providers/openai_compatible/test/"),
      );
      expect(res.json()).toMatchObject({ ok: false, code: "unreachable" });
      expect(res.json<{ message: string }>().message).toMatch(
        /The response from 127\.0\.0\.1:\d+ is larger than 10 MB \(PARLEY_PROVIDER_MAX_RESPONSE_BYTES\); it was cut/,
      );
      await expect.poll(() => cutEarly, { timeout: 10_000 }).toBe(true);
      expect(growth).toBeLessThan(GROWTH_LIMIT);
    } finally {
      provider.closeAllConnections();
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    }
  });
});
