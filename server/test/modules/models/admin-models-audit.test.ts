// The admin site's models and provider-keys pages: order, audit rows of each change (never a key),
// 'test connection' against a real OpenAI-compatible server, and members refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminModel, ProviderTestResult } from "@parley/shared-contracts/api/models";
import { startFakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import { listAuditEvents } from "../../../src/modules/audit/repository.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { accountId, signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let fake: FakeOpenAI;
let owner: Client;
let acmeId: number;

beforeAll(async () => {
  fake = await startFakeOpenAI({ models: ["fake-chat", "fake-two"], script: () => ({ text: "hi" }) });
  t = await createTestApp({ env: { PARLEY_FETCH_ALLOW_HOSTS: `127.0.0.1:${new URL(fake.url).port}` } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  acmeId = await accountId(t.database.db, "acme");
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const audit = async (action: string) =>
  (await listAuditEvents(t.database.db, acmeId)).filter((e) => e.action === action);

describe("models", () => {
  it("writes who created, changed and removed a model, with before and after", async () => {
    const created = await owner.post("/api/v1/admin/models/", {
      json: { name: "audited", display_name: "Audited", source_type: "openai_compatible" },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<AdminModel>().id;
    await owner.patch(`/api/v1/admin/models/${id}/`, { json: { recommended: true, display_name: "Better" } });
    expect((await owner.delete(`/api/v1/admin/models/${id}/`)).statusCode).toBe(204);
    expect((await audit("model.created"))[0]).toMatchObject({ actor_label: ACME.email, target: "audited" });
    expect((await audit("model.updated"))[0]).toMatchObject({
      target: "audited",
      before: { recommended: false, display_name: "Audited" },
      after: { recommended: true, display_name: "Better" },
    });
    expect((await audit("model.removed"))[0]?.before).toMatchObject({ name: "audited" });
  });

  it("orders the models for admins and members alike", async () => {
    const b = await owner.post("/api/v1/admin/models/", {
      json: { name: "second", display_name: "Second", source_type: "openai_compatible" },
    });
    const list = (await owner.get("/api/v1/admin/models/")).json<{ results: AdminModel[] }>().results;
    const reversed = list.map((m) => m.id).reverse();
    const res = await owner.request("PUT", "/api/v1/admin/models/order/", { json: { ids: reversed } });
    expect(res.statusCode).toBe(200);
    const names = (await owner.get("/api/v1/models/"))
      .json<{ results: AdminModel[] }>()
      .results.map((m) => m.id);
    expect(names).toEqual(reversed);
    expect(b.statusCode).toBe(201);
    // Every id once, none of another workspace.
    expect(
      (await owner.request("PUT", "/api/v1/admin/models/order/", { json: { ids: reversed.slice(1) } }))
        .statusCode,
    ).toBe(400);
    expect((await audit("models.reordered")).length).toBe(1);
  });
});

describe("provider keys", () => {
  it("tests the connection with the stored key, and never writes the key to the audit log", async () => {
    const secret = "sk-test-never-in-the-log";
    const put = await owner.request("PUT", "/api/v1/admin/providers/openai_compatible/", {
      json: { api_key: secret, base_url: fake.baseURL },
    });
    expect(put.statusCode).toBe(200);
    expect(put.body).not.toContain(secret);
    const tested = await owner.post("/api/v1/admin/providers/openai_compatible/test/", { json: {} });
    expect(tested.json<ProviderTestResult>()).toEqual({
      ok: true,
      code: "connected",
      status: 200,
      models: 2,
      message: "Connected: the provider lists 2 models",
    });
    const row = (await audit("provider.updated"))[0];
    expect(row).toMatchObject({
      target: "openai_compatible",
      after: { has_api_key: true, api_key: "replaced" },
    });
    expect(JSON.stringify(await listAuditEvents(t.database.db, acmeId))).not.toContain(secret);
  });

  it("says so when the provider cannot be reached or has no key", async () => {
    const none = await owner.post("/api/v1/admin/providers/openai/test/", { json: {} });
    expect(none.json()).toEqual({
      ok: false,
      code: "no_api_key",
      status: null,
      message: "No API key is configured",
    });
    // A provider that answers with an error (the page says each result in the member's language).
    const moved = await owner.request("PUT", "/api/v1/admin/providers/openai_compatible/", {
      json: { api_key: "sk-any", base_url: `${fake.baseURL}/nowhere` },
    });
    expect(moved.statusCode).toBe(200);
    const failed = await owner.post("/api/v1/admin/providers/openai_compatible/test/", { json: {} });
    expect(failed.json()).toMatchObject({ ok: false, code: "failed", status: 404 });
  });

  it("refuses members", async () => {
    const member = await signedInMember(t.app, t.database.db, "nosy@acme.test");
    expect((await member.client.post("/api/v1/admin/providers/openai/test/", { json: {} })).statusCode).toBe(
      403,
    );
    expect(
      (await member.client.request("PUT", "/api/v1/admin/models/order/", { json: { ids: [1] } })).statusCode,
    ).toBe(403);
  });
});
