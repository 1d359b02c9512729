import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

describe("login rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PARLEY_LOGIN_EMAIL_MAX: "3", PARLEY_LOGIN_IP_MAX: "6", TRUST_PROXY: "1" },
    });
  });
  afterAll(() => t.close());

  it("limits attempts per account and email, with Retry-After, and a success resets the count", async () => {
    const client = createClient(t.app, ACME.host);
    const post = (password: string, ip: string) =>
      client.post("/api/v1/authentication/login/", {
        form: { login: ACME.email, password },
        headers: { "x-forwarded-for": ip },
      });
    await client.get("/api/v1/accounts/acme");
    expect((await post("wrong-password-1", "10.0.0.1")).statusCode).toBe(400);
    expect((await post("wrong-password-2", "10.0.0.2")).statusCode).toBe(400);
    expect((await post(ACME.password, "10.0.0.3")).statusCode).toBe(200);
    // The success reset the per-email budget: three more tries before the fourth is refused.
    for (const ip of ["10.0.0.4", "10.0.0.5", "10.0.0.6"])
      expect((await post("wrong-password", ip)).statusCode).toBe(400);
    const limited = await post(ACME.password, "10.0.0.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ type: "rate_limited", data: null });
    expect(limited.json().errors[0]).toMatch(/Too many sign-in attempts/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another email of the same workspace still has its own budget.
    const other = await client.post("/api/v1/authentication/login/", {
      form: { login: "someone@acme.test", password: "wrong-password" },
      headers: { "x-forwarded-for": "10.0.0.8" },
    });
    expect(other.statusCode).toBe(400);
  });

  it("limits attempts per IP across emails", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await client.post("/api/v1/authentication/login/", {
        form: { login: `user${i}@acme.test`, password: "wrong-password" },
        headers: { "x-forwarded-for": "192.0.2.9" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });

  it("counts malformed forms against the per-IP budget before their fields are checked", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const post = (form: Record<string, string>) =>
      client.post("/api/v1/authentication/login/", { form, headers: { "x-forwarded-for": "192.0.2.77" } });
    const types: string[] = [];
    for (let i = 0; i < 6; i++)
      types.push((await post({ login: "not-an-email", password: "x" })).json().type);
    expect(types).toEqual(Array(6).fill("validation_error"));
    // The budget is spent: a well-formed form, and a malformed one, are now refused for the address.
    const valid = await post({ login: ACME.email, password: ACME.password });
    expect(valid.statusCode).toBe(429);
    expect((await post({ login: "still-not-an-email" })).json().type).toBe("rate_limited");
  });
});
