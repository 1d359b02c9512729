// GET /api/v1/models/ and /members/last_used_model/ for members; the admin API of the registry and
// of provider keys (owner/admin only; keys encrypted at rest, never answered).
import {
  adminModelListSchema,
  adminModelSchema,
  modelListSchema,
  providerCredentialListSchema,
} from "@parley/shared-contracts/api/models";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkspace } from "../../../src/modules/accounts/service.ts";
import { listModels } from "../../../src/modules/models/repository.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { accountId, offlineModelId, signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let member: Client;
let admin: Client;
let gina: Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  member = (await signedInMember(t.app, t.database.db, "mia@acme.test")).client;
  admin = (await signedInMember(t.app, t.database.db, "adam@acme.test", "admin")).client;
  gina = createClient(t.app, GLOBEX.host);
  await gina.login(GLOBEX.email, GLOBEX.password);
});
afterAll(() => t.close());

describe("models for members", () => {
  it("lists the workspace's models, starting with the built-in offline model", async () => {
    const res = await member.get("/api/v1/models/");
    expect(res.statusCode).toBe(200);
    const { results } = modelListSchema.parse(res.json());
    expect(results).toEqual([
      expect.objectContaining({
        name: "offline-demo",
        display_name: "Offline demo",
        source_type: "offline",
        is_offline: true,
        supports_speech: false,
        disabled: false,
        price_input_per_token: "0",
        price_output_per_token: "0",
      }),
    ]);
    expect(Object.keys(results[0] ?? {})).not.toContain("provider_model");
  });

  it("gives every new workspace its offline model", async () => {
    const account = await createWorkspace(t.database.db, { subdomain: "initech", name: "Initech" });
    expect((await listModels(t.database.db, account.id)).map((m) => m.name)).toEqual(["offline-demo"]);
  });

  it("remembers the member's last used model, in the workspace only", async () => {
    const offline = await offlineModelId(t.database.db);
    const res = await member.post("/api/v1/members/last_used_model/", { json: { last_used_model: offline } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { last_used_model: offline } });
    expect((await member.get("/api/v1/members/detail")).json()).toMatchObject({
      last_used_model_id: offline,
    });
    const foreign = await gina.post("/api/v1/members/last_used_model/", {
      json: { last_used_model: offline },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await member.post("/api/v1/members/last_used_model/", { json: { last_used_model: "x" } })).statusCode,
    ).toBe(400);
  });
});

describe("admin API of the registry", () => {
  it("is for owners and admins only", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/admin/models/"],
      ["POST", "/api/v1/admin/models/"],
      ["GET", "/api/v1/admin/providers/"],
      ["PUT", "/api/v1/admin/providers/openai/"],
    ] as const) {
      const res = await member.request(method, url, { json: {} });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe("forbidden");
    }
    expect((await admin.get("/api/v1/admin/models/")).statusCode).toBe(200);
  });

  it("creates, updates, disables and removes models with every field of the model", async () => {
    const created = await admin.post("/api/v1/admin/models/", {
      json: {
        name: "gpt-4.1-mini",
        display_name: "GPT-4.1 mini",
        source_type: "openai",
        tags: ["search"],
        recommended: true,
        supported_file_types: ["image", "document"],
        usage_note: "Fast and cheap.",
        parameter_schema: { temperature: { type: "slider", min: 0, max: 2, default: 1 } },
        price_input_per_token: "0.0000004",
        price_output_per_token: "0.0000016",
        context_size: 1_000_000,
        icon: "/icons/openai.svg",
        is_trial_model: true,
        trial_model_logo: "/icons/trial.svg",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const model = adminModelSchema.parse(created.json());
    expect(model).toMatchObject({
      name: "gpt-4.1-mini",
      provider_model: null,
      base_url: null,
      context_size: 1_000_000,
      price_input_per_token: "0.0000004",
      tags: ["search"],
      is_trial_model: true,
    });
    const dup = await admin.post("/api/v1/admin/models/", {
      json: { name: "gpt-4.1-mini", display_name: "again", source_type: "openai" },
    });
    expect(dup.statusCode).toBe(409);
    const invalid = await admin.post("/api/v1/admin/models/", {
      json: { name: "x", display_name: "x", source_type: "offline", price_input_per_token: "-1" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields)).toEqual(
      expect.arrayContaining(["source_type", "price_input_per_token"]),
    );

    const url = `/api/v1/admin/models/${model.id}/`;
    const updated = await owner.patch(url, { json: { disabled: true, provider_model: "gpt-4.1-mini-2025" } });
    expect(updated.json()).toMatchObject({
      disabled: true,
      provider_model: "gpt-4.1-mini-2025",
      recommended: true,
    });
    // The route schema refuses a bad update before the service: one envelope, nothing changed.
    const refused = await owner.patch(url, { json: { disabled: "no", context_size: -5 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ message: "Invalid model", code: "validation_error" });
    expect(Object.keys(refused.json().error.fields).sort()).toEqual(["context_size", "disabled"]);
    const listed = await owner.get("/api/v1/admin/models/");
    expect(listed.json().results.find((m: { id: number }) => m.id === model.id)).toMatchObject({
      disabled: true,
      provider_model: "gpt-4.1-mini-2025",
    });
    const forMembers = modelListSchema.parse((await member.get("/api/v1/models/")).json()).results;
    expect(forMembers.find((m) => m.id === model.id)).toMatchObject({ disabled: true });
    expect((await owner.request("DELETE", url)).statusCode).toBe(204);
    expect((await owner.patch(url, { json: { disabled: false } })).statusCode).toBe(404);
  });

  it("says which models can speak: OpenAI and OpenAI-compatible ones, not Anthropic's", async () => {
    const ids: Record<string, number> = {};
    for (const source of ["openai", "openai_compatible", "anthropic"] as const) {
      const created = await admin.post("/api/v1/admin/models/", {
        json: { name: `speech-${source}`, display_name: source, source_type: source },
      });
      expect(created.statusCode, created.body).toBe(201);
      ids[source] = created.json().id;
    }
    const listed = modelListSchema.parse((await member.get("/api/v1/models/")).json()).results;
    const speaks = (id: number | undefined) => listed.find((m) => m.id === id)?.supports_speech;
    expect(speaks(ids.openai)).toBe(true);
    expect(speaks(ids.openai_compatible)).toBe(true);
    expect(speaks(ids.anthropic)).toBe(false);
    expect(speaks(await offlineModelId(t.database.db))).toBe(false);
    for (const id of Object.values(ids))
      expect((await owner.request("DELETE", `/api/v1/admin/models/${id}/`)).statusCode).toBe(204);
  });

  it("keeps the offline model (disable only) and another tenant's models out of reach", async () => {
    const offline = await offlineModelId(t.database.db);
    const url = `/api/v1/admin/models/${offline}/`;
    expect((await owner.request("DELETE", url)).json().error.code).toBe("offline_model");
    expect((await owner.patch(url, { json: { source_type: "openai" } })).json().error.code).toBe(
      "offline_model",
    );
    expect((await owner.patch(url, { json: { recommended: true } })).statusCode).toBe(200);
    const globexOffline = await offlineModelId(t.database.db, "globex");
    expect(
      (await owner.patch(`/api/v1/admin/models/${globexOffline}/`, { json: { disabled: true } })).statusCode,
    ).toBe(404);
    const list = adminModelListSchema.parse((await owner.get("/api/v1/admin/models/")).json());
    expect(list.results.every((m) => m.id !== globexOffline)).toBe(true);
  });
});

describe("provider keys", () => {
  it("stores keys encrypted, answers only whether one is set, and clears them", async () => {
    const put = await owner.request("PUT", "/api/v1/admin/providers/anthropic/", {
      json: { api_key: "sk-ant-secret-value", base_url: "https://proxy.example.com/v1" },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      kind: "anthropic",
      has_api_key: true,
      base_url: "https://proxy.example.com/v1",
      updated_at: expect.any(String),
    });
    expect(put.body).not.toContain("sk-ant");
    const stored = await t.database.db.query<{ api_key_encrypted: string }>(
      "SELECT api_key_encrypted FROM provider_credentials WHERE account_id = $1",
      [await accountId(t.database.db, "acme")],
    );
    expect(stored[0]?.api_key_encrypted).toMatch(/^v1:/);
    expect(stored[0]?.api_key_encrypted).not.toContain("sk-ant");

    const list = providerCredentialListSchema.parse((await admin.get("/api/v1/admin/providers/")).json());
    expect(list.results).toEqual([expect.objectContaining({ kind: "anthropic", has_api_key: true })]);
    expect((await gina.get("/api/v1/admin/providers/")).statusCode).toBe(403);

    const baseOnly = await owner.request("PUT", "/api/v1/admin/providers/anthropic/", {
      json: { base_url: null },
    });
    expect(baseOnly.json()).toMatchObject({ has_api_key: true, base_url: null });
    const cleared = await owner.request("PUT", "/api/v1/admin/providers/anthropic/", {
      json: { api_key: null },
    });
    expect(cleared.json()).toMatchObject({ has_api_key: false });
    const blank = await owner.request("PUT", "/api/v1/admin/providers/anthropic/", {
      json: { api_key: "   ", base_url: "https://proxy.example.com/v1" },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({ message: "Invalid provider", code: "validation_error" });
    expect(Object.keys(blank.json().error.fields)).toEqual(["api_key"]);
    const providers = await owner.get("/api/v1/admin/providers/");
    expect(providers.json().results.find((p: { kind: string }) => p.kind === "anthropic")).toMatchObject({
      has_api_key: false,
      base_url: null,
    });
    expect((await owner.request("PUT", "/api/v1/admin/providers/cohere/", { json: {} })).statusCode).toBe(
      400,
    );
    expect(
      (await owner.request("PUT", "/api/v1/admin/providers/openai/", { json: { base_url: "ftp://x" } }))
        .statusCode,
    ).toBe(400);
    expect((await owner.request("DELETE", "/api/v1/admin/providers/anthropic/")).statusCode).toBe(204);
    expect((await owner.request("DELETE", "/api/v1/admin/providers/anthropic/")).statusCode).toBe(404);
  });
});
