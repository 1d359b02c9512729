// A workspace cannot be switched to a sign-in method the server cannot run (Google only without an
// OpenID Connect client locked every member out; the demo workspace offers both, Google's button
// hidden), and an operator can always turn password sign-in back on with
// `npm run ops -- workspace reset-sign-in <subdomain>`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseOpsArgs } from "../../src/cli/parse-command.ts";
import { setSignInOptions } from "../../src/modules/auth/sign-in-options.ts";
import { createClient } from "../helpers/client.ts";
import type { Client } from "../helpers/client.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

const SETTINGS = "/api/v1/admin/workspace/";
const OPS_TOKEN = "ops-token-for-tests-0123456789";

describe("without an OIDC client", () => {
  let t: TestApp;
  let owner: Client;
  beforeAll(async () => {
    t = await createTestApp({ env: { PARLEY_OPS_TOKEN: OPS_TOKEN } });
    owner = createClient(t.app, ACME.host);
    expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it("refuses Google alone, and adding it, with a clear 400, and keeps the settings", async () => {
    // The demo seed offers both: Google only would leave no way in.
    const res = await owner.patch(SETTINGS, {
      json: { sign_in_options: ["google"] },
      headers: { "accept-language": "en" },
    });
    expect(res.statusCode).toBe(400);
    expect((await owner.patch(SETTINGS, { json: { sign_in_options: ["email_password"] } })).statusCode).toBe(
      200,
    );
    for (const options of [["google"], ["email_password", "google"]]) {
      const res = await owner.patch(SETTINGS, {
        json: { sign_in_options: options },
        headers: { "accept-language": "en" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: {
          code: "sign_in_unconfigured",
          message: expect.stringContaining("Sign in with Google is not set up on this server"),
        },
      });
    }
    const german = await owner.patch(SETTINGS, {
      json: { sign_in_options: ["google"] },
      headers: { "accept-language": "de" },
    });
    expect(german.json<{ error: { message: string } }>().error.message).toContain("Anmeldung mit Google");
    const now = (await owner.get(SETTINGS)).json<{ sign_in_options: string[] }>();
    expect(now.sign_in_options).toEqual(["email_password"]);
    // Password sign-in still works.
    expect((await createClient(t.app, ACME.host).login(ACME.email, ACME.password)).statusCode).toBe(200);
  });

  it("keeps a Google the workspace already offers beside password (the form sends every field)", async () => {
    await setSignInOptions(t.database.db, "acme", ["email_password", "google"]);
    t.app.tenants.invalidate();
    const res = await owner.patch(SETTINGS, {
      json: { name: "Acme", sign_in_options: ["email_password", "google"] },
    });
    expect(res.statusCode).toBe(200);
  });

  it("ops workspace reset-sign-in turns password sign-in back on for a locked-out workspace", async () => {
    // Locked out the way an older server (or the ops command) could: Google only, no client.
    await setSignInOptions(t.database.db, "acme", ["google"]);
    t.app.tenants.invalidate();
    const refused = await createClient(t.app, ACME.host).login(ACME.email, ACME.password);
    expect(refused.statusCode).toBe(403);

    const command = parseOpsArgs(["workspace", "reset-sign-in", "acme"]);
    expect(command).toEqual({ cmd: "workspace.resetSignIn", subdomain: "acme" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/ops/commands",
      headers: { authorization: `Bearer ${OPS_TOKEN}`, host: "127.0.0.1:8080" },
      payload: { command },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ lines: string[] }>().lines.join("\n")).toContain("email_password, google");
    const again = await createClient(t.app, ACME.host).login(ACME.email, ACME.password);
    expect(again.statusCode).toBe(200);
  });
});

describe("with an OIDC client", () => {
  let t: TestApp;
  let owner: Client;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PARLEY_OIDC_ISSUER: "https://issuer.test", PARLEY_OIDC_CLIENT_ID: "parley-test" },
    });
    owner = createClient(t.app, ACME.host);
    expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it("lets an admin offer Google", async () => {
    const res = await owner.patch(SETTINGS, { json: { sign_in_options: ["email_password", "google"] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sign_in_options: ["email_password", "google"] });
  });
});
