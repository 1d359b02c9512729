import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { ACME } from "../../helpers/test-app.ts";
import { startResetHarness, tokenOf } from "./harness.ts";
import type { ResetHarness } from "./harness.ts";

const NEW_PASSWORD = "a-much-better-passphrase";

describe("reset password by link", () => {
  let h: ResetHarness;
  let current: string = ACME.password;
  beforeAll(async () => {
    // Generous budgets: this file tries many passwords from one address (rate-limits.test.ts covers them).
    h = await startResetHarness({ PARLEY_RESET_IP_MAX: "100", PARLEY_RESET_EMAIL_MAX: "100" });
  });
  afterAll(() => h.close());

  async function requestToken(client: Client): Promise<string> {
    const already = h.smtp.to(ACME.email).length;
    expect((await h.forgot(client, ACME.email)).statusCode).toBe(200);
    return tokenOf(await h.mailTo(ACME.email, already));
  }

  const both = (password: string, token: string) => ({ password, password_confirm: password, token });

  it("sets the new password, ends every session of the member and uses the token once", async () => {
    // Two signed-in browsers of the owner.
    const laptop = createClient(h.t.app, ACME.host);
    const phone = createClient(h.t.app, ACME.host);
    expect((await laptop.login(ACME.email, current)).statusCode).toBe(200);
    expect((await phone.login(ACME.email, current)).statusCode).toBe(200);
    expect((await laptop.get("/api/v1/members/detail")).statusCode).toBe(200);

    const anonymous = await h.client(ACME.host);
    const token = await requestToken(anonymous);
    const res = await h.reset(anonymous, both(NEW_PASSWORD, token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: "success", errors: [], data: null });

    // Access tokens of both sessions stop at once; their refresh tokens are dead too.
    expect((await laptop.get("/api/v1/members/detail")).statusCode).toBe(401);
    expect((await phone.post("/api/v1/authentication/token/refresh/")).statusCode).toBe(401);
    const revoked = await h.t.database.db.query<{ revoked_reason: string }>(
      "SELECT revoked_reason FROM sessions WHERE revoked_at IS NOT NULL",
    );
    expect(revoked.map((r) => r.revoked_reason)).toEqual(["password_reset", "password_reset"]);

    // The old password no longer works, the new one does.
    const fresh = createClient(h.t.app, ACME.host);
    expect((await fresh.login(ACME.email, current)).statusCode).toBe(400);
    expect((await fresh.login(ACME.email, NEW_PASSWORD)).statusCode).toBe(200);
    current = NEW_PASSWORD;

    // Used once: the same link again is an invalid token, and the check says so.
    const again = await h.reset(anonymous, both("yet-another-passphrase", token), {
      "accept-language": "ja",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      type: "invalid_token",
      errors: [
        "このリンクは有効期限が切れているか、無効です。新しい招待またはパスワードの再設定をリクエストしてください。",
      ],
      data: null,
    });
    expect((await anonymous.get(`/api/v1/authentication/token-verification/${token}/`)).json()).toEqual({
      ok: false,
    });
  });

  it("refuses an expired link", async () => {
    const client = await h.client(ACME.host);
    const token = await requestToken(client);
    await h.t.database.db.query(
      "UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE kind = 'password_reset' AND used_at IS NULL",
    );
    const res = await h.reset(client, both("an-expired-attempt-password", token));
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe("invalid_token");
  });

  it("refuses a missing or made-up token before looking at the password", async () => {
    const client = await h.client(ACME.host);
    for (const token of ["", "not-a-real-token"]) {
      const res = await h.reset(client, both("x", token));
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe("invalid_token");
    }
    const none = await h.reset(client, { password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(none.json().type).toBe("invalid_token");
  });

  it("explains every broken rule in the caller's language and keeps the link usable", async () => {
    const client = await h.client(ACME.host);
    const token = await requestToken(client);
    const attempt = async (password: string, confirm: string, language = "en") =>
      (
        await h.reset(client, { password, password_confirm: confirm, token }, { "accept-language": language })
      ).json();

    expect(await attempt("short", "short")).toEqual({
      type: "validation_error",
      errors: ["This password is too short. It must contain at least 8 characters."],
      data: null,
    });
    expect((await attempt("Password123", "Password123")).errors).toEqual([
      "This password is too common. Choose a less predictable one.",
    ]);
    expect((await attempt("qwerty12", "qwerty13", "de")).errors).toEqual([
      "Dieses Passwort ist zu verbreitet. Wählen Sie ein weniger vorhersehbares.",
      "Die beiden Passwörter stimmen nicht überein.",
    ]);
    expect((await attempt("", "")).errors).toEqual(["Enter a password."]);
    expect((await attempt("x".repeat(257), "x".repeat(257))).errors[0]).toMatch(/at most 256 characters/);

    const ok = await h.reset(client, both("finally-a-decent-password", token));
    expect(ok.statusCode).toBe(200);
    current = "finally-a-decent-password";
  });

  it("a newer link retires the older ones once a password is set", async () => {
    const client = await h.client(ACME.host);
    const first = await requestToken(client);
    const second = await requestToken(client);
    expect((await h.reset(client, both("second-link-password", second))).statusCode).toBe(200);
    current = "second-link-password";
    const old = await h.reset(client, both("first-link-password", first));
    expect(old.json().type).toBe("invalid_token");
    const signIn = createClient(h.t.app, ACME.host);
    expect((await signIn.login(ACME.email, current)).statusCode).toBe(200);
  });
});
