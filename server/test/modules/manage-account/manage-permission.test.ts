import {
  MANAGE_PERMISSION_PATH,
  managePermissionResponseSchema,
} from "@parley/shared-contracts/api/manage-account";
import { catalogue } from "@parley/shared-contracts/messages";
import fr from "@parley/shared-contracts/locales/fr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccountBySubdomain } from "../../../src/modules/accounts/repository.ts";
import { createMember } from "../../../src/modules/members/service.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const MEMBER = { email: "mel@acme.test", password: "acme-member-password" };
const ADMIN = { email: "adam@acme.test", password: "acme-admin-password" };

let t: TestApp;
let owner: Client;
beforeAll(async () => {
  t = await createTestApp();
  const acme = await findAccountBySubdomain(t.database.db, "acme");
  await createMember(t.database.db, acme!.id, { ...MEMBER, name: "Mel Member", role: "member" });
  await createMember(t.database.db, acme!.id, { ...ADMIN, name: "Adam Admin", role: "admin" });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
});
afterAll(() => t.close());

async function signedIn(host: string, email: string, password: string): Promise<Client> {
  const client = createClient(t.app, host);
  expect((await client.login(email, password)).statusCode).toBe(200);
  return client;
}

describe("POST /api/v1/accounts/manage-permission/", () => {
  it("lets the owner through with the admin site of the workspace in the requested language", async () => {
    const res = await owner.post(MANAGE_PERMISSION_PATH, { json: { locale: "ja" } });
    expect(res.statusCode).toBe(200);
    expect(managePermissionResponseSchema.parse(res.json())).toEqual({
      ok: true,
      url: "http://admin.localhost/?account=acme&locale=ja",
      handoff_token: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it("lets an admin through, in the Accept-Language language when no locale is given", async () => {
    const admin = await signedIn(ACME.host, ADMIN.email, ADMIN.password);
    const res = await admin.post(MANAGE_PERMISSION_PATH, {
      json: {},
      headers: { "accept-language": "de-DE" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toBe("http://admin.localhost/?account=acme&locale=de");
  });

  it("refuses a member with the catalogue message, in their language", async () => {
    const member = await signedIn(ACME.host, MEMBER.email, MEMBER.password);
    const res = await member.post(MANAGE_PERMISSION_PATH, { json: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { message: catalogue["manage.refused"], code: "manage_refused" } });
    const french = await member.post(MANAGE_PERMISSION_PATH, {
      json: {},
      headers: { "accept-language": "fr" },
    });
    expect(french.json().error.message).toBe(fr["manage.refused"]);
  });

  it("refuses a member of another workspace, even an owner there", async () => {
    // Gina is signed in to globex; her cookies sent to acme's host belong to another tenant.
    const gina = await signedIn(GLOBEX.host, GLOBEX.email, GLOBEX.password);
    const crossTenant = createClient(t.app, ACME.host);
    for (const [name, value] of gina.jar) crossTenant.jar.set(name, value);
    const res = await crossTenant.post(MANAGE_PERMISSION_PATH, { json: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("tenant_mismatch");
    // And in her own workspace she is a member: refused.
    expect((await gina.post(MANAGE_PERMISSION_PATH, { json: {} })).statusCode).toBe(403);
  });

  it("needs a session, the CSRF header and a known locale", async () => {
    const anonymous = createClient(t.app, ACME.host);
    await anonymous.get("/api/v1/accounts/acme");
    expect((await anonymous.post(MANAGE_PERMISSION_PATH, { json: {} })).statusCode).toBe(401);
    expect((await owner.post(MANAGE_PERMISSION_PATH, { json: {}, csrf: false })).statusCode).toBe(403);
    const bad = await owner.post(MANAGE_PERMISSION_PATH, { json: { locale: "xx" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("validation_error");
  });
});

describe("PARLEY_ADMIN_URL", () => {
  it("replaces the sibling admin host", async () => {
    const configured = await createTestApp({
      env: { PARLEY_ADMIN_URL: "https://manage.example.com/console?x=1" },
    });
    try {
      const client = createClient(configured.app, ACME.host);
      await client.login(ACME.email, ACME.password);
      const res = await client.post(MANAGE_PERMISSION_PATH, { json: { locale: "ar" } });
      expect(res.json().url).toBe("https://manage.example.com/console?x=1&account=acme&locale=ar");
    } finally {
      await configured.close();
    }
  });
});
