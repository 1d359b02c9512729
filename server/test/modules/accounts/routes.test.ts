import { workspaceInfoResponseSchema } from "@parley/shared-contracts/api/workspace";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/v1/accounts/{subdomain}", () => {
  it("answers the public workspace info from any host", async () => {
    for (const host of ["localhost", "acme.localhost", "globex.localhost"]) {
      const res = await createClient(t.app, host).get("/api/v1/accounts/acme");
      expect(res.statusCode).toBe(200);
      expect(workspaceInfoResponseSchema.parse(res.json())).toEqual({
        data: {
          subdomain: "acme",
          name: "Acme",
          logo: "/api/v1/assets/acme-logo.svg",
          // Google is in the workspace's options, but this server has no OpenID Connect provider.
          sign_in_options: ["email_password"],
          // …so the sign-in page can say what to configure when nothing else is left.
          unconfigured_sign_in_options: ["google"],
          captcha: null,
          // The tests' servers ask no proof of work (test-app.ts sets CAPTCHA_PROVIDER=none).
          proof_of_work: null,
        },
      });
    }
  });

  it("offers Google when an OpenID Connect provider is configured", async () => {
    const withOidc = await createTestApp({
      env: {
        PARLEY_OIDC_ISSUER: "https://accounts.example.test",
        PARLEY_OIDC_CLIENT_ID: "client",
        PARLEY_OIDC_CLIENT_SECRET: "secret",
      },
    });
    try {
      const res = await createClient(withOidc.app, "acme.localhost").get("/api/v1/accounts/acme");
      expect(res.json().data.sign_in_options).toEqual(["email_password", "google"]);
      expect(res.json().data.unconfigured_sign_in_options).toEqual([]);
    } finally {
      await withOidc.close();
    }
  });

  it.each(["nope", "NOT_valid!", "-x", "a".repeat(70)])(
    "answers 404 with error.message for %s",
    async (subdomain) => {
      const res = await createClient(t.app, "localhost").get(`/api/v1/accounts/${subdomain}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { message: "Failed to fetch subdomain info", code: "workspace_not_found" },
      });
    },
  );

  it("serves the seeded logo", async () => {
    const res = await createClient(t.app, "acme.localhost").get("/api/v1/assets/acme-logo.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.body).toContain("<svg");
    expect(
      (await createClient(t.app, "acme.localhost").get("/api/v1/assets/..%2Fpackage.json")).statusCode,
    ).toBe(400); // a dot segment, however spelled, is no API path
  });
});
