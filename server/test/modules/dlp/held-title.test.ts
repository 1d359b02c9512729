// A conversation whose first message DLP held still gets its title from the model once the sender
// chooses Send anyway; an anonymized one keeps its name, since the title request would carry the
// original text.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startFakeOpenAI } from "../../../../e2e/fakes/openai-compatible-server.ts";
import type { FakeOpenAI } from "../../../../e2e/fakes/openai-compatible-server.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { send } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let fake: FakeOpenAI;
let owner: Client;
let modelId: string;

const titleRequests = () =>
  fake.requests.filter(
    (r) => r.path === "/v1/chat/completions" && (r.body as { stream?: boolean }).stream !== true,
  );

beforeAll(async () => {
  fake = await startFakeOpenAI({
    models: ["fake-echo"],
    script: (request) => ({ text: request.stream === true ? "Done." : "Card billing" }),
  });
  t = await createTestApp({ env: { PARLEY_TITLE_GENERATION: "1" } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  const created = await owner.post("/api/v1/admin/models/", {
    json: {
      name: "echo",
      display_name: "Echo",
      source_type: "openai_compatible",
      provider_model: "fake-echo",
      base_url: fake.baseURL,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  modelId = String(created.json().id);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

async function heldFirstMessage(choice: "send_anyway" | "anonymize"): Promise<number> {
  const ids = await send(owner, { message: "Charge card 4111 1111 1111 1111 today", model_id: modelId });
  const res = await owner.post("/api/v1/messages/stream/", {
    json: { message_id: ids.assistant_message_id, dlp_preference: choice },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ids.conversation_id;
}

const nameOf = async (id: number) => (await owner.get(`/api/v1/conversations/${id}/`)).json().name as string;

it("asks for the title after Send anyway", async () => {
  const id = await heldFirstMessage("send_anyway");
  await expect.poll(() => nameOf(id)).toBe("Card billing");
});

it("keeps the name of an anonymized conversation and sends no title request", async () => {
  const before = titleRequests().length;
  const id = await heldFirstMessage("anonymize");
  // The reply has settled (the stream ended); a title request would have been made by now.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(titleRequests().length).toBe(before);
  expect(await nameOf(id)).not.toBe("Card billing");
});
