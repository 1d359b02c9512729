import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBuiltScriptOrStyle } from "../../src/plugins/security-headers.ts";
import { createClient } from "../helpers/client.ts";
import { writeShellBuild } from "../helpers/fake-dist.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

describe("security headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await writeShellBuild(t.config.distDir);
  });
  afterAll(() => t.close());

  it("sends a CSP that lets the federated shell load from this origin only", async () => {
    const res = await createClient(t.app, ACME.host).get("/api/v1/accounts/acme");
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    // No gaps where a source that is empty for this request (a development origin) would go.
    expect(csp).not.toMatch(/ {2}| ;/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    // Commentary audio arrives as base64 and plays from a data: URL.
    expect(csp).toContain("media-src 'self' data:");
    // …and the member's desktop helper app on its loopback port (the spec's 9001).
    expect(csp).toContain(
      "connect-src 'self' ws://acme.localhost wss://acme.localhost http://127.0.0.1:9001",
    );
    expect(csp).toContain("frame-ancestors 'none'");
    // Plain http on localhost: no upgrade, no HSTS.
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends a built script or style only the headers that act on it", async () => {
    const res = await createClient(t.app, ACME.host).get("/assets/main.abc123.js");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const header of ["content-security-policy", "x-frame-options", "cross-origin-opener-policy"])
      expect(res.headers[header]).toBeUndefined();
    expect(isBuiltScriptOrStyle("/remotes/mf_auth/1.0.0/remoteEntry.js")).toBe(true);
    expect(isBuiltScriptOrStyle("/remotes/mf_auth/1.0.0/assets/a.css?v=1")).toBe(true);
    // Anything else, a document or an image (an SVG opened alone is a document), keeps them all.
    for (const path of ["/sign-in", "/assets/logo.svg", "/assets/../x.js", "/api/v1/x.js"])
      expect(isBuiltScriptOrStyle(path)).toBe(false);
    const document = await createClient(t.app, ACME.host).get("/sign-in");
    expect(document.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(document.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  describe("outside localhost", () => {
    let prod: TestApp;
    beforeAll(async () => {
      prod = await createTestApp({ env: { BASE_DOMAIN: "parley.example.com" } });
    });
    afterAll(() => prod.close());

    it("adds HSTS and Secure cookies", async () => {
      const client = createClient(prod.app, "acme.parley.example.com");
      const res = await client.get("/api/v1/accounts/acme");
      expect(res.headers["strict-transport-security"]).toContain("max-age=31536000");
      expect(res.cookies.find((c) => c.name === "parley_csrf")?.secure).toBe(true);
      const login = await client.login(ACME.email, ACME.password);
      expect(login.statusCode).toBe(200);
      expect(login.cookies.find((c) => c.name === "parley_access")?.secure).toBe(true);
    });
  });

  describe("with a captcha provider", () => {
    let withCaptcha: TestApp;
    beforeAll(async () => {
      withCaptcha = await createTestApp({
        env: { CAPTCHA_PROVIDER: "turnstile", CAPTCHA_SECRET: "secret", CAPTCHA_SITE_KEY: "site-key" },
      });
    });
    afterAll(() => withCaptcha.close());

    it("lets the provider's widget load its script and frame", async () => {
      const res = await createClient(withCaptcha.app, ACME.host).get("/api/v1/accounts/acme");
      const csp = res.headers["content-security-policy"] as string;
      expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com");
      expect(csp).toContain("frame-src 'self' https://challenges.cloudflare.com");
    });
  });
});
