import { loginResponseSchema } from "@parley/shared-contracts/api/auth";
import { loadCatalogue } from "@parley/shared-contracts/locales/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccountBySubdomain } from "../../../src/modules/accounts/repository.ts";
import { findMemberByEmail } from "../../../src/modules/members/repository.ts";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Globex offers Google only: password sign-in must be refused there.
  await t.database.db.query(
    `UPDATE accounts SET sign_in_options = '["google"]'::jsonb WHERE subdomain = 'globex'`,
  );
});
afterAll(() => t.close());

describe("POST /api/v1/authentication/login/", () => {
  it("signs in with the form encoding and sets host-only HttpOnly cookies", async () => {
    const client = createClient(t.app, ACME.host);
    const res = await client.login(ACME.email, ACME.password, { next: "/conversations/new?x=1" });
    expect(res.statusCode).toBe(200);
    expect(loginResponseSchema.parse(res.json())).toEqual({
      type: "success",
      errors: [],
      data: { next: "/conversations/new?x=1" },
    });
    const access = res.cookies.find((c) => c.name === "parley_access");
    const refresh = res.cookies.find((c) => c.name === "parley_refresh");
    expect(access).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 900 });
    expect(access?.domain).toBeUndefined();
    expect(access?.secure).toBeUndefined();
    expect(refresh).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/api/v1/authentication/",
      maxAge: 2592000,
    });
    const profile = await client.get("/api/v1/members/detail");
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: ACME.email, name: "Ada Owner" });
  });

  it("accepts JSON too and records the time zone", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const res = await client.post("/api/v1/authentication/login/", {
      json: { login: "OWNER@acme.test", password: ACME.password, js_timezone: "UTC+02:00", captcha: "" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.next).toBe("/");
    const rows = await t.database.db.query<{ timezone: string }>(
      "SELECT timezone FROM members WHERE email = $1",
      [ACME.email],
    );
    expect(rows[0]?.timezone).toBe("UTC+02:00");
  });

  it.each([
    ["https://evil.example/", "/"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/routines/7#top", "/routines/7#top"],
  ])("only honours a same-origin next (%s → %s)", async (next, expected) => {
    const res = await createClient(t.app, ACME.host).login(ACME.email, ACME.password, { next });
    expect(res.json().data.next).toBe(expected);
  });

  it("refuses a wrong password with invalid_credentials and no cookies", async () => {
    const res = await createClient(t.app, ACME.host).login(ACME.email, "wrong-password");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: "invalid_credentials",
      errors: ["The email address or password is incorrect."],
      data: null,
    });
    expect(res.cookies.map((c) => c.name)).not.toContain("parley_access");
  });

  it("answers an unknown email exactly like a wrong password, after a real hash check", async () => {
    const started = performance.now();
    const res = await createClient(t.app, ACME.host).login("nobody@acme.test", "some-password");
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe("invalid_credentials");
    // An argon2id verification takes milliseconds; answering without one would be far faster.
    expect(elapsed).toBeGreaterThan(5);
  });

  it("does not let a member of another workspace sign in here", async () => {
    const res = await createClient(t.app, ACME.host).login(GLOBEX.email, GLOBEX.password);
    expect(res.json().type).toBe("invalid_credentials");
  });

  it("translates the message by Accept-Language", async () => {
    const res = await createClient(t.app, ACME.host).login(ACME.email, "wrong-password", {});
    expect(res.json().errors[0]).toMatch(/incorrect/);
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const fr = await client.post("/api/v1/authentication/login/", {
      form: { login: ACME.email, password: "wrong-password" },
      headers: { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" },
    });
    const french = await loadCatalogue("fr");
    expect(fr.json().errors[0]).toBe(french["signIn.error.invalid_credentials"]);
    expect(fr.json().errors[0]).not.toBe(res.json().errors[0]);
  });

  it("validates the fields with clear errors", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const res = await client.post("/api/v1/authentication/login/", {
      form: { login: "not-an-email", password: "short" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.type).toBe("validation_error");
    expect(body.errors.some((e: string) => e.startsWith("login:"))).toBe(true);
    expect(body.errors.some((e: string) => e.startsWith("password:"))).toBe(true);
  });

  it("refuses password sign-in when the workspace does not offer it", async () => {
    const res = await createClient(t.app, GLOBEX.host).login(GLOBEX.email, GLOBEX.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().type).toBe("password_disabled");
    expect(res.json().errors[0]).toMatch(/Password login is currently disabled/);
  });

  it("refuses a disabled member", async () => {
    const account = await findAccountBySubdomain(t.database.db, "acme");
    await t.database.db.query(
      "INSERT INTO members (account_id, email, name, password_hash, disabled) SELECT $1, 'gone@acme.test', 'Gone', password_hash, true FROM members WHERE email = $2",
      [account?.id ?? 0, ACME.email],
    );
    const res = await createClient(t.app, ACME.host).login("gone@acme.test", ACME.password);
    expect(res.json().type).toBe("invalid_credentials");
  });

  it("stores argon2id hashes", async () => {
    const account = await findAccountBySubdomain(t.database.db, "acme");
    const owner = await findMemberByEmail(t.database.db, account?.id ?? 0, ACME.email);
    expect(owner?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("answers 404 on an unknown workspace and on the root domain", async () => {
    for (const host of ["nope.localhost", "localhost"]) {
      const res = await createClient(t.app, host).login(ACME.email, ACME.password);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { message: "Failed to fetch subdomain info", code: "workspace_not_found" },
      });
    }
  });
});
