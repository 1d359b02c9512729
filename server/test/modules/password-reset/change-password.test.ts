import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const CHANGE = "/api/v1/members/change_password/";

describe("change password (signed in)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("needs the current password, applies the rules and ends every other session", async () => {
    const laptop = createClient(t.app, ACME.host);
    const phone = createClient(t.app, ACME.host);
    expect((await laptop.login(ACME.email, ACME.password)).statusCode).toBe(200);
    expect((await phone.login(ACME.email, ACME.password)).statusCode).toBe(200);

    const wrong = await laptop.post(CHANGE, {
      form: {
        old_password: "not-my-password",
        password: "brand-new-passphrase",
        password_confirm: "brand-new-passphrase",
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      type: "invalid_credentials",
      errors: ["The email address or password is incorrect."],
      data: null,
    });
    const weak = await laptop.post(CHANGE, {
      json: { old_password: ACME.password, password: "sunshine", password_confirm: "sunshine!" },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().type).toBe("validation_error");
    expect(weak.json().errors).toHaveLength(2);

    const ok = await laptop.post(CHANGE, {
      form: {
        old_password: ACME.password,
        password: "brand-new-passphrase",
        password_confirm: "brand-new-passphrase",
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ type: "success", errors: [], data: null });
    // The session that changed it stays; the other one is over.
    expect((await laptop.get("/api/v1/members/detail")).statusCode).toBe(200);
    expect((await phone.get("/api/v1/members/detail")).statusCode).toBe(401);
    expect((await phone.post("/api/v1/authentication/token/refresh/")).statusCode).toBe(401);
    const fresh = createClient(t.app, ACME.host);
    expect((await fresh.login(ACME.email, ACME.password)).statusCode).toBe(400);
    expect((await fresh.login(ACME.email, "brand-new-passphrase")).statusCode).toBe(200);
  });

  it("refuses visitors, another workspace's session and calls without the CSRF header", async () => {
    const anonymous = createClient(t.app, ACME.host);
    await anonymous.get("/api/v1/accounts/acme");
    const body = {
      form: { old_password: "x", password: "brand-new-passphrase", password_confirm: "brand-new-passphrase" },
    };
    expect((await anonymous.post(CHANGE, body)).statusCode).toBe(401);

    const gina = createClient(t.app, GLOBEX.host);
    expect((await gina.login(GLOBEX.email, GLOBEX.password)).statusCode).toBe(200);
    // Globex's cookies presented on acme's host.
    const res = await t.app.inject({
      method: "POST",
      url: CHANGE,
      headers: {
        host: ACME.host,
        cookie: gina.cookieHeader(),
        "x-csrf-token": gina.jar.get("parley_csrf") ?? "",
      },
      payload: {
        old_password: GLOBEX.password,
        password: "taken-over-password",
        password_confirm: "taken-over-password",
      },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("tenant_mismatch");
    expect((await gina.post(CHANGE, { ...body, csrf: false })).statusCode).toBe(403);
  });

  it("is refused when the workspace has password sign-in off", async () => {
    const gina = createClient(t.app, GLOBEX.host);
    expect((await gina.login(GLOBEX.email, GLOBEX.password)).statusCode).toBe(200);
    await t.database.db.query(
      `UPDATE accounts SET sign_in_options = '["google"]'::jsonb WHERE subdomain = 'globex'`,
    );
    t.app.tenants.invalidate();
    const res = await gina.post(CHANGE, {
      form: {
        old_password: GLOBEX.password,
        password: "brand-new-passphrase",
        password_confirm: "brand-new-passphrase",
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().type).toBe("password_disabled");
  });
});
