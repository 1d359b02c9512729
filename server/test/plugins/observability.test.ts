// /healthz, /readyz, /metrics and request ids on replies and log lines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../helpers/client.ts";
import { reportTokenHeaders } from "../helpers/report-token.ts";
import { writeRemoteBuild } from "../helpers/fake-dist.ts";
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

describe("readiness while something still starts", () => {
  it("answers 503 starting until the work it waits for has settled, failed or not", async () => {
    let finish: () => void = () => undefined;
    t.app.readyAfter(new Promise<void>((resolve) => (finish = resolve)));
    let fail: (error: Error) => void = () => undefined;
    t.app.readyAfter(new Promise<void>((_resolve, reject) => (fail = reject)));
    const ready = () => t.app.inject({ url: "/readyz" });
    expect((await ready()).statusCode).toBe(503);
    expect((await ready()).json()).toEqual({ status: "starting" });
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await ready()).statusCode).toBe(503);
    fail(new Error("the queue did not start"));
    await new Promise((resolve) => setImmediate(resolve));
    expect((await ready()).statusCode).toBe(200);
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

describe("service metrics", () => {
  const scrape = async () =>
    (await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;

  it("reports open streams, open websockets and the routines' queue", async () => {
    const body = await scrape();
    expect(body).toMatch(/^parley_open_streams 0$/m);
    expect(body).toMatch(/^parley_websockets_open 0$/m);
    expect(body).toMatch(/^parley_routine_runs_pending 0$/m);
  });

  it("counts remote load errors per version, a version no build has as unknown", async () => {
    await writeRemoteBuild(t.config.distDir, "mf_auth", "1.0.0");
    const browser = createClient(t.app, ACME.host);
    await browser.get("/api/v1/accounts/acme"); // the CSRF cookie, as a page gets it
    const headers = reportTokenHeaders(t.config, ACME.host);
    const report = (body: Record<string, string>) =>
      browser.post("/api/v1/remotes/errors", { json: body, headers });
    expect(
      (await report({ remote: "mf_auth", version: "1.0.0", phase: "load", message: "x" })).statusCode,
    ).toBe(204);
    await report({ remote: "mf_auth", version: "1.0.0", phase: "load", message: "y" });
    await report({ remote: "mf_auth", version: "9.9.9-made-up", phase: "integrity", message: "z" });
    const body = await scrape();
    expect(body).toContain(
      'parley_remote_load_errors_total{remote="mf_auth",version="1.0.0",phase="load"} 2',
    );
    expect(body).toContain(
      'parley_remote_load_errors_total{remote="unknown",version="unknown",phase="integrity"} 1',
    );
    expect(body).not.toContain("made-up");
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
