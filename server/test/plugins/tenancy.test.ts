import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../helpers/client.ts";
import type { Client } from "../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let acme: Client;
let globex: Client;
beforeAll(async () => {
  t = await createTestApp();
  acme = createClient(t.app, ACME.host);
  globex = createClient(t.app, GLOBEX.host);
  await acme.login(ACME.email, ACME.password);
  await globex.login(GLOBEX.email, GLOBEX.password);
});
afterAll(() => t.close());

/** Sends `from`'s cookies to `host` (a copied cookie, or a changed Host header). */
function withCookiesOf(from: Client, host: string): Client {
  const client = createClient(t.app, host);
  for (const [k, v] of from.jar) client.jar.set(k, v);
  return client;
}

describe("tenancy", () => {
  it("each member reads their own profile on their own host", async () => {
    expect((await acme.get("/api/v1/members/detail")).json().email).toBe(ACME.email);
    expect((await globex.get("/api/v1/members/detail")).json().email).toBe(GLOBEX.email);
  });

  it("refuses acme's cookie on the globex host", async () => {
    const res = await withCookiesOf(acme, GLOBEX.host).get("/api/v1/members/detail");
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("tenant_mismatch");
  });

  it("refuses globex's cookie on the acme host", async () => {
    const res = await withCookiesOf(globex, ACME.host).get("/api/v1/members/detail");
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("tenant_mismatch");
  });

  it("is case-insensitive in the host and reads the port-less host name", async () => {
    const client = withCookiesOf(acme, "ACME.localhost:8080");
    expect((await client.get("/api/v1/members/detail")).statusCode).toBe(200);
  });

  it("answers 404 'Failed to fetch subdomain info' for an unknown workspace or the root domain", async () => {
    // The share host refuses every signed-in call earlier (test/modules/share-host).
    for (const host of ["unknown.localhost", "localhost:8080"]) {
      const res = await withCookiesOf(acme, host).get("/api/v1/members/detail");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { message: "Failed to fetch subdomain info", code: "workspace_not_found" },
      });
    }
  });

  it("ignores X-Forwarded-Host unless TRUST_PROXY is on", async () => {
    const res = await acme.get("/api/v1/members/detail", {
      headers: { "x-forwarded-host": "globex.localhost" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(ACME.email);
  });
});

describe("tenancy behind a trusted proxy", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ env: { TRUST_PROXY: "true" } });
  });
  afterAll(() => proxied.close());

  it("reads the tenant from X-Forwarded-Host", async () => {
    const client = createClient(proxied.app, "internal:8080");
    const res = await client.get("/api/v1/accounts/acme");
    expect(res.statusCode).toBe(200);
    const login = await client.post("/api/v1/authentication/login/", {
      form: { login: ACME.email, password: ACME.password },
      headers: { "x-forwarded-host": "acme.localhost" },
    });
    expect(login.statusCode).toBe(200);
    const detail = await client.get("/api/v1/members/detail", {
      headers: { "x-forwarded-host": "acme.localhost" },
    });
    expect(detail.statusCode).toBe(200);
    const other = await client.get("/api/v1/members/detail", {
      headers: { "x-forwarded-host": "globex.localhost" },
    });
    expect(other.statusCode).toBe(401);
  });
});
