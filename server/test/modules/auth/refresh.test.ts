import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(): Promise<Client> {
  const client = createClient(t.app, ACME.host);
  expect((await client.login(ACME.email, ACME.password)).statusCode).toBe(200);
  return client;
}

/** Moves every rotation back past the grace window, as if the replay came later. */
const agePastGrace = () =>
  t.database.db.query(
    `UPDATE refresh_tokens SET rotated_at = rotated_at - make_interval(secs => ${t.config.refreshGraceMs / 1000 + 1})
     WHERE rotated_at IS NOT NULL`,
  );

const refresh = (client: Client, refreshCookie?: string) =>
  client.post("/api/v1/authentication/token/refresh/", {
    ...(refreshCookie !== undefined
      ? {
          headers: {
            cookie: `parley_csrf=${client.jar.get("parley_csrf")}; parley_refresh=${refreshCookie}`,
          },
        }
      : {}),
  });

describe("POST /api/v1/authentication/token/refresh/", () => {
  it("rotates the refresh token and mints a new access token", async () => {
    const client = await signedIn();
    const firstRefresh = client.jar.get("parley_refresh");
    const firstAccess = client.jar.get("parley_access");
    const res = await refresh(client);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(client.jar.get("parley_refresh")).not.toBe(firstRefresh);
    // A fresh access token is set (identical claims within the same second give the same token).
    expect(res.cookies.find((c) => c.name === "parley_access")?.value).toMatch(/^v1\./);
    expect(firstAccess).toMatch(/^v1\./);
    expect((await client.get("/api/v1/members/detail")).statusCode).toBe(200);
    // Rotation again works with the new token.
    expect((await refresh(client)).statusCode).toBe(200);
  });

  it("keeps the session when the access token is gone (expired) as long as the refresh token is good", async () => {
    const client = await signedIn();
    client.jar.delete("parley_access");
    expect((await client.get("/api/v1/members/detail")).statusCode).toBe(401);
    expect((await refresh(client)).statusCode).toBe(200);
    expect((await client.get("/api/v1/members/detail")).statusCode).toBe(200);
  });

  it("treats a replayed refresh token as theft: the whole family is revoked at once", async () => {
    const client = await signedIn();
    const stolen = client.jar.get("parley_refresh") ?? "";
    expect((await refresh(client)).statusCode).toBe(200);
    const current = client.jar.get("parley_refresh") ?? "";
    expect((await client.get("/api/v1/members/detail")).statusCode).toBe(200);

    await agePastGrace();
    const replay = await refresh(client, stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: { message: "Failed to refresh token", code: "refresh_token_reused" },
    });

    // The legitimate holder's access token and newest refresh token are dead too.
    const again = createClient(t.app, ACME.host);
    again.jar.set("parley_access", client.jar.get("parley_access") ?? "");
    expect((await again.get("/api/v1/members/detail")).statusCode).toBe(401);
    const after = await refresh(client, current);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe("refresh_failed");
    const rows = await t.database.db.query<{ revoked_reason: string }>(
      "SELECT revoked_reason FROM sessions WHERE revoked_at IS NOT NULL AND revoked_reason = 'refresh_token_reuse'",
    );
    expect(rows.length).toBe(1);
  });

  it("gives two refreshes with one token within the grace window the same new pair", async () => {
    const revokedBefore = await t.database.db.query(
      "SELECT id FROM sessions WHERE revoked_reason = 'refresh_token_reuse'",
    );
    const client = await signedIn();
    const token = client.jar.get("parley_refresh") ?? "";
    const [first, second] = await Promise.all([refresh(client, token), refresh(client, token)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const pair = (res: typeof first) =>
      ["parley_access", "parley_refresh"].map((name) => res.cookies.find((c) => c.name === name)?.value);
    expect(pair(first)).toEqual(pair(second));
    expect(pair(first)[1]).not.toBe(token);
    // The one new refresh token carries the session on; the family was not revoked.
    const next = createClient(t.app, ACME.host);
    next.jar.set("parley_csrf", client.jar.get("parley_csrf") ?? "");
    next.jar.set("parley_access", pair(first)[0] ?? "");
    expect((await next.get("/api/v1/members/detail")).statusCode).toBe(200);
    expect((await refresh(client, pair(first)[1])).statusCode).toBe(200);
    const revoked = await t.database.db.query(
      "SELECT id FROM sessions WHERE revoked_reason = 'refresh_token_reuse'",
    );
    expect(revoked).toHaveLength(revokedBefore.length);
  });

  it("does not touch other sessions of the same member", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const stolen = a.jar.get("parley_refresh") ?? "";
    await refresh(a);
    await agePastGrace();
    await refresh(a, stolen);
    expect((await b.get("/api/v1/members/detail")).statusCode).toBe(200);
    expect((await refresh(b)).statusCode).toBe(200);
  });

  it("answers 401 without a refresh cookie, with a garbage one, and clears cookies", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const none = await refresh(client);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: { message: "Failed to refresh token", code: "refresh_failed" } });
    const garbage = await refresh(client, "not-a-token");
    expect(garbage.statusCode).toBe(401);
    expect(garbage.cookies.find((c) => c.name === "parley_refresh")?.value).toBe("");
  });

  it("refuses an acme refresh token on the globex host", async () => {
    const client = await signedIn();
    const token = client.jar.get("parley_refresh") ?? "";
    const globex = createClient(t.app, GLOBEX.host);
    await globex.get("/api/v1/accounts/globex");
    const res = await refresh(globex, token);
    expect(res.statusCode).toBe(401);
    // Not consumed there: it still works on its own host.
    expect((await refresh(client)).statusCode).toBe(200);
  });

  it("needs the CSRF header", async () => {
    const client = await signedIn();
    const res = await client.post("/api/v1/authentication/token/refresh/", { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("csrf_failed");
  });
});

describe("an expired access token", () => {
  // The clock moves, not the test: a 1-second token with a real wait failed under CI load, when the
  // login itself took longer than the token lived. Only Date is faked; timers and I/O run as usual.
  afterEach(() => vi.useRealTimers());

  it("is refused once it expires (even after being verified before), and a refresh restores the session", async () => {
    const client = await signedIn();
    expect((await client.get("/api/v1/members/detail")).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (t.config.accessTokenTtlSeconds + 1) * 1000 });
    const expired = await client.get("/api/v1/members/detail");
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe("not_authenticated");
    expect((await refresh(client)).statusCode).toBe(200);
    expect((await client.get("/api/v1/members/detail")).statusCode).toBe(200);
  });
});
