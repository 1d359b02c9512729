import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccountBySubdomain } from "../../../src/modules/accounts/repository.ts";
import { createOneTimeToken } from "../../../src/modules/auth/service.ts";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const ENV_TOKEN = "env-ops-token-0123456789";
const LOCAL_TOKEN = "local-ops-token-0123456789";
const logs: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PARLEY_OPS_TOKEN: ENV_TOKEN, LOG_LEVEL: "info" },
    deps: { opsRuntimeToken: LOCAL_TOKEN, logStream: { write: (line) => void logs.push(line) } },
  });
});
afterAll(() => t.close());

const list = (token: string, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/ops/commands",
    remoteAddress,
    headers: { authorization: `Bearer ${token}` },
    payload: { command: { cmd: "workspace.list" } },
  });

describe("ops API authentication", () => {
  it("accepts the data-directory token from loopback only", async () => {
    expect((await list(LOCAL_TOKEN, "127.0.0.1")).statusCode).toBe(200);
    expect((await list(LOCAL_TOKEN, "::1")).statusCode).toBe(200);
    expect((await list(LOCAL_TOKEN, "203.0.113.9")).statusCode).toBe(401);
  });

  it("accepts PARLEY_OPS_TOKEN from anywhere", async () => {
    const res = await list(ENV_TOKEN, "203.0.113.9");
    expect(res.statusCode).toBe(200);
    expect(res.json().lines[0]).toMatch(/^subdomain\s+name/);
  });

  it("creates a user through the API, and the new member can sign in at once", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/ops/commands",
      headers: { authorization: `Bearer ${ENV_TOKEN}` },
      payload: {
        command: {
          cmd: "user.create",
          subdomain: "acme",
          email: "new@acme.test",
          name: "New",
          password: "new-password-1",
        },
      },
    });
    // A given password is not shown again: the result has none.
    expect(res.json()).toEqual({
      lines: ['Created member new@acme.test ("New") in acme'],
      result: {
        code: "member_created",
        params: { subdomain: "acme", email: "new@acme.test", role: "member", password: null },
      },
    });
    expect((await createClient(t.app, ACME.host).login("new@acme.test", "new-password-1")).statusCode).toBe(
      200,
    );
  });
});

describe("ops API command body", () => {
  const post = (payload: unknown, token = ENV_TOKEN) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/ops/commands",
      headers: { authorization: `Bearer ${token}` },
      payload: payload as Record<string, unknown>,
    });

  it("refuses a bad command through the route schema (400, fields) and runs nothing", async () => {
    const unknown = await post({ command: { cmd: "workspace.explode" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ message: "Invalid ops command", code: "validation_error" });
    expect(Object.keys(unknown.json().error.fields)).toEqual(["command.cmd"]);
    const incomplete = await post({
      command: { cmd: "user.create", subdomain: "acme", email: "half@acme.test" },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.fields).toHaveProperty(["command.name"]);
    expect((await post({})).json().error.fields).toHaveProperty(["command"]);
    const badEmail = await post({
      command: { cmd: "user.create", subdomain: "acme", email: "half-at-acme", name: "Half" },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toMatchObject({ message: "Invalid member", code: "validation_error" });
    expect(Object.keys(badEmail.json().error.fields)).toEqual(["email"]);
    // Not created: the whole command then creates the member (a second would be 409).
    const whole = await post({
      command: { cmd: "user.create", subdomain: "acme", email: "half@acme.test", name: "Half" },
    });
    expect(whole.statusCode, whole.body).toBe(200);
  });

  it("checks the token before the body: a bad body without a valid token is 401", async () => {
    expect((await post({ command: { cmd: "nope" } }, "wrong-token")).statusCode).toBe(401);
  });
});

describe("request logs", () => {
  it("never contain a one-time token from the URL", async () => {
    const account = await findAccountBySubdomain(t.database.db, "acme");
    const token = await createOneTimeToken(t.database.db, account?.id ?? 0, "password_reset", null, 60);
    logs.length = 0;
    const res = await createClient(t.app, ACME.host).get(
      `/api/v1/authentication/token-verification/${token}/`,
    );
    expect(res.json()).toEqual({ ok: true });
    const text = logs.join("");
    expect(text).toContain("token-verification/[redacted]/");
    expect(text).not.toContain(token);
  });
});
