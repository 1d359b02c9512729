// PARLEY_ROLE: a web instance serves the app but runs no jobs; a worker runs the jobs and answers only
// its probes; `all` (the default) does both, as a single process always did.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { createTestApp } from "./helpers/test-app.ts";
import { onPostgres } from "./helpers/test-database.ts";
import type { TestApp } from "./helpers/test-app.ts";

const SCHEDULER_ON = { PARLEY_ROUTINES_SCHEDULER: "on" };

describe("PARLEY_ROLE in the configuration", () => {
  it("defaults to all and accepts web and worker", () => {
    expect(loadConfig({}).role).toBe("all");
    expect(loadConfig({ PARLEY_ROLE: "web" }).role).toBe("web");
    expect(loadConfig({ PARLEY_ROLE: "worker" }).role).toBe("worker");
  });

  it("refuses any other value with a message naming the variable and the choices", () => {
    expect(() => loadConfig({ PARLEY_ROLE: "api" })).toThrow(ConfigError);
    expect(() => loadConfig({ PARLEY_ROLE: "api" })).toThrow(/PARLEY_ROLE: must be web, worker or all/);
  });

  it("turns the routines' scheduler off on a web instance, whatever PARLEY_ROUTINES_SCHEDULER says", () => {
    expect(loadConfig({ ...SCHEDULER_ON, PARLEY_ROLE: "web" }).routines.scheduler).toBe(false);
    expect(loadConfig({ ...SCHEDULER_ON, PARLEY_ROLE: "worker" }).routines.scheduler).toBe(true);
    expect(loadConfig({ ...SCHEDULER_ON }).routines.scheduler).toBe(true);
  });
});

async function probes(t: TestApp): Promise<number[]> {
  // Ready once the job queue it starts after listen runs (503 "starting" until then).
  await t.app.jobQueue;
  await new Promise((resolve) => setImmediate(resolve));
  const statuses: number[] = [];
  for (const url of ["/healthz", "/readyz", "/metrics"])
    statuses.push((await t.app.inject({ url, headers: { host: "acme.localhost" } })).statusCode);
  return statuses;
}

const appRoute = (t: TestApp) =>
  t.app.inject({ url: "/api/v1/accounts/acme", headers: { host: "localhost" } });

describe("a web instance", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...SCHEDULER_ON, PARLEY_ROLE: "web" } });
  });
  afterAll(() => t.close());

  it("serves the app's routes and the probes", async () => {
    expect((await appRoute(t)).statusCode).toBe(200);
    expect(await probes(t)).toEqual([200, 200, 200]);
  });

  it("does not start the routines' scheduler", async () => {
    expect(await t.app.routineScheduler).toBeUndefined();
  });

  it("only sends to the job queue (its replies' hand-over on shutdown), on PostgreSQL", async () => {
    const queue = await t.app.jobQueue;
    if (onPostgres()) expect(queue).toBeDefined();
    else expect(queue).toBeUndefined();
  });
});

describe("a worker", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...SCHEDULER_ON, PARLEY_ROLE: "worker" } });
  });
  afterAll(() => t.close());

  it("answers the probes and metrics", async () => {
    expect(await probes(t)).toEqual([200, 200, 200]);
  });

  it("answers 404 on every app route, page and the websocket, on any host", async () => {
    const worker = await appRoute(t);
    expect(worker.statusCode).toBe(404);
    expect(worker.json()).toMatchObject({ error: { code: "worker_instance" } });
    for (const [host, url] of [
      ["acme.localhost", "/"],
      ["acme.localhost", "/api/v1/conversations/"],
      ["acme.localhost", "/ws/connect/"],
      ["admin.localhost", "/"],
      ["share.localhost", "/c/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const response = await t.app.inject({ url, headers: { host } });
      expect(response.statusCode, `${host}${url}`).toBe(404);
      expect(response.headers["set-cookie"], `${host}${url}`).toBeUndefined();
    }
  });

  it("runs the routines' scheduler", async () => {
    expect(await t.app.routineScheduler).toBeDefined();
  });
});

describe("all (the default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: SCHEDULER_ON });
  });
  afterAll(() => t.close());

  it("serves the app and runs the scheduler", async () => {
    expect(t.config.role).toBe("all");
    expect((await appRoute(t)).statusCode).toBe(200);
    expect(await probes(t)).toEqual([200, 200, 200]);
    expect(await t.app.routineScheduler).toBeDefined();
  });
});
