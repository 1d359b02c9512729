// /healthz, /readyz, /metrics and request ids on replies and log lines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../helpers/client.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

const METRICS_TOKEN = "metrics-token-0123456789";
let t: TestApp;
const logs: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: "info", PARLEY_METRICS_TOKEN: METRICS_TOKEN },
    deps: {
      logStream: { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
});
afterAll(() => t.close());

describe("health and readiness", () => {
  it("answers /healthz and /readyz on any host, uncached", async () => {
    for (const host of ["localhost", "acme.localhost", "admin.localhost"]) {
      const live = await t.app.inject({ url: "/healthz", headers: { host } });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "ok" });
      const ready = await t.app.inject({ url: "/readyz", headers: { host } });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready", database: "ok" });
      expect(ready.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("metrics", () => {
  it("needs the metrics token when one is configured", async () => {
    expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(403);
    const wrong = await t.app.inject({ url: "/metrics", headers: { authorization: "Bearer nope" } });
    expect(wrong.statusCode).toBe(403);
  });

  it("counts requests by route pattern, not by path", async () => {
    const owner = createClient(t.app, ACME.host);
    await owner.login(ACME.email, ACME.password);
    await owner.get("/api/v1/models/");
    await owner.get("/api/v1/admin/members/");
    const res = await t.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /parley_http_requests_total\{method="GET",route="\/api\/v1\/models\/",status="200"\} \d+/,
    );
    expect(res.body).toContain('route="/api/v1/admin/members/"');
    expect(res.body).toContain("parley_http_request_duration_seconds_bucket");
    expect(res.body).toContain("parley_process_cpu_user_seconds_total");
  });
});

describe("request ids", () => {
  it("echoes a proxy's id, makes one otherwise, and puts it on the request's log lines", async () => {
    const given = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "edge-42.a" } });
    expect(given.headers["x-request-id"]).toBe("edge-42.a");
    const made = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "bad id\n" } });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(logs.some((line) => line.request_id === "edge-42.a")).toBe(true);
  });
});
