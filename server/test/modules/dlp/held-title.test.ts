// A conversation whose first message DLP held still gets its title from the model once the sender
// chooses Send anyway; an anonymized one keeps its name, since the title request would carry the
// original text.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { FakeOpenAI } from "../../../../e2e/fakes/openai-compatible-server.ts";
import type { Client } from "../../helpers/client.ts";
import { send } from "../../helpers/conversations.ts";
import { startFakeProviderApp } from "../../helpers/fake-provider-app.ts";

let fake: FakeOpenAI;
let owner: Client;
let modelId: string;
let close: () => Promise<void>;

const titleRequests = () =>
  fake.requests.filter(
    (r) => r.path === "/v1/chat/completions" && (r.body as { stream?: boolean }).stream !== true,
  );

beforeAll(async () => {
  const app = await startFakeProviderApp({
    providerModel: "fake-echo",
    script: (request) => ({ text: request.stream === true ? "Done." : "Card billing" }),
    env: { PARLEY_TITLE_GENERATION: "1" },
  });
  ({ fake, owner, modelId } = app);
  close = app.close;
});
afterAll(() => close());

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
