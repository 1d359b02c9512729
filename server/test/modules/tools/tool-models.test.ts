// GET /api/v1/tools/models/: the models a tool may run on (the workspace's models that are not
// disabled), and each tool's `models` listing their ids.
import { modelListSchema } from "@parley/shared-contracts/api/models";
import { TOOL_MODELS_PATH, toolSchema } from "@parley/shared-contracts/api/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { offlineModelId, signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let member: Client;
let globex: Client;
let enabledId = 0;
let disabledId = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  member = (await signedInMember(t.app, t.database.db, "mo@acme.test")).client;
  globex = createClient(t.app, GLOBEX.host);
  await globex.login(GLOBEX.email, GLOBEX.password);
  const make = async (name: string, disabled: boolean) => {
    const res = await owner.post("/api/v1/admin/models/", {
      json: { name, display_name: name, source_type: "openai", disabled },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  enabledId = await make("gpt-4.1-mini", false);
  disabledId = await make("gpt-retired", true);
});
afterAll(() => t.close());

describe("the models a tool may use", () => {
  it("are the workspace's models that are not disabled", async () => {
    const res = await member.get(TOOL_MODELS_PATH);
    expect(res.statusCode, res.body).toBe(200);
    const ids = modelListSchema.parse(res.json()).results.map((model) => model.id);
    expect(ids).toEqual([await offlineModelId(t.database.db), enabledId]);
    expect(ids).not.toContain(disabledId);
    // Another workspace's list has none of these.
    const foreign = modelListSchema.parse((await globex.get(TOOL_MODELS_PATH)).json()).results;
    expect(foreign.map((model) => model.id)).not.toContain(enabledId);
  });

  it("are each tool's models, for a System tool and a new Personal tool alike", async () => {
    const offline = await offlineModelId(t.database.db);
    const list = (await member.get("/api/v1/tools/?search=teach")).json<{ results: { id: number }[] }>();
    const created = (await member.post("/api/v1/tools/")).json<{ id: number }>();
    for (const id of [list.results[0]?.id ?? 0, created.id]) {
      const res = await member.get(`/api/v1/tools/${id}/`);
      expect(res.statusCode, res.body).toBe(200);
      expect(toolSchema.parse(res.json()).models).toEqual([offline, enabledId]);
    }
  });
});
