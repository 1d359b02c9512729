// Captcha verification against a real HTTP server on loopback playing the provider's siteverify.
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

interface Received {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  sitekey: string | null;
}

let provider: Server;
let providerUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      const entry = {
        secret: form.get("secret"),
        response: form.get("response"),
        remoteip: form.get("remoteip"),
        sitekey: form.get("sitekey"),
      };
      received.push(entry);
      if (entry.response === "explode") {
        res.writeHead(500).end("oops");
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ success: entry.secret === "provider-secret" && entry.response === "good-token" }),
      );
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

describe.each(["turnstile", "hcaptcha"] as const)("captcha with %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        CAPTCHA_PROVIDER: kind,
        CAPTCHA_SECRET: "provider-secret",
        CAPTCHA_SITE_KEY: "site-key-1",
        CAPTCHA_VERIFY_URL: providerUrl,
      },
    });
  });
  afterAll(() => t.close());

  it("tells the sign-in page which captcha to render", async () => {
    const res = await createClient(t.app, ACME.host).get("/api/v1/accounts/acme");
    expect(res.json().data.captcha).toEqual({ provider: kind, site_key: "site-key-1" });
  });

  it("signs in with a token the provider accepts, sending secret, token and IP", async () => {
    received.length = 0;
    const res = await createClient(t.app, ACME.host).login(ACME.email, ACME.password, {
      captcha: "good-token",
    });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      secret: "provider-secret",
      response: "good-token",
      remoteip: "127.0.0.1",
    });
    expect(received[0]?.sitekey).toBe(kind === "hcaptcha" ? "site-key-1" : null);
  });

  it.each(["bad-token", "", "explode"])(
    "refuses token %j with captcha_failed before checking the password",
    async (token) => {
      const res = await createClient(t.app, ACME.host).login(ACME.email, ACME.password, { captcha: token });
      expect(res.statusCode).toBe(400);
      expect(res.json().type).toBe("captcha_failed");
      expect(res.cookies.map((c) => c.name)).not.toContain("parley_access");
    },
  );
});

describe("captcha provider unreachable", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        CAPTCHA_PROVIDER: "turnstile",
        CAPTCHA_SECRET: "provider-secret",
        CAPTCHA_SITE_KEY: "site-key-1",
        // A port nothing listens on: the check fails closed.
        CAPTCHA_VERIFY_URL: "http://127.0.0.1:9/siteverify",
      },
    });
  });
  afterAll(() => t.close());

  it("refuses the sign-in", async () => {
    const res = await createClient(t.app, ACME.host).login(ACME.email, ACME.password, {
      captcha: "good-token",
    });
    expect(res.json().type).toBe("captcha_failed");
  });
});

describe("captcha off (CAPTCHA_PROVIDER=none, as the other tests run)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reports no captcha and ignores the field", async () => {
    const client = createClient(t.app, ACME.host);
    expect((await client.get("/api/v1/accounts/acme")).json().data.captcha).toBeNull();
    expect((await client.login(ACME.email, ACME.password, { captcha: "anything" })).statusCode).toBe(200);
  });
});
