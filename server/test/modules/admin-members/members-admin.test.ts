// The admin site's members page: the role matrix, invitations by mail, role changes, deactivation
// (sessions and sockets end at once) and the audit row of each change.
import { adminAuditEndpoints, adminMemberEndpoints } from "@parley/shared-contracts/api/admin-endpoints";
import { pathOf } from "@parley/shared-contracts/api/endpoint";
import type { AdminMember } from "@parley/shared-contracts/api/admin-members";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "../../../src/modules/audit/repository.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { accountId, signedInMember } from "../../helpers/conversations.ts";
import { ACME, GLOBEX } from "../../helpers/test-app.ts";
import { startResetHarness, tokenOf } from "../password-reset/harness.ts";
import type { ResetHarness } from "../password-reset/harness.ts";
import { connect, listen } from "../realtime/ws-client.ts";

const ADMIN_MEMBERS_PATH = adminMemberEndpoints.list.pattern;
const adminMemberPath = (id: number) => pathOf(adminMemberEndpoints.changeRole.pattern, { id });
const ADMIN_AUDIT_PATH = adminAuditEndpoints.list.pattern;
const ADMIN_AUDIT_EXPORT_PATH = adminAuditEndpoints.export.pattern;

let h: ResetHarness;
let owner: Client;
let port: number;
let acmeId: number;

/** A client of the admin host that names `workspace` on every call, as the admin shell does. */
function adminHostClient(workspace: string): Client {
  const client = createClient(h.t.app, "admin.localhost");
  const request = client.request.bind(client);
  client.request = (method, url, options = {}) =>
    request(method, url, { ...options, headers: { "x-parley-workspace": workspace, ...options.headers } });
  return client;
}

beforeAll(async () => {
  h = await startResetHarness();
  port = await listen(h.t.app);
  acmeId = await accountId(h.t.database.db, "acme");
  owner = adminHostClient("acme");
  expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
});
afterAll(() => h.close());

async function members(client: Client): Promise<AdminMember[]> {
  const res = await client.get(ADMIN_MEMBERS_PATH);
  expect(res.statusCode).toBe(200);
  return res.json<{ results: AdminMember[] }>().results;
}

describe("who may use the members page", () => {
  it("lets the owner in on the admin host with the workspace's own account", async () => {
    expect((await members(owner)).map((m) => m.email)).toContain(ACME.email);
  });

  it("refuses a member with 403, whatever the body", async () => {
    const member = await signedInMember(h.t.app, h.t.database.db, "plain@acme.test");
    expect((await member.client.get(ADMIN_MEMBERS_PATH)).statusCode).toBe(403);
    const invite = await member.client.post(ADMIN_MEMBERS_PATH, { json: { email: "x@acme.test" } });
    expect(invite.statusCode).toBe(403);
    expect((await member.client.get(ADMIN_AUDIT_PATH)).statusCode).toBe(403);
  });

  it("keeps an admin of acme out of globex", async () => {
    const admin = await signedInMember(h.t.app, h.t.database.db, "boss@acme.test", "admin");
    const globexMember = (
      await h.t.database.db.query<{ id: number }>("SELECT id FROM members WHERE email = $1", [GLOBEX.email])
    )[0]!;
    // Globex's member through acme's session: not a member of acme.
    const res = await admin.client.post(`${adminMemberPath(globexMember.id)}deactivate/`, { json: {} });
    expect(res.statusCode).toBe(404);
    // Acme's session naming globex on the admin host: not signed in there.
    const named = adminHostClient("globex");
    for (const [k, v] of owner.jar) named.jar.set(k, v);
    expect((await named.get(ADMIN_MEMBERS_PATH)).statusCode).toBe(401);
    const row = await h.t.database.db.query<{ disabled: boolean }>(
      "SELECT disabled FROM members WHERE id = $1",
      [globexMember.id],
    );
    expect(row[0]?.disabled).toBe(false);
  });

  it("lets only an owner make an owner", async () => {
    const admin = await signedInMember(h.t.app, h.t.database.db, "second@acme.test", "admin");
    const res = await admin.client.post(ADMIN_MEMBERS_PATH, {
      json: { email: "o@acme.test", role: "owner" },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("invitations", () => {
  it("mails a link that sets the password, after which the member signs in", async () => {
    const res = await owner.post(ADMIN_MEMBERS_PATH, {
      json: { email: "New.Person@acme.test", name: "New Person", role: "member" },
      headers: { "accept-language": "de" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: "new.person@acme.test", invited: true, role: "member" });
    const mail = await h.mailTo("new.person@acme.test");
    expect(mail.subject).toContain("eingeladen");
    const client = await h.client(ACME.host);
    const reset = await h.reset(client, {
      token: tokenOf(mail),
      password: "a-fresh-password-42",
      password_confirm: "a-fresh-password-42",
    });
    expect(reset.statusCode).toBe(200);
    expect((await client.login("new.person@acme.test", "a-fresh-password-42")).statusCode).toBe(200);
    const listed = (await members(owner)).find((m) => m.email === "new.person@acme.test");
    expect(listed?.invited).toBe(false);
  });

  it("refuses a second invitation of a member, and resends an open one with a new link", async () => {
    expect((await owner.post(ADMIN_MEMBERS_PATH, { json: { email: ACME.email } })).statusCode).toBe(409);
    const invited = (
      await owner.post(ADMIN_MEMBERS_PATH, { json: { email: "later@acme.test" } })
    ).json<AdminMember>();
    const first = await h.mailTo("later@acme.test");
    const resent = await owner.post(`${adminMemberPath(invited.id)}resend-invitation/`, { json: {} });
    expect(resent.statusCode).toBe(200);
    const second = await h.mailTo("later@acme.test", 1);
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    // The first link no longer works.
    const client = await h.client(ACME.host);
    const old = await h.reset(client, {
      token: tokenOf(first),
      password: "another-password-42",
      password_confirm: "another-password-42",
    });
    expect(old.statusCode).toBe(400);
  });
});

describe("role and deactivation", () => {
  it("changes a role and writes who, what, before and after", async () => {
    const target = await signedInMember(h.t.app, h.t.database.db, "promoted@acme.test");
    const res = await owner.patch(adminMemberPath(target.memberId), { json: { role: "admin" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: "admin" });
    const row = (await listAuditEvents(h.t.database.db, acmeId)).find(
      (e) => e.action === "member.role_changed" && e.target_member_id === target.memberId,
    );
    expect(row).toMatchObject({
      actor_label: ACME.email,
      target: "promoted@acme.test",
      before: { role: "member" },
      after: { role: "admin" },
    });
  });

  it("refuses changing oneself", async () => {
    const self = (await members(owner)).find((m) => m.email === ACME.email)!;
    expect((await owner.patch(adminMemberPath(self.id), { json: { role: "member" } })).statusCode).toBe(409);
    expect((await owner.post(`${adminMemberPath(self.id)}deactivate/`, { json: {} })).statusCode).toBe(409);
  });

  it("ends every session and socket of a deactivated member at once", async () => {
    const target = await signedInMember(h.t.app, h.t.database.db, "leaving@acme.test");
    const socket = await connect({ port, host: ACME.host, cookie: target.client.cookieHeader() });
    const started = Date.now();
    const res = await owner.post(`${adminMemberPath(target.memberId)}deactivate/`, { json: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ disabled: true });
    expect((await socket.closed).code).toBe(4401);
    // Well before the periodic session check (the access-token TTL, 60 s here).
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await target.client.get("/api/v1/members/detail")).statusCode).toBe(401);
    const refreshed = await target.client.post("/api/v1/authentication/token/refresh/", { json: {} });
    expect(refreshed.statusCode).toBeGreaterThanOrEqual(400);
    const row = (await listAuditEvents(h.t.database.db, acmeId)).find(
      (e) => e.action === "member.deactivated" && e.target_member_id === target.memberId,
    );
    expect(row?.after).toMatchObject({ disabled: true });

    const back = await owner.post(`${adminMemberPath(target.memberId)}reactivate/`, { json: {} });
    expect(back.json()).toMatchObject({ disabled: false });
  });
});

describe("audit log", () => {
  it("searches and exports the workspace's rows only", async () => {
    const res = await owner.get(`${ADMIN_AUDIT_PATH}?q=promoted`);
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ results: Array<{ action: string; target: string }> }>().results;
    expect(rows.map((r) => r.action)).toEqual(["member.role_changed"]);
    const csv = await owner.get(`${ADMIN_AUDIT_EXPORT_PATH}?q=member.`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body.split("\r\n")[0]).toBe("created_at,actor,action,target,before,after,ip");
    expect(csv.body).toContain('"{""role"":""member""}"');
    const globex = createClient(h.t.app, GLOBEX.host);
    await globex.login(GLOBEX.email, GLOBEX.password);
    expect((await globex.get(ADMIN_AUDIT_PATH)).statusCode).toBe(403);
  });
});

describe("signing in on the admin host", () => {
  it("never sends the console to a workspace path, nor stores one at sign-out", async () => {
    const member = await signedInMember(h.t.app, h.t.database.db, "wanderer@acme.test", "admin");
    await member.client.post("/api/v1/authentication/logout/", {
      json: { last_visited_path: "/conversations/7" },
    });
    const admin = adminHostClient("acme");
    const login = await admin.login("wanderer@acme.test", "member-password-123");
    expect(login.json()).toMatchObject({ data: { next: "/" } });
    await admin.post("/api/v1/authentication/logout/", { json: { last_visited_path: "/members" } });
    const workspace = createClient(h.t.app, ACME.host);
    const again = await workspace.login("wanderer@acme.test", "member-password-123");
    expect(again.json()).toMatchObject({ data: { next: "/conversations/7" } });
  });
});
