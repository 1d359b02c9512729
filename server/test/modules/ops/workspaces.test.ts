// The ops workspaces page's API (docs/admin-site.md § Ops: workspaces): list, create, suspend and
// reinstate through the ops token only; a suspended workspace refuses sign-in and API calls, and its
// sessions and sockets end at once.
import type { OpsCommandAnswer, OpsWorkspaceList } from "@parley/shared-contracts/api/ops";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "../../../src/modules/audit/repository.ts";
import { parseOpsArgs, UsageError } from "../../../src/cli/parse-command.ts";
import type { OpsCommand } from "../../../src/modules/ops/commands.ts";
import { createClient } from "../../helpers/client.ts";
import { accountId, offlineModelId, signedInMember } from "../../helpers/conversations.ts";
import { claimDueRoutines } from "../../../src/modules/routines/run-repository.ts";
import { instantToLocal } from "../../../src/modules/routines/schedule.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { connect, listen } from "../realtime/ws-client.ts";

const OPS_TOKEN = "ops-token-for-the-workspaces-page";
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OPS_TOKEN: OPS_TOKEN } });
  port = await listen(t.app);
});
afterAll(() => t.close());

async function ops(command: OpsCommand) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/ops/commands",
    headers: { host: "admin.localhost", authorization: `Bearer ${OPS_TOKEN}`, "x-parley-actor": "olga" },
    payload: { command },
  });
}

async function workspaces(): Promise<OpsWorkspaceList["workspaces"]> {
  const res = await t.app.inject({
    url: "/api/v1/ops/workspaces",
    headers: { host: "admin.localhost", authorization: `Bearer ${OPS_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json<OpsWorkspaceList>().workspaces;
}

describe("ops workspaces", () => {
  it("parses the CLI's suspend and reinstate", () => {
    expect(parseOpsArgs(["workspace", "suspend", "acme"])).toEqual({
      cmd: "workspace.suspend",
      subdomain: "acme",
    });
    expect(parseOpsArgs(["workspace", "reinstate", "acme"])).toEqual({
      cmd: "workspace.reinstate",
      subdomain: "acme",
    });
    expect(() => parseOpsArgs(["workspace", "suspend"])).toThrow(UsageError);
  });

  it("lists, creates with an owner in one command, and audits the creation", async () => {
    const res = await ops({
      cmd: "workspace.create",
      subdomain: "initech",
      name: "Initech",
      owner: { email: "bill@initech.test", name: "Bill" },
    });
    expect(res.statusCode).toBe(200);
    const { lines, result } = res.json<OpsCommandAnswer>();
    expect(lines[1]).toBe('Created owner bill@initech.test ("Bill") in initech');
    expect(result).toEqual({
      code: "workspace_created",
      params: {
        subdomain: "initech",
        name: "Initech",
        ownerEmail: "bill@initech.test",
        ownerPassword: expect.any(String),
      },
    });
    // The generated password is the one the CLI prints (shown once) and signs the owner in.
    const password = result.code === "workspace_created" ? String(result.params.ownerPassword) : "";
    expect(lines[2]).toBe(`Password (shown once): ${password}`);
    const signIn = await createClient(t.app, "initech.localhost").login("bill@initech.test", password);
    expect(signIn.statusCode).toBe(200);
    const initech = (await workspaces()).find((w) => w.subdomain === "initech");
    expect(initech).toMatchObject({ name: "Initech", memberCount: 1, suspendedAt: null });
    const audit = await listAuditEvents(t.database.db, await accountId(t.database.db, "initech"));
    const row = audit.find((a) => a.action === "ops.workspace.create");
    expect(row).toMatchObject({ actor_label: "ops-api:olga" });
    expect(row?.after).toMatchObject({ owner: { email: "bill@initech.test", name: "Bill" } });
  });

  it("leaves no workspace behind when its owner is refused", async () => {
    const badEmail = await ops({
      cmd: "workspace.create",
      subdomain: "halfmade",
      name: "Half made",
      owner: { email: "not-an-email" },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toMatchObject({
      code: "validation_error",
      fields: { email: expect.any(Array) },
    });
    const weak = await ops({
      cmd: "workspace.create",
      subdomain: "halfmade",
      name: "Half made",
      owner: { email: "owner@halfmade.test", password: "short" },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe("weak_password");
    expect((await workspaces()).some((w) => w.subdomain === "halfmade")).toBe(false);
    // A taken subdomain: the existing workspace gets no new owner either.
    const taken = await ops({
      cmd: "workspace.create",
      subdomain: "acme",
      name: "Acme again",
      owner: { email: "intruder@acme.test" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: "workspace_exists", params: { subdomain: "acme" } });
    const members = await t.database.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM members WHERE email = 'intruder@acme.test'",
    );
    expect(members[0]?.n).toBe(0);
    // Then it works with a good owner, under the same subdomain.
    const good = await ops({
      cmd: "workspace.create",
      subdomain: "halfmade",
      name: "Half made",
      owner: { email: "owner@halfmade.test", password: "a-Good-Owner-Password-7" },
    });
    expect(good.statusCode).toBe(200);
    // A given password is not shown back, nor written to the audit log.
    expect(good.json<OpsCommandAnswer>().result).toMatchObject({ params: { ownerPassword: null } });
    expect((await workspaces()).find((w) => w.subdomain === "halfmade")?.memberCount).toBe(1);
    const audit = await listAuditEvents(t.database.db, await accountId(t.database.db, "halfmade"));
    expect(audit.find((a) => a.action === "ops.workspace.create")?.after).toMatchObject({
      owner: { email: "owner@halfmade.test", password: "[secret]" },
    });
    expect(JSON.stringify(audit)).not.toContain("a-Good-Owner-Password-7");
  });

  it("parses the CLI's create with an owner", () => {
    expect(
      parseOpsArgs([
        "workspace",
        "create",
        "hooli",
        "--name",
        "Hooli",
        "--owner",
        "gavin@hooli.test",
        "--owner-name",
        "Gavin",
      ]),
    ).toEqual({
      cmd: "workspace.create",
      subdomain: "hooli",
      name: "Hooli",
      owner: { email: "gavin@hooli.test", name: "Gavin" },
    });
    expect(() =>
      parseOpsArgs(["workspace", "create", "hooli", "--name", "Hooli", "--owner-name", "Gavin"]),
    ).toThrow(UsageError);
  });

  it("suspends: sessions and sockets end, sign-in and API calls are refused; reinstating allows sign-in", async () => {
    const member = await signedInMember(t.app, t.database.db, "suspended-soon@acme.test");
    const socket = await connect({ port, host: ACME.host, cookie: member.client.cookieHeader() });
    const res = await ops({ cmd: "workspace.suspend", subdomain: "acme" });
    expect(res.json().lines[0]).toMatch(/^Suspended workspace acme \(\d+ sessions ended\)$/);
    expect(res.json().result).toEqual({
      code: "workspace_suspended",
      params: { subdomain: "acme", sessionsEnded: expect.any(Number) },
    });
    expect((await socket.closed).code).toBe(4401);

    const refused = await member.client.get("/api/v1/members/detail");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: "workspace_suspended",
      message: "This workspace is suspended. Please reach out to your company's account administrator.",
    });
    const signIn = await createClient(t.app, ACME.host).login(ACME.email, ACME.password);
    expect(signIn.statusCode).toBe(403);
    expect((await workspaces()).find((w) => w.subdomain === "acme")?.suspendedAt).toEqual(expect.any(String));

    expect((await ops({ cmd: "workspace.reinstate", subdomain: "acme" })).json()).toEqual({
      lines: ["Reinstated workspace acme"],
      result: { code: "workspace_reinstated", params: { subdomain: "acme" } },
    });
    // The ended session stays ended; a new sign-in works.
    expect((await member.client.get("/api/v1/members/detail")).statusCode).toBe(401);
    expect((await createClient(t.app, ACME.host).login(ACME.email, ACME.password)).statusCode).toBe(200);
    const audit = await listAuditEvents(t.database.db, await accountId(t.database.db, "acme"));
    expect(audit.filter((a) => a.action.startsWith("ops.workspace.")).map((a) => a.action)).toEqual([
      "ops.workspace.suspend",
      "ops.workspace.reinstate",
    ]);
  });

  it("holds a suspended workspace's routines until it is reinstated", async () => {
    const owner = createClient(t.app, ACME.host);
    expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
    const created = await owner.post("/api/v1/routines/", {
      json: {
        content: "Weekly summary",
        model_id: await offlineModelId(t.database.db),
        start_date: instantToLocal(Date.now() + 86_400_000, "UTC+00:00"),
        schedule: null,
        timezone: "UTC+00:00",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const acme = await accountId(t.database.db, "acme");
    await t.database.db.query(
      "UPDATE routines SET next_run = now() - interval '1 minute' WHERE account_id = $1",
      [acme],
    );
    const due = () =>
      t.database.db.transaction(async (tx) =>
        (await claimDueRoutines(tx, new Date(), 50)).filter((r) => r.account_id === acme),
      );
    expect(await due()).toHaveLength(1);
    await ops({ cmd: "workspace.suspend", subdomain: "acme" });
    expect(await due()).toHaveLength(0);
    await ops({ cmd: "workspace.reinstate", subdomain: "acme" });
    expect(await due()).toHaveLength(1);
  });

  it("is not for a workspace owner's session", async () => {
    const owner = createClient(t.app, ACME.host);
    expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
    expect((await owner.get("/api/v1/ops/workspaces")).statusCode).toBe(401);
    const suspend = await owner.post("/api/v1/ops/commands", {
      json: { command: { cmd: "workspace.suspend", subdomain: "globex" } },
    });
    expect(suspend.statusCode).toBe(401);
    expect((await workspaces()).find((w) => w.subdomain === "globex")?.suspendedAt).toBeNull();
  });
});
