import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/v1/authentication/logout/", () => {
  it("revokes the session, clears both cookies and remembers the last visited path", async () => {
    const client = createClient(t.app, ACME.host);
    await client.login(ACME.email, ACME.password);
    const access = client.jar.get("parley_access") ?? "";
    const refresh = client.jar.get("parley_refresh") ?? "";

    const res = await client.post("/api/v1/authentication/logout/", {
      json: { last_visited_path: "/conversations/42" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cleared.parley_access?.value).toBe("");
    expect(cleared.parley_refresh).toMatchObject({ value: "", path: "/api/v1/authentication/" });
    expect(client.jar.has("parley_access")).toBe(false);

    // The old cookies no longer work anywhere.
    const replay = createClient(t.app, ACME.host);
    replay.jar.set("parley_access", access);
    replay.jar.set("parley_refresh", refresh);
    replay.jar.set("parley_csrf", "x");
    expect((await replay.get("/api/v1/members/detail")).statusCode).toBe(401);
    expect((await replay.post("/api/v1/authentication/token/refresh/")).statusCode).toBe(401);

    const again = createClient(t.app, ACME.host);
    await again.login(ACME.email, ACME.password);
    expect((await again.get("/api/v1/members/detail")).json().last_visited_path).toBe("/conversations/42");
  });

  it("ends the session with only the refresh cookie (access token expired)", async () => {
    const client = createClient(t.app, ACME.host);
    await client.login(ACME.email, ACME.password);
    const refresh = client.jar.get("parley_refresh") ?? "";
    client.jar.delete("parley_access");
    expect((await client.post("/api/v1/authentication/logout/", { json: {} })).statusCode).toBe(200);
    client.jar.set("parley_refresh", refresh);
    expect((await client.post("/api/v1/authentication/token/refresh/")).statusCode).toBe(401);
  });

  it("ignores a last_visited_path that is not a same-origin path", async () => {
    const client = createClient(t.app, ACME.host);
    await client.login(ACME.email, ACME.password);
    await client.post("/api/v1/authentication/logout/", { json: { last_visited_path: "/routines/1" } });
    await client.login(ACME.email, ACME.password);
    await client.post("/api/v1/authentication/logout/", {
      json: { last_visited_path: "https://evil.example/" },
    });
    await client.login(ACME.email, ACME.password);
    expect((await client.get("/api/v1/members/detail")).json().last_visited_path).toBe("/routines/1");
  });

  it("is idempotent for a visitor without a session", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    expect((await client.post("/api/v1/authentication/logout/", { json: {} })).statusCode).toBe(200);
  });

  it("needs the CSRF header (a cross-site page cannot sign people out)", async () => {
    const client = createClient(t.app, ACME.host);
    await client.login(ACME.email, ACME.password);
    const res = await client.post("/api/v1/authentication/logout/", { json: {}, csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await client.get("/api/v1/members/detail")).statusCode).toBe(200);
  });
});
