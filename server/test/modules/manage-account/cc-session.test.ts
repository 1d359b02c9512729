// POST /api/v1/authentication/get-cc-session/ (Parley's reading: the admin site's session, handed to the
// signed-in owner or admin of this host's workspace; docs/architecture.md § Manage account and the
// admin-site session): tenant, session, role and CSRF are checked, and its token signs in on the admin host
// once.
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import { CC_SESSION_PATH, managePermissionResponseSchema } from "@parley/shared-contracts/api/manage-account";
import { catalogue } from "@parley/shared-contracts/messages";
import ja from "@parley/shared-contracts/locales/ja";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccountBySubdomain } from "../../../src/modules/accounts/repository.ts";
import { createMember } from "../../../src/modules/members/service.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const ADMIN_HANDOFF_PATH = shellEndpoints.adminHandoff.pattern;

const MEMBER = { email: "cc-member@acme.test", password: "acme-member-password" };
const ADMIN = { email: "cc-admin@acme.test", password: "acme-admin-password" };

let t: TestApp;
let owner: Client;
beforeAll(async () => {
  t = await createTestApp();
  const acme = await findAccountBySubdomain(t.database.db, "acme");
  await createMember(t.database.db, acme!.id, { ...MEMBER, name: "Mo Member", role: "member" });
  await createMember(t.database.db, acme!.id, { ...ADMIN, name: "Ada Admin", role: "admin" });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
});
afterAll(() => t.close());

async function signedIn(host: string, email: string, password: string): Promise<Client> {
  const client = createClient(t.app, host);
  expect((await client.login(email, password)).statusCode).toBe(200);
  return client;
}

/** A tab of the admin host managing acme, with its CSRF cookie. */
async function adminTab(): Promise<Client> {
  const client = createClient(t.app, "admin.localhost");
  const request = client.request.bind(client);
  client.request = (method, url, options = {}) =>
    request(method, url, { ...options, headers: { "x-parley-workspace": "acme", ...options.headers } });
  await client.get("/api/v1/accounts/acme");
  return client;
}

describe("POST /api/v1/authentication/get-cc-session/", () => {
  it("hands the owner an admin-site session: its token signs in on the admin host once", async () => {
    const res = await owner.post(CC_SESSION_PATH, { json: { locale: "ja" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const answer = managePermissionResponseSchema.parse(res.json());
    expect(answer.url).toBe("http://admin.localhost/?account=acme&locale=ja");

    const tab = await adminTab();
    expect((await tab.get("/api/v1/admin/members/")).statusCode).toBe(401);
    expect((await tab.post(ADMIN_HANDOFF_PATH, { json: { token: answer.handoff_token } })).statusCode).toBe(
      200,
    );
    expect((await tab.get("/api/v1/admin/members/")).statusCode).toBe(200);
    // Single use.
    const again = await adminTab();
    expect((await again.post(ADMIN_HANDOFF_PATH, { json: { token: answer.handoff_token } })).statusCode).toBe(
      401,
    );
  });

  it("hands an admin one too, in the Accept-Language language without a locale", async () => {
    const admin = await signedIn(ACME.host, ADMIN.email, ADMIN.password);
    const res = await admin.post(CC_SESSION_PATH, { json: {}, headers: { "accept-language": "ja-JP" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toBe("http://admin.localhost/?account=acme&locale=ja");
  });

  it("refuses a member (403, the catalogue's text in their language) and issues no token", async () => {
    const member = await signedIn(ACME.host, MEMBER.email, MEMBER.password);
    const before = await t.database.db.query("SELECT 1 FROM one_time_tokens WHERE kind = 'admin_handoff'");
    const res = await member.post(CC_SESSION_PATH, { json: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { message: catalogue["manage.refused"], code: "manage_refused" } });
    const japanese = await member.post(CC_SESSION_PATH, { json: {}, headers: { "accept-language": "ja" } });
    expect(japanese.json().error.message).toBe(ja["manage.refused"]);
    const after = await t.database.db.query("SELECT 1 FROM one_time_tokens WHERE kind = 'admin_handoff'");
    expect(after).toHaveLength(before.length);
  });

  it("needs a session of this workspace: anonymous and cross-tenant cookies are 401", async () => {
    const anonymous = createClient(t.app, ACME.host);
    await anonymous.get("/api/v1/accounts/acme");
    expect((await anonymous.post(CC_SESSION_PATH, { json: {} })).statusCode).toBe(401);
    // Gina owns nothing at acme: her globex cookies sent to acme's host name another tenant.
    const gina = await signedIn(GLOBEX.host, GLOBEX.email, GLOBEX.password);
    const crossTenant = createClient(t.app, ACME.host);
    for (const [name, value] of gina.jar) crossTenant.jar.set(name, value);
    const res = await crossTenant.post(CC_SESSION_PATH, { json: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("tenant_mismatch");
  });

  it("needs the CSRF header and a same-origin caller", async () => {
    expect((await owner.post(CC_SESSION_PATH, { json: {}, csrf: false })).statusCode).toBe(403);
    const foreign = await owner.post(CC_SESSION_PATH, {
      json: {},
      headers: { origin: "http://evil.localhost" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe("csrf_failed");
  });

  it("exists only on a workspace host: the root, user, share and admin hosts answer 404", async () => {
    for (const host of ["localhost", "user.localhost", "share.localhost", "admin.localhost"]) {
      const client = createClient(t.app, host);
      // Owner cookies copied over: no workspace on that host, so nothing to hand over.
      for (const [name, value] of owner.jar) client.jar.set(name, value);
      const res = await client.post(CC_SESSION_PATH, { json: {} });
      expect(res.statusCode, host).toBe(404);
    }
  });

  it("refuses an unknown locale", async () => {
    const res = await owner.post(CC_SESSION_PATH, { json: { locale: "xx" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_error");
  });
});
