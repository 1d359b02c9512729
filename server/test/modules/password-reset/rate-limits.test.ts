import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { ACME } from "../../helpers/test-app.ts";
import { RESET, startResetHarness } from "./harness.ts";
import type { ResetHarness } from "./harness.ts";

describe("password reset rate limits", () => {
  let h: ResetHarness;
  beforeAll(async () => {
    h = await startResetHarness({
      TRUST_PROXY: "1",
      PARLEY_RESET_EMAIL_MAX: "2",
      PARLEY_RESET_IP_MAX: "4",
    });
  });
  afterAll(() => h.close());

  it("limits forgot-password requests per address, members and strangers alike", async () => {
    const client = await h.client(ACME.host);
    for (const email of [ACME.email, "stranger@acme.test"]) {
      const statuses = [];
      for (const ip of ["10.1.0.1", "10.1.0.2", "10.1.0.3"]) {
        const res = await h.forgot(client, email, { "x-forwarded-for": ip });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toEqual({
            type: "rate_limited",
            errors: ["Too many password reset attempts. Please wait a moment and try again."],
            data: null,
          });
          expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([200, 200, 429]);
    }
  });

  it("limits forgot-password requests per IP across addresses", async () => {
    const client = await h.client(ACME.host);
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await h.forgot(client, `person${i}@acme.test`, { "x-forwarded-for": "192.0.2.50" })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it("limits reset attempts per IP (guessing tokens)", async () => {
    const client = await h.client(ACME.host);
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.post(RESET, {
        form: { password: "guessing-password", password_confirm: "guessing-password", token: `guess-${i}` },
        headers: { "x-forwarded-for": "192.0.2.77" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });

  it("limits change-password attempts per member (guessing the current password)", async () => {
    const client = createClient(h.t.app, ACME.host);
    expect((await client.login(ACME.email, ACME.password)).statusCode).toBe(200);
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.post("/api/v1/members/change_password/", {
        form: {
          old_password: `guess-${i}-password`,
          password: "next-passphrase-1",
          password_confirm: "next-passphrase-1",
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });
});
