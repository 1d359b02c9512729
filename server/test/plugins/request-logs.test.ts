// Structured request logs: every line of a request is JSON with its request id (the caller's
// X-Request-Id when it is a plain token of at most 128 characters, else a new UUID, echoed on the
// reply), and once the workspace is resolved its subdomain and id — up to the "request completed" line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../helpers/client.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

type LogLine = Record<string, unknown>;

let t: TestApp;
const lines: LogLine[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: "info" },
    // Where pino writes: one JSON document per line.
    deps: { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
  });
});
afterAll(() => t.close());

const ofRequest = (id: string) => lines.filter((line) => line.request_id === id);

describe("request ids", () => {
  it("keeps a caller's id of safe characters and answers with it", async () => {
    const res = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "lb-7f3a:01.x_y-z" } });
    expect(res.headers["x-request-id"]).toBe("lb-7f3a:01.x_y-z");
    expect(ofRequest("lb-7f3a:01.x_y-z").map((line) => line.msg)).toEqual([
      "incoming request",
      "request completed",
    ]);
  });

  it("replaces an id that is too long or has other characters with a UUID of its own", async () => {
    for (const given of ["x".repeat(129), "a b", "a\u00e9", "<script>", "", "id;drop"]) {
      const res = await t.app.inject({ url: "/healthz", headers: { "x-request-id": given } });
      const id = res.headers["x-request-id"];
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(ofRequest(String(id))).toHaveLength(2);
    }
    expect(lines.some((line) => line.request_id === "x".repeat(129))).toBe(false);
    // 128 characters are still the caller's.
    const longest = "y".repeat(128);
    expect(
      (await t.app.inject({ url: "/healthz", headers: { "x-request-id": longest } })).headers["x-request-id"],
    ).toBe(longest);
  });

  it("makes one when none is sent", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    expect(ofRequest(String(res.headers["x-request-id"]))).toHaveLength(2);
  });
});

describe("log lines", () => {
  it("are JSON with a level, a time and, for every request line, its request id", async () => {
    const owner = createClient(t.app, ACME.host);
    await owner.login(ACME.email, ACME.password);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(typeof line.level).toBe("number");
      expect(typeof line.time).toBe("number");
      if (line.req !== undefined || line.res !== undefined)
        expect(line.request_id).toEqual(expect.any(String));
    }
  });

  it("name the workspace and member once resolved, the completion line included", async () => {
    const owner = createClient(t.app, ACME.host);
    await owner.login(ACME.email, ACME.password);
    const res = await owner.get("/api/v1/models/", { headers: { "x-request-id": "tenant-check-1" } });
    expect(res.statusCode).toBe(200);
    const [incoming, completed] = ofRequest("tenant-check-1");
    // Arrives before the host is looked up.
    expect(incoming).toMatchObject({
      msg: "incoming request",
      req: { method: "GET", url: "/api/v1/models/" },
    });
    expect(incoming?.tenant).toBeUndefined();
    const [account] = await t.database.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE subdomain = 'acme'",
    );
    expect(completed).toMatchObject({
      msg: "request completed",
      request_id: "tenant-check-1",
      tenant: "acme",
      tenant_id: account!.id,
      member: expect.any(Number),
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it("name the workspace on a refusal too (signed out)", async () => {
    const res = await t.app.inject({
      url: "/api/v1/models/",
      headers: { host: ACME.host, "x-request-id": "tenant-check-2" },
    });
    expect(res.statusCode).toBe(401);
    const completed = ofRequest("tenant-check-2").find((line) => line.msg === "request completed");
    expect(completed).toMatchObject({ tenant: "acme", res: { statusCode: 401 } });
    expect(completed?.member).toBeUndefined();
  });
});
