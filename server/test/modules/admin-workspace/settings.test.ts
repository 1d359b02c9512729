// The admin site's workspace settings: name, sign-in options, DLP mode, feature flags; audited, and
// in effect at once (the profile reads them).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "../../../src/modules/audit/repository.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { accountId, signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;

beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
});
afterAll(() => t.close());

describe("workspace settings", () => {
  it("shows and changes name, DLP mode and flags, with an audit row", async () => {
    const before = (await owner.get("/api/v1/admin/workspace/")).json<Record<string, unknown>>();
    expect(before).toMatchObject({
      subdomain: "acme",
      dlp_mode: "WARN",
      feature_flags: { collaboration: true },
    });
    const res = await owner.patch("/api/v1/admin/workspace/", {
      json: { name: "Acme Corp", dlp_mode: "BLOCK", feature_flags: { collaboration: false } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Acme Corp",
      dlp_mode: "BLOCK",
      feature_flags: { collaboration: false },
    });
    const profile = (await owner.get("/api/v1/members/detail")).json<{ account: { name: string } }>();
    expect(profile.account.name).toBe("Acme Corp");
    const row = (await listAuditEvents(t.database.db, await accountId(t.database.db, "acme"))).find(
      (e) => e.action === "workspace.updated",
    );
    expect(row).toMatchObject({
      actor_label: ACME.email,
      before: { name: "Acme", dlp_mode: "WARN" },
      after: { name: "Acme Corp", dlp_mode: "BLOCK" },
    });
    await owner.patch("/api/v1/admin/workspace/", {
      json: { name: "Acme", dlp_mode: "WARN", feature_flags: { collaboration: true } },
    });
  });

  it("refuses no sign-in method at all, and members", async () => {
    expect(
      (await owner.patch("/api/v1/admin/workspace/", { json: { sign_in_options: [] } })).statusCode,
    ).toBe(400);
    const member = await signedInMember(t.app, t.database.db, "m@acme.test");
    expect((await member.client.get("/api/v1/admin/workspace/")).statusCode).toBe(403);
    expect((await member.client.patch("/api/v1/admin/workspace/", { json: { name: "x" } })).statusCode).toBe(
      403,
    );
  });
});
