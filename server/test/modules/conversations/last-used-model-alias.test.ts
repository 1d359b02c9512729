// The conversation record names its last used model under both of the spec's names:
// last_used_model_id and last_used_model.
import { conversationSchema } from "@parley/shared-contracts/api/conversations";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { offlineModelId, send, streamText } from "../../helpers/conversations.ts";
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

describe("the conversation record", () => {
  it("has last_used_model beside last_used_model_id, null before any model answered", async () => {
    const quiet = await send(owner, { message: "Note to self", non_ai: "true" });
    const before = await owner.get(`/api/v1/conversations/${quiet.conversation_id}/`);
    expect(before.json()).toMatchObject({ last_used_model_id: null, last_used_model: null });

    const offline = await offlineModelId(t.database.db);
    const ids = await send(owner, { message: "Hello there", model_id: String(offline) });
    await streamText(owner, ids.assistant_message_id ?? 0);
    const res = await owner.get(`/api/v1/conversations/${ids.conversation_id}/`);
    expect(res.statusCode, res.body).toBe(200);
    const conversation = conversationSchema.parse(res.json());
    expect(conversation.last_used_model_id).toBe(offline);
    expect(conversation.last_used_model).toBe(offline);
  });
});
