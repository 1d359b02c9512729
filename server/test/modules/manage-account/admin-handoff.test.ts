// Manage account's hand-over to the admin host (docs/admin-site.md § Reaching it): the one-time
// token signs the owner or admin in on the admin host once, within a minute, for its own workspace
// only, and not after the member was deactivated or demoted or the workspace suspended.
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import { MANAGE_PERMISSION_PATH } from "@parley/shared-contracts/api/manage-account";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../../src/lib/crypto.ts";
import { setAccountSuspended } from "../../../src/modules/accounts/repository.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const ADMIN_HANDOFF_PATH = shellEndpoints.adminHandoff.pattern;

let t: TestApp;
let owner: Client;

beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
});
afterAll(() => t.close());

/** A fresh tab of the admin host naming `workspace` on every call, with its CSRF cookie. */
async function adminTab(workspace: string): Promise<Client> {
  const client = createClient(t.app, "admin.localhost");
  const request = client.request.bind(client);
  client.request = (method, url, options = {}) =>
    request(method, url, { ...options, headers: { "x-parley-workspace": workspace, ...options.headers } });
  await client.get("/api/v1/accounts/acme");
  return client;
}

async function handoffToken(client: Client): Promise<string> {
  const res = await client.post(MANAGE_PERMISSION_PATH, { json: { locale: "en" } });
  expect(res.statusCode).toBe(200);
  return res.json<{ handoff_token: string }>().handoff_token;
}

const exchange = (client: Client, token: string, options: { csrf?: boolean } = {}) =>
  client.post(ADMIN_HANDOFF_PATH, { json: { token }, ...options });

describe("the admin hand-over", () => {
  it("signs the owner in on the admin host once; the token is stored hashed and lives a minute", async () => {
    const token = await handoffToken(owner);
    const rows = await t.database.db.query<{ token_hash: string; ttl: number }>(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at)::float8 AS ttl
       FROM one_time_tokens WHERE kind = 'admin_handoff'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(sha256(token));
    expect(rows[0]?.ttl).toBeGreaterThan(55);
    expect(rows[0]?.ttl).toBeLessThanOrEqual(61);

    const tab = await adminTab("acme");
    expect((await tab.get("/api/v1/admin/members/")).statusCode).toBe(401);
    const res = await exchange(tab, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await tab.get("/api/v1/admin/members/")).statusCode).toBe(200);
    const profile = (await tab.get("/api/v1/members/detail")).json<{ email: string }>();
    expect(profile.email).toBe(ACME.email);

    // Replay: the token was used.
    const again = await adminTab("acme");
    expect((await exchange(again, token)).statusCode).toBe(401);
  });

  it("refuses it on the workspace's own host, in another workspace's header, and without CSRF", async () => {
    const token = await handoffToken(owner);
    expect((await exchange(owner, token)).statusCode).toBe(404);
    const globex = await adminTab("globex");
    const wrong = await exchange(globex, token);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: { code: "invalid_handoff" } });
    expect(wrong.headers["set-cookie"]?.toString() ?? "").not.toContain("parley_access");
    const tab = await adminTab("acme");
    expect((await exchange(tab, token, { csrf: false })).statusCode).toBe(403);
    // None of these used it up: its own workspace's tab still can.
    expect((await exchange(tab, token)).statusCode).toBe(200);
  });

  it("refuses an expired token and garbage", async () => {
    const token = await handoffToken(owner);
    await t.database.db.query(
      "UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [sha256(token)],
    );
    const tab = await adminTab("acme");
    expect((await exchange(tab, token)).statusCode).toBe(401);
    expect((await exchange(tab, "x".repeat(300))).statusCode).toBe(400);
    expect((await tab.post(ADMIN_HANDOFF_PATH, { json: {} })).statusCode).toBe(400);
  });

  it("gives members no token, and refuses one whose admin was demoted or deactivated since", async () => {
    const member = await signedInMember(t.app, t.database.db, "handoff-member@acme.test");
    expect((await member.client.post(MANAGE_PERMISSION_PATH, { json: {} })).statusCode).toBe(403);

    for (const change of ["role = 'member'", "disabled = true"]) {
      const email = `handoff-${change.split(" ")[0]}@acme.test`;
      const admin = await signedInMember(t.app, t.database.db, email, "admin");
      const token = await handoffToken(admin.client);
      await t.database.db.query(`UPDATE members SET ${change} WHERE id = $1`, [admin.memberId]);
      const tab = await adminTab("acme");
      expect((await exchange(tab, token)).statusCode, change).toBe(401);
    }
  });

  it("refuses a token when the workspace was suspended since, even before its cache expires", async () => {
    const token = await handoffToken(owner);
    await setAccountSuspended(t.database.db, "acme", true);
    const tab = await adminTab("acme");
    const res = await exchange(tab, token);
    expect([401, 403]).toContain(res.statusCode);
    t.app.tenants.invalidate();
    expect((await exchange(tab, token)).statusCode).toBe(403);
    await setAccountSuspended(t.database.db, "acme", false);
    t.app.tenants.invalidate();
  });
});
