// The ops API's result codes (docs/admin-site.md § Ops): beside the CLI's lines, every command the ops
// pages run answers a code with its values, and a refused one an error code with params, so the pages
// say both in the reader's language.
import type { OpsCommandAnswer, OpsErrorBody } from "@parley/shared-contracts/api/ops";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpsCommand } from "../../../src/modules/ops/commands.ts";
import { writeRemoteBuild } from "../../helpers/fake-dist.ts";
import { createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const OPS_TOKEN = "ops-token-for-the-result-codes";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OPS_TOKEN: OPS_TOKEN } });
  await writeRemoteBuild(t.config.distDir, "mf_conversations", "1.0.0");
  await writeRemoteBuild(t.config.distDir, "mf_conversations", "1.1.0");
});
afterAll(() => t.close());

async function ops(command: OpsCommand) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/ops/commands",
    headers: { host: "admin.localhost", authorization: `Bearer ${OPS_TOKEN}` },
    payload: { command },
  });
}

async function result(command: OpsCommand) {
  const res = await ops(command);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<OpsCommandAnswer>();
  expect(answer.lines.length).toBeGreaterThan(0);
  return answer.result;
}

async function refusal(command: OpsCommand) {
  return (await ops(command)).json<OpsErrorBody>().error;
}

const remote = "mf_conversations";

describe("ops command results", () => {
  it("answers a code per command of the pin table and the versions page", async () => {
    expect(
      await result({ cmd: "remotes.promote", remote, version: "1.0.0", tenants: ["acme", null] }),
    ).toEqual({
      code: "remote_promoted",
      params: { remote, version: "1.0.0", tenants: ["acme", null] },
    });
    expect(
      await result({ cmd: "remotes.promote", remote, version: "1.1.0", tenants: ["acme"] }),
    ).toMatchObject({
      code: "remote_promoted",
    });
    expect(await result({ cmd: "remotes.rollback", remote, tenant: "acme" })).toEqual({
      code: "remote_rolled_back",
      params: { remote, from: "1.1.0", to: "1.0.0", tenant: "acme" },
    });
    expect(await result({ cmd: "remotes.rollback", remote, tenant: null })).toEqual({
      code: "remote_rolled_back",
      params: { remote, from: "1.0.0", to: null, tenant: null },
    });
    expect(await result({ cmd: "remotes.unpin", remote, tenant: "acme" })).toEqual({
      code: "remote_unpinned",
      params: { remote, tenant: "acme" },
    });
    expect(await result({ cmd: "remotes.unpin", remote, tenant: "acme" })).toEqual({
      code: "remote_not_pinned",
      params: { remote, tenant: "acme" },
    });
  });

  it("answers a code per command of the workspaces page", async () => {
    expect(await result({ cmd: "workspace.create", subdomain: "umbrella", name: "Umbrella" })).toEqual({
      code: "workspace_created",
      params: { subdomain: "umbrella", name: "Umbrella", ownerEmail: null, ownerPassword: null },
    });
    expect(await result({ cmd: "workspace.suspend", subdomain: "umbrella" })).toEqual({
      code: "workspace_suspended",
      params: { subdomain: "umbrella", sessionsEnded: 0 },
    });
    expect(await result({ cmd: "workspace.reinstate", subdomain: "umbrella" })).toEqual({
      code: "workspace_reinstated",
      params: { subdomain: "umbrella" },
    });
    expect(
      await result({ cmd: "user.create", subdomain: "umbrella", email: "ada@umbrella.test", name: "Ada" }),
    ).toEqual({
      code: "member_created",
      params: {
        subdomain: "umbrella",
        email: "ada@umbrella.test",
        role: "member",
        password: expect.any(String),
      },
    });
    // Commands the pages do not run answer their lines and "done".
    expect(await result({ cmd: "workspace.list" })).toEqual({ code: "done", params: {} });
  });

  it("answers an error code with params", async () => {
    expect(
      await refusal({ cmd: "remotes.promote", remote, version: "9.9.9", tenants: ["acme"] }),
    ).toMatchObject({
      code: "version_not_found",
      params: { remote, version: "9.9.9" },
    });
    expect(
      await refusal({ cmd: "remotes.promote", remote: "mf_nothing", version: "1.0.0", tenants: [null] }),
    ).toMatchObject({
      code: "remote_not_found",
      params: { remote: "mf_nothing" },
    });
    expect(await refusal({ cmd: "remotes.rollback", remote, tenant: "globex" })).toMatchObject({
      code: "nothing_promoted",
      params: { remote, tenant: "globex" },
    });
    expect(await refusal({ cmd: "workspace.suspend", subdomain: "nowhere" })).toMatchObject({
      code: "workspace_not_found",
      params: { subdomain: "nowhere" },
    });
    expect(await refusal({ cmd: "remotes.unpin", remote, tenant: "nowhere" })).toMatchObject({
      code: "workspace_not_found",
      params: { subdomain: "nowhere" },
    });
    expect(
      await refusal({ cmd: "user.create", subdomain: "acme", email: "owner@acme.test", name: "Again" }),
    ).toMatchObject({ code: "member_exists", params: { email: "owner@acme.test" } });
  });
});
