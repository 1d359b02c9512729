// Snapshots and exports never show what the member chose not to send. After Anonymize the stored
// question keeps the card number (the member's own view shows what they typed) and the stored reply has
// it restored, yet a public snapshot and an export show `[CARD_1]`, as the provider got it; after Don't
// send neither holds the text at all. Before, both showed the card number as typed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "../helpers/client.ts";
import { send } from "../helpers/conversations.ts";
import { startFakeProviderApp } from "../helpers/fake-provider-app.ts";
import { sharedSnapshot } from "../helpers/snapshots.ts";
import type { TestApp } from "../helpers/test-app.ts";

const CARD = "4111 1111 1111 1111";
const DIGITS = /4111/;
/** Generous: replies come in the background, on a machine that may be busy. */
const POLL = { timeout: 20_000 };

let t: TestApp;
let owner: Client;
let modelId: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const app = await startFakeProviderApp({
    providerModel: "fake-echo",
    // The reply names the placeholder it was given: its stored text has the card number restored.
    script: (request) => ({
      text: JSON.stringify(request.messages).includes("[CARD_1]") ? "Charged [CARD_1]." : "Done.",
    }),
  });
  ({ t, owner, modelId } = app);
  close = app.close;
});
afterAll(() => close());

async function heldConversation(message: string) {
  // A first exchange without findings, so the conversation stays after Don't send.
  const first = await send(owner, { message: "Hello there", model_id: modelId });
  await replySettled(first.conversation_id, 2);
  const ids = await send(owner, {
    message,
    model_id: modelId,
    conversation_id: String(first.conversation_id),
  });
  return { conversationId: first.conversation_id, replyId: ids.assistant_message_id ?? 0 };
}

const messagesOf = async (conversationId: number) =>
  (await owner.get(`/api/v1/conversations/${conversationId}/messages/`)).json<{
    results: { status: string; content: string }[];
  }>().results;

const replySettled = (conversationId: number, count: number) =>
  expect
    .poll(async () => {
      const results = await messagesOf(conversationId);
      return results.length === count ? results.at(-1)?.status : undefined;
    }, POLL)
    .toBe("complete");

const choose = (replyId: number, dlp_preference: "anonymize" | "dont_send", remember = false) =>
  owner.post("/api/v1/messages/stream/", { json: { message_id: replyId, dlp_preference, remember } });

/** The public snapshot's messages and the export, as anyone they are shared with sees them. */
async function sharedViews(conversationId: number) {
  const shared = await sharedSnapshot(t.app, owner, conversationId);
  expect(shared.statusCode, shared.body).toBe(200);
  const exported = await owner.get(`/api/v1/conversations/${conversationId}/export/`);
  expect(exported.statusCode).toBe(200);
  const data = shared.json<{ conversation_data: { messages: { content: string }[] } }>().conversation_data;
  return { snapshot: data.messages.map((m) => m.content), exported: exported.body };
}

describe("a held message in snapshots and exports", () => {
  it("after Anonymize shows placeholders, not the card number, in the question and the reply", async () => {
    const { conversationId, replyId } = await heldConversation(`Charge card ${CARD} today`);
    const res = await choose(replyId, "anonymize");
    expect(res.statusCode, res.body).toBe(200);
    await replySettled(conversationId, 4);
    // The member's own view keeps what they typed and the reply with the original restored.
    const own = (await messagesOf(conversationId)).map((m) => m.content);
    expect(own.slice(2)).toEqual([`Charge card ${CARD} today`, `Charged ${CARD}.`]);

    const { snapshot, exported } = await sharedViews(conversationId);
    expect(snapshot).toEqual(["Hello there", "Done.", "Charge card [CARD_1] today", "Charged [CARD_1]."]);
    expect(exported).toContain("Charge card [CARD_1] today");
    expect(exported).toContain("Charged [CARD_1].");
    expect(exported).not.toMatch(DIGITS);
  });

  it("after Don't send holds neither the question nor a reply", async () => {
    const { conversationId, replyId } = await heldConversation(`Bill card ${CARD} now`);
    const res = await choose(replyId, "dont_send");
    expect(res.statusCode, res.body).toBe(200);
    const { snapshot, exported } = await sharedViews(conversationId);
    expect(snapshot).toEqual(["Hello there", "Done."]);
    expect(exported).not.toContain("Bill card");
    expect(exported).not.toMatch(DIGITS);
  });

  it("with a remembered Anonymize, later sends show placeholders too", async () => {
    const { conversationId, replyId } = await heldConversation(`Charge card ${CARD} once`);
    expect((await choose(replyId, "anonymize", true)).statusCode).toBe(200);
    await replySettled(conversationId, 4);
    // Anonymized at once by the saved choice, never held: the sixth message settles by itself.
    await send(owner, {
      message: "Card 5555 5555 5555 4444 again",
      model_id: modelId,
      conversation_id: String(conversationId),
    });
    await replySettled(conversationId, 6);
    const { snapshot, exported } = await sharedViews(conversationId);
    expect(snapshot[4]).toBe("Card [CARD_2] again");
    expect(snapshot.join("\n")).not.toMatch(/5555|4111/);
    expect(exported).not.toMatch(/5555|4111/);
  });
});
