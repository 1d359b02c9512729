// A conversation whose first message DLP held still gets its title from the model once the sender
// chooses; when anonymized, the title request carries placeholders only and the stored title keeps
// them (the member chose not to send the originals; a name shows everywhere).
import { afterAll, beforeAll, expect, it } from "vitest";
import type { FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
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
    // Titles: the fake names the conversation after the card placeholder when it sees one.
    script: (request) => ({
      text:
        request.stream === true
          ? "Done."
          : JSON.stringify(request.messages).includes("[CARD_1]")
            ? "Charge for [CARD_1]"
            : "Card billing",
    }),
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
  // Generous: the title comes after the reply, on a machine that may be busy.
  await expect.poll(() => nameOf(id), { timeout: 20_000 }).toBe("Card billing");
});

it("names an anonymized conversation from placeholders, and keeps them", async () => {
  const before = titleRequests().length;
  const id = await heldFirstMessage("anonymize");
  await expect.poll(() => nameOf(id), { timeout: 20_000 }).toBe("Charge for [CARD_1]");
  const sent = titleRequests()
    .slice(before)
    .map((r) => JSON.stringify(r.body));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain("[CARD_1]");
  expect(sent[0]).not.toContain("4111");
});
