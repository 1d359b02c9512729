import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../helpers/client.ts";
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
});
