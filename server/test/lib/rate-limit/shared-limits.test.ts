// Rate limits count in the database: two server instances on one database share every budget —
// service-level ones (sign-in per address) and route-level ones (@fastify/rate-limit: workspace
// lookups, remote error reports, sends).
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { createCounterStore } from "../../../src/lib/rate-limit/counter-store.ts";
import { createClient } from "../../helpers/client.ts";
import { offlineModelId } from "../../helpers/conversations.ts";
import { ACME, createTestApp, testConfig } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const LIMITS = {
  PARLEY_LOGIN_IP_MAX: "4",
  PARLEY_ACCOUNT_LOOKUP_MAX: "5",
  PARLEY_SEND_MAX: "3",
  PARLEY_OFFLINE_CHUNK_DELAY_MS: "0",
};

let first: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  first = await createTestApp({ env: LIMITS });
  // The second instance: its own process state, the same database.
  const tmp = await mkdtemp(path.join(tmpdir(), "parley-second-"));
  second = await buildApp(testConfig(tmp, LIMITS), { db: first.database.db });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const instances = () => [first.app, second];

describe("rate limits shared by every instance", () => {
  it("counts sign-in attempts per address on both instances together", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const client = createClient(instances()[i % 2] as FastifyInstance, ACME.host);
      await client.get("/api/v1/accounts/acme");
      statuses.push(
        (
          await client.post("/api/v1/authentication/login/", {
            form: { login: `nobody${i}@acme.test`, password: "wrong-password" },
          })
        ).statusCode,
      );
    }
    // 4 allowed in all (2 on each), then refused on both.
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it("limits workspace lookups per address across instances (route-level, @fastify/rate-limit)", async () => {
    await first.database.db.query("DELETE FROM rate_limit_counters");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await createClient(instances()[i % 2] as FastifyInstance, "localhost").get("/api/v1/accounts/acme"))
          .statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await createClient(second, "localhost").get("/api/v1/accounts/acme");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits sends per member across instances", async () => {
    await first.database.db.query("DELETE FROM rate_limit_counters");
    const model = String(await offlineModelId(first.database.db));
    const clients = instances().map((app) => createClient(app, ACME.host));
    for (const client of clients)
      expect((await client.login(ACME.email, ACME.password)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const client = clients[i % 2] ?? clients[0];
      if (client === undefined) throw new Error("no client");
      statuses.push(
        (
          await client.post("/api/v1/messages/send/", {
            multipart: { message: `hello ${i}`, model_id: model },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it("counts a send before its form is read or checked", async () => {
    await first.database.db.query("DELETE FROM rate_limit_counters");
    const client = createClient(first.app, ACME.host);
    expect((await client.login(ACME.email, ACME.password)).statusCode).toBe(200);
    const send = (fields: Record<string, string>) =>
      client.post("/api/v1/messages/send/", { multipart: fields });
    // Three malformed sends (no message) spend the budget; the well-formed fourth is refused.
    for (let i = 0; i < 3; i++) {
      const invalid = await send({ model_id: "x" });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error).toMatchObject({ message: "Invalid message", code: "validation_error" });
    }
    const model = String(await offlineModelId(first.database.db));
    expect((await send({ message: "hello", model_id: model })).statusCode).toBe(429);
  });

  it("starts a new window once the old one has passed", async () => {
    const counters = createCounterStore(first.database.db);
    expect((await counters.hit("test|k", 60_000)).count).toBe(1);
    expect((await counters.hit("test|k", 60_000)).count).toBe(2);
    await first.database.db.query(
      "UPDATE rate_limit_counters SET reset_at = now() - interval '1 second' WHERE key = 'test|k'",
    );
    const renewed = await counters.hit("test|k", 60_000);
    expect(renewed.count).toBe(1);
    expect(renewed.ttlMs).toBeGreaterThan(55_000);
    await counters.reset("test|k");
    expect((await counters.hit("test|k", 60_000)).count).toBe(1);
  });
});
