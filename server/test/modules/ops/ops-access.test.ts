// The ops pages' API (docs/admin-site.md § Ops) takes the ops token only: a workspace owner's session,
// on the workspace host or the admin host, is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "../../../src/modules/audit/repository.ts";
import { runOpsCommand } from "../../../src/modules/ops/commands.ts";
import { createRemoteCatalog } from "../../../src/modules/remotes/catalog.ts";
import { accountId } from "../../helpers/conversations.ts";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const OPS_TOKEN = "ops-token-for-the-ops-pages-0123";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OPS_TOKEN: OPS_TOKEN } });
});
afterAll(() => t.close());

describe("the ops pages' API", () => {
  it("refuses a workspace owner's session and answers the ops token", async () => {
    for (const host of [ACME.host, "admin.localhost"]) {
      const owner = createClient(t.app, host);
      const headers: Record<string, string> = host === ACME.host ? {} : { "x-parley-workspace": "acme" };
      // On the admin host every call names the workspace, as the admin shell does.
      const request = owner.request.bind(owner);
      owner.request = (method, url, options = {}) =>
        request(method, url, { ...options, headers: { ...headers, ...options.headers } });
      expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
      const listing = await owner.get("/api/v1/ops/remotes?tenant=acme");
      expect(listing.statusCode).toBe(401);
      const promote = await owner.post("/api/v1/ops/commands", {
        json: { command: { cmd: "remotes.rollback", tenant: "acme", remote: "mf_auth" } },
      });
      expect(promote.statusCode).toBe(401);
    }
    const ops = await t.app.inject({
      url: "/api/v1/ops/remotes?tenant=acme",
      headers: { host: "admin.localhost", authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(ops.statusCode).toBe(200);
    expect(ops.json()).toMatchObject({ tenant: "acme" });
  });
});

describe("the ops CLI and API in the audit log", () => {
  it("writes each workspace change with the operator, never a password", async () => {
    const ctx = {
      db: t.database.db,
      catalog: createRemoteCatalog(t.config.distDir, () => undefined),
      actor: "cli:alice",
    };
    await runOpsCommand(ctx, { cmd: "workspace.dlp", subdomain: "acme", mode: "BLOCK" });
    await runOpsCommand(ctx, {
      cmd: "user.create",
      subdomain: "acme",
      email: "cli-made@acme.test",
      name: "Cli Made",
      role: "member",
      password: "a-secret-password-42",
    });
    await runOpsCommand(
      { ...ctx, actor: "ops-api:bob" },
      { cmd: "workspace.dlp", subdomain: "acme", mode: "WARN" },
    );
    const rows = (await listAuditEvents(t.database.db, await accountId(t.database.db, "acme"))).filter((e) =>
      e.action.startsWith("ops."),
    );
    expect(rows.map((r) => [r.action, r.actor_label, r.target])).toEqual([
      ["ops.workspace.dlp", "ops-cli:alice", "acme"],
      ["ops.user.create", "ops-cli:alice", "acme"],
      ["ops.workspace.dlp", "ops-api:bob", "acme"],
    ]);
    expect(rows[0]?.after).toEqual({ mode: "BLOCK" });
    expect(rows[1]?.after).toMatchObject({ email: "cli-made@acme.test", password: "[secret]" });
    expect(JSON.stringify(rows)).not.toContain("a-secret-password-42");
  });
});
