// The ops workspaces page's API (docs/admin-site.md § Ops: workspaces): list, create, suspend and
// reinstate through the ops token only; a suspended workspace refuses sign-in and API calls, and its
// sessions and sockets end at once.
import type { OpsWorkspaceList } from "@parley/shared-contracts/api/ops";
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

  it("lists, creates with an owner, and audits the creation", async () => {
    expect((await ops({ cmd: "workspace.create", subdomain: "initech", name: "Initech" })).statusCode).toBe(
      200,
    );
    const owner = await ops({
      cmd: "user.create",
      subdomain: "initech",
      email: "bill@initech.test",
      name: "Bill",
      role: "owner",
    });
    expect(owner.json().lines[0]).toBe('Created owner bill@initech.test ("Bill") in initech');
    const initech = (await workspaces()).find((w) => w.subdomain === "initech");
    expect(initech).toMatchObject({ name: "Initech", memberCount: 1, suspendedAt: null });
    const audit = await listAuditEvents(t.database.db, await accountId(t.database.db, "initech"));
    expect(audit.map((a) => [a.action, a.actor_label])).toEqual(
      expect.arrayContaining([
        ["ops.workspace.create", "ops-api:olga"],
        ["ops.user.create", "ops-api:olga"],
      ]),
    );
  });

  it("suspends: sessions and sockets end, sign-in and API calls are refused; reinstating allows sign-in", async () => {
    const member = await signedInMember(t.app, t.database.db, "suspended-soon@acme.test");
    const socket = await connect({ port, host: ACME.host, cookie: member.client.cookieHeader() });
    const res = await ops({ cmd: "workspace.suspend", subdomain: "acme" });
    expect(res.json().lines[0]).toMatch(/^Suspended workspace acme \(\d+ sessions ended\)$/);
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

    expect((await ops({ cmd: "workspace.reinstate", subdomain: "acme" })).json().lines).toEqual([
      "Reinstated workspace acme",
    ]);
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
