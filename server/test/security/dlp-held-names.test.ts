// A conversation's name follows the DLP decision on its held first message (dlp/held-name.ts): while
// held it has the default name; after Anonymize its name, the model's title, and the name its
// snapshots and exports carry show placeholders only (the provider itself got `[CARD_1]`); after Don't
// send the default name stays. Before, the name was made from the held text at the send, so the card
// number stayed in the sidebar, breadcrumb and tab title whatever the member chose.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { Client } from "../helpers/client.ts";
import { send } from "../helpers/conversations.ts";
import { startFakeProviderApp } from "../helpers/fake-provider-app.ts";
import { sharedSnapshot } from "../helpers/snapshots.ts";
import type { TestApp } from "../helpers/test-app.ts";

const CARD = "4111 1111 1111 1111";
const DIGITS = "4111";
/** The default name of a conversation (conversations/service.ts nameFromMessage). */
const DEFAULT_NAME = "New conversation";
/** Generous: replies and titles come in the background, on a machine that may be busy. */
const POLL = { timeout: 20_000 };

let t: TestApp;
let fake: FakeOpenAI;
let owner: Client;
let modelId: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const app = await startFakeProviderApp({
    providerModel: "fake-echo",
    // Titles: named after the placeholder it was given; nothing usable for a message asking for none.
    script: (request) => {
      const asked = JSON.stringify(request.messages);
      if (request.stream === true) return { text: "Done." };
      if (asked.includes("untitled")) return { text: "" };
      return { text: asked.includes("[CARD_1]") ? "Charge for [CARD_1]" : "Card billing" };
    },
    env: { PARLEY_TITLE_GENERATION: "1" },
  });
  ({ t, fake, owner, modelId } = app);
  close = app.close;
});
afterAll(() => close());

const conversation = async (id: number) =>
  (await owner.get(`/api/v1/conversations/${id}/`)).json<{ name: string }>();
const sidebarNames = async () => JSON.stringify((await owner.get("/api/v1/conversations/?limit=100")).json());

async function heldFirstMessage(message: string) {
  const ids = await send(owner, { message, model_id: modelId });
  return { conversationId: ids.conversation_id, replyId: ids.assistant_message_id ?? 0 };
}

const choose = (replyId: number, dlp_preference: "anonymize" | "dont_send") =>
  owner.post("/api/v1/messages/stream/", { json: { message_id: replyId, dlp_preference } });

const replySettled = (conversationId: number) =>
  expect
    .poll(async () => {
      const page = (await owner.get(`/api/v1/conversations/${conversationId}/messages/`)).json<{
        results: { status: string }[];
      }>();
      return page.results.at(-1)?.status;
    }, POLL)
    .toBe("complete");

describe("a conversation whose first message DLP held", () => {
  it("is listed under the default name while held, never under the held text", async () => {
    const { conversationId } = await heldFirstMessage(`Charge card ${CARD} today`);
    expect((await conversation(conversationId)).name).toBe(DEFAULT_NAME);
    expect(await sidebarNames()).not.toContain(DIGITS);
  });

  it("after Anonymize is named from the anonymized text, then by the model's title with placeholders", async () => {
    const { conversationId, replyId } = await heldFirstMessage(`untitled: charge card ${CARD} today`);
    const res = await choose(replyId, "anonymize");
    expect(res.statusCode, res.body).toBe(200);
    await replySettled(conversationId);
    // The model gave no usable title: the name is the first words, anonymized.
    expect((await conversation(conversationId)).name).toBe("untitled: charge card [CARD_1] today");

    const titled = await heldFirstMessage(`Charge card ${CARD} today`);
    const before = fake.requests.length;
    expect((await choose(titled.replyId, "anonymize")).statusCode).toBe(200);
    await expect
      .poll(async () => (await conversation(titled.conversationId)).name, POLL)
      .toBe("Charge for [CARD_1]");
    // The title request carried the placeholder only.
    expect(JSON.stringify(fake.requests.slice(before).map((r) => r.body))).not.toContain(DIGITS);
    expect(await sidebarNames()).not.toContain(DIGITS);

    // What a snapshot and an export are called follows the name.
    const shared = await sharedSnapshot(t.app, owner, titled.conversationId);
    expect(shared.json<{ conversation_data: { name: string } }>().conversation_data.name).toBe(
      "Charge for [CARD_1]",
    );
    const exported = await owner.get(`/api/v1/conversations/${titled.conversationId}/export/`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split("\n")[0]).toBe("# Charge for [CARD_1]");
    expect(String(exported.headers["content-disposition"])).not.toContain(DIGITS);
  });

  it("after Don't send keeps the default name", async () => {
    const { conversationId, replyId } = await heldFirstMessage(`Charge card ${CARD} today`);
    const res = await choose(replyId, "dont_send");
    expect(res.statusCode, res.body).toBe(200);
    expect((await conversation(conversationId)).name).toBe(DEFAULT_NAME);
    expect(await sidebarNames()).not.toContain(DIGITS);
  });
});
