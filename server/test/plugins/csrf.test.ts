import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../helpers/client.ts";
import type { Client } from "../helpers/client.ts";
import { offlineModelId, send } from "../helpers/conversations.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginForm = { login: ACME.email, password: ACME.password };

describe("CSRF", () => {
  it("sets a script-readable parley_csrf cookie on API answers and the SPA document when absent", async () => {
    for (const url of ["/api/v1/accounts/acme", "/sign-in"]) {
      const res = await createClient(t.app, ACME.host).get(url);
      const cookie = res.cookies.find((c) => c.name === "parley_csrf");
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
      expect(cookie?.httpOnly).toBeUndefined();
    }
  });

  it("does not set it again when the browser has it", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const second = await client.get("/api/v1/accounts/acme");
    expect(second.cookies.find((c) => c.name === "parley_csrf")).toBeUndefined();
  });

  it("refuses a state-changing call without the header (403 csrf_failed)", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const res = await client.post("/api/v1/authentication/login/", { form: loginForm, csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { message: "Missing or wrong x-csrf-token header", code: "csrf_failed" },
    });
  });

  it("refuses a header that does not match the cookie, and a header without a cookie", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const wrong = await client.post("/api/v1/authentication/login/", {
      form: loginForm,
      csrf: false,
      headers: { "x-csrf-token": "guessed" },
    });
    expect(wrong.statusCode).toBe(403);
    const noCookie = await createClient(t.app, ACME.host).post("/api/v1/authentication/login/", {
      form: loginForm,
      headers: { "x-csrf-token": "guessed", cookie: "" },
    });
    expect(noCookie.statusCode).toBe(403);
  });

  it("refuses a cross-origin Origin even with a matching token, accepts the same origin", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const evil = await client.post("/api/v1/authentication/login/", {
      form: loginForm,
      headers: { origin: "http://evil.localhost" },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error.code).toBe("csrf_failed");
    const sibling = await client.post("/api/v1/authentication/login/", {
      form: loginForm,
      headers: { origin: "http://globex.localhost" },
    });
    expect(sibling.statusCode).toBe(403);
    const same = await client.post("/api/v1/authentication/login/", {
      form: loginForm,
      headers: { origin: "http://acme.localhost" },
    });
    expect(same.statusCode).toBe(200);
  });

  it("leaves safe methods alone", async () => {
    const res = await createClient(t.app, ACME.host).get("/api/v1/remotes/manifest");
    expect(res.statusCode).toBe(200);
  });

  describe("holds for every spelling of a path", () => {
    async function ownerWithConversation(): Promise<{ client: Client; id: number }> {
      const client = createClient(t.app, ACME.host);
      expect((await client.login(ACME.email, ACME.password)).statusCode).toBe(200);
      const sent = await send(client, {
        message: "csrf spelling",
        model_id: String(await offlineModelId(t.database.db)),
      });
      return { client, id: sent.conversation_id };
    }
    const nameOf = async (client: Client, id: number) =>
      (await client.get(`/api/v1/conversations/${id}/`)).json().name as string;

    it("refuses encoded, doubled, upper-case and dot-segment API paths without renaming anything", async () => {
      const { client, id } = await ownerWithConversation();
      const before = await nameOf(client, id);
      expect(before).toEqual(expect.any(String));
      const spellings = [
        `/%61pi/v1/conversations/${id}/`,
        `/api/v1/%63onversations/${id}/`,
        `/api/v1/conversations/%3${String(id).slice(-1)}/`,
        `//api/v1/conversations/${id}/`,
        `/api//v1/conversations/${id}/`,
        `/API/v1/conversations/${id}/`,
        `/Api/v1/conversations/${id}/`,
        `/api/v1/./conversations/${id}/`,
        `/api/v1/x/../conversations/${id}/`,
        `/%2561pi/v1/conversations/${id}/`,
      ];
      for (const url of spellings) {
        const res = await client.patch(url, { json: { name: "renamed by a forged path" }, csrf: false });
        expect([400, 403, 404], url).toContain(res.statusCode);
      }
      expect(await nameOf(client, id)).toBe(before);
    });

    it("checks the token on every state-changing request, not only on paths spelled /api/", async () => {
      const { client, id } = await ownerWithConversation();
      // Even with the header, a non-canonical path is refused outright.
      const encoded = await client.patch(`/%61pi/v1/conversations/${id}/`, { json: { name: "x" } });
      expect(encoded.statusCode).toBe(400);
      expect(encoded.json().error.code).toBe("bad_path");
      // A path outside /api/ gets the CSRF check too.
      const other = await client.post("/anything-else", { json: {}, csrf: false });
      expect(other.statusCode).toBe(403);
      // The canonical spelling with its token still works.
      const ok = await client.patch(`/api/v1/conversations/${id}/`, { json: { name: "renamed properly" } });
      expect(ok.statusCode).toBe(200);
    });

    it("refuses a sibling subdomain's page even with a tossed cookie and matching header", async () => {
      const { client, id } = await ownerWithConversation();
      const before = await nameOf(client, id);
      expect(before).toEqual(expect.any(String));
      const tossed = "tossed-by-a-sibling-subdomain-0123456789";
      const cookie = `${client.cookieHeader().replace(/parley_csrf=[^;]+/, `parley_csrf=${tossed}`)}`;
      for (const headers of [
        { origin: "http://evil.acme.localhost", "sec-fetch-site": "same-site" },
        { origin: "http://globex.localhost", "sec-fetch-site": "same-site" },
        { "sec-fetch-site": "same-site" },
        { "sec-fetch-site": "cross-site" },
        { origin: "http://acme.localhost." },
        { origin: "http://ACME.localhost:1" },
      ] as Record<string, string>[]) {
        const res = await client.patch(`/api/v1/conversations/${id}/`, {
          json: { name: "renamed by a sibling" },
          csrf: false,
          headers: { ...headers, cookie, "x-csrf-token": tossed },
        });
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      }
      expect(await nameOf(client, id)).toBe(before);
      const same = await client.patch(`/api/v1/conversations/${id}/`, {
        json: { name: "renamed by its page" },
        headers: { origin: "http://acme.localhost", "sec-fetch-site": "same-origin" },
      });
      expect(same.statusCode).toBe(200);
    });

    it("refuses a trailing-dot host's page on the plain host", async () => {
      const client = createClient(t.app, ACME.host);
      await client.get("/api/v1/accounts/acme");
      const res = await client.post("/api/v1/authentication/login/", {
        form: loginForm,
        headers: { origin: "http://acme.localhost.", "sec-fetch-site": "cross-site" },
      });
      expect(res.statusCode).toBe(403);
    });

    it("keeps the ops API exempt by route configuration (bearer token, no cookies)", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/ops/commands",
        headers: { host: "localhost", authorization: "Bearer wrong" },
        payload: { command: { cmd: "workspace.list" } },
      });
      // Reached its bearer check (here: the ops API is off in this app), not the CSRF wall.
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("The ops API is disabled");
      const encoded = await t.app.inject({
        method: "POST",
        url: "/%61pi/v1/ops/commands",
        headers: { host: "localhost", authorization: "Bearer wrong" },
        payload: {},
      });
      expect(encoded.statusCode).toBe(400);
    });
  });
});
