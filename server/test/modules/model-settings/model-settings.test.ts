// /api/v1/models/{id}/settings/: per member and model, checked against the model's schema, reset to
// defaults; another workspace's member and a signed-out visitor cannot reach them; behaviour
// settings with the spec's wire names.
import { modelSettingsSchema } from "@parley/shared-contracts/api/model-settings";
import { behaviorSettingsSchema, profileSchema } from "@parley/shared-contracts/api/profile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { send, signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const PARAMETER_SCHEMA = {
  temperature: { type: "slider", min: 0, max: 2, default: 1, priority: 1 },
  max_tokens: { type: "number", min: 1, max: 4096, default: 1024, priority: 2 },
  top_p: { type: "slider", min: 0, max: 1, default: 1 },
  reasoning_effort: {
    type: "single_select",
    allowed_values: ["minimal", "low", "medium", "high"],
    default: "medium",
  },
  thinking: {
    type: "toggle_with_number",
    default: { type: "disabled" },
    budget_tokens: { min: 1024, max: 8000, default: 2048 },
  },
  stop_words: { type: "multi_select", allowed_values: ["END", "STOP", "DONE"], default: "END" },
  notes: { description: "no type: not shown, not settable" },
} as const;

let t: TestApp;
let owner: Client;
let modelId: number;

const path = () => `/api/v1/models/${modelId}/settings/`;
const put = (client: Client, parameters: unknown) => client.request("PUT", path(), { json: { parameters } });

beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  const created = await owner.post("/api/v1/admin/models/", {
    json: {
      name: "tuned-model",
      display_name: "Tuned",
      source_type: "openai_compatible",
      usage_note: "Use **tuned** for drafts.",
      parameter_schema: PARAMETER_SCHEMA,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  modelId = created.json().id;
});
afterAll(async () => {
  await t.close();
});

describe("model settings", () => {
  it("reads the model record with schema, usage note and no saved values", async () => {
    const res = await owner.get(path());
    expect(res.statusCode, res.body).toBe(200);
    const settings = modelSettingsSchema.parse(res.json());
    expect(settings).toMatchObject({
      id: modelId,
      name: "tuned-model",
      display_name: "Tuned",
      source_type: "openai_compatible",
      usage_note: "Use **tuned** for drafts.",
      parameters: {},
    });
    expect(settings.parameter_schema.temperature).toMatchObject({ type: "slider", max: 2 });
  });

  it("saves per member and model: another member of the workspace keeps their own", async () => {
    const saved = await put(owner, {
      temperature: 0.35,
      thinking: { type: "enabled", budget_tokens: 4000 },
      stop_words: "END, STOP",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().parameters).toEqual({
      temperature: 0.35,
      thinking: { type: "enabled", budget_tokens: 4000 },
      stop_words: ["END", "STOP"],
    });
    expect((await owner.get(path())).json().parameters.temperature).toBe(0.35);

    const { client: colleague } = await signedInMember(t.app, t.database.db, "colleague@acme.test");
    expect((await colleague.get(path())).json().parameters).toEqual({});
    expect((await put(colleague, { temperature: 1.5 })).statusCode).toBe(200);
    expect((await owner.get(path())).json().parameters.temperature).toBe(0.35);
    expect((await colleague.get(path())).json().parameters).toEqual({ temperature: 1.5 });
  });

  it("refuses values outside the schema with the spec's message", async () => {
    const cases: [unknown, string, string][] = [
      [{ temperature: 2.5 }, "temperature", "Value must be between 0 and 2"],
      [{ max_tokens: 0 }, "max_tokens", "Value must be between 1 and 4096"],
      [{ max_tokens: 10.5 }, "max_tokens", "Value must be a whole number"],
      [
        { thinking: { type: "enabled", budget_tokens: 100 } },
        "thinking",
        "Token budget must be between 1024 and 8000",
      ],
      [{ reasoning_effort: "extreme" }, "reasoning_effort", "Value is not one of the allowed values"],
      [{ stop_words: ["END", "NOPE"] }, "stop_words", "Value is not one of the allowed values"],
      [{ temperature: "hot" }, "temperature", "Value has the wrong type"],
      [{ notes: "x" }, "notes", "This model has no such parameter"],
      [{ seed: 4 }, "seed", "This model has no such parameter"],
    ];
    for (const [parameters, field, message] of cases) {
      const res = await put(owner, parameters);
      expect(res.statusCode, JSON.stringify(parameters)).toBe(400);
      expect(res.json().error.fields[field]).toEqual([message]);
    }
    const malformed = await owner.request("PUT", path(), { json: { temperature: 1 } });
    expect(malformed.statusCode).toBe(400);
    // Nothing of the refused saves was stored.
    expect((await owner.get(path())).json().parameters.temperature).toBe(0.35);
  });

  it("resets to the defaults", async () => {
    const res = await owner.delete(path());
    expect(res.statusCode).toBe(200);
    expect(res.json().parameters).toEqual({});
    expect((await owner.get(path())).json().parameters).toEqual({});
  });

  it("is not found for another workspace's member, and needs a session and CSRF", async () => {
    const gina = createClient(t.app, GLOBEX.host);
    await gina.login(GLOBEX.email, GLOBEX.password);
    expect((await gina.get(path())).statusCode).toBe(404);
    expect((await put(gina, { temperature: 1 })).statusCode).toBe(404);
    expect((await gina.delete(path())).statusCode).toBe(404);
    // The acme session presented on globex's host is refused too.
    const crossHost = await t.app.inject({
      method: "GET",
      url: path(),
      headers: { host: GLOBEX.host, cookie: owner.cookieHeader() },
    });
    expect([401, 403, 404]).toContain(crossHost.statusCode);
    const anonymous = createClient(t.app, ACME.host);
    expect((await anonymous.get(path())).statusCode).toBe(401);
    expect((await owner.request("PUT", path(), { json: { parameters: {} }, csrf: false })).statusCode).toBe(
      403,
    );
    expect((await owner.get("/api/v1/models/999999/settings/")).statusCode).toBe(404);
  });

  it("checks a send's user_model_parameters against the model's schema", async () => {
    const res = await owner.post("/api/v1/messages/send/", {
      multipart: {
        message: "hi",
        model_id: String(modelId),
        // Within the generic bounds of user_model_parameters, outside this model's schema.
        user_model_parameters: JSON.stringify({ temperature: 1.9, max_tokens: 5000 }),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ max_tokens: ["Value must be between 1 and 4096"] });
  });
});

describe("behaviour settings", () => {
  const url = "/api/v1/members/behavior_settings/";

  it("updates with the wire names and answers the updated settings; the profile shows them", async () => {
    const res = await owner.patch(url, {
      json: { markdown_view: false, commentary_enabled: false, function_call_aggressiveness: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const settings = behaviorSettingsSchema.parse(res.json());
    expect(settings).toMatchObject({
      markdown_view: false,
      commentary_enabled: false,
      function_call_aggressiveness: 2,
    });
    const profile = profileSchema.parse((await owner.get("/api/v1/members/detail")).json());
    expect(profile.behavior_settings).toEqual(settings);
  });

  it("applies the views to the conversation named, which must be the member's", async () => {
    const ids = await send(owner, { message: "note to self", non_ai: "true" });
    const res = await owner.patch(url, {
      json: { latex_view: true, markdown_view: true, conversation_id: ids.conversation_id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const conversation = (await owner.get(`/api/v1/conversations/${ids.conversation_id}/`)).json();
    expect(conversation.view_settings).toMatchObject({
      assistantLatexView: true,
      assistantMarkdownView: true,
    });

    const gina = createClient(t.app, GLOBEX.host);
    await gina.login(GLOBEX.email, GLOBEX.password);
    const foreign = await gina.patch(url, {
      json: { latex_view: false, conversation_id: ids.conversation_id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses values outside the spec (aggressiveness 0 to 2, booleans, no unknown fields)", async () => {
    for (const body of [
      { function_call_aggressiveness: 3 },
      { function_call_aggressiveness: -1 },
      { markdown_view: "yes" },
      { surprise: true },
    ]) {
      const res = await owner.patch(url, { json: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const anonymous = createClient(t.app, ACME.host);
    await anonymous.get("/api/v1/accounts/acme"); // the CSRF cookie
    expect((await anonymous.patch(url, { json: {} })).statusCode).toBe(401);
  });
});
