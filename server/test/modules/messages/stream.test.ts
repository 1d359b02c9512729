// POST /api/v1/messages/stream/ and /stop/ over real HTTP: the reply from its first character for
// any reader at any time, live until it settles; stop keeps the partial reply; tenancy.
import { messageSchema } from "@parley/shared-contracts/api/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineReply } from "../../../src/modules/generation/offline-model.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import {
  eventually,
  listen,
  offlineModelId,
  openStream,
  send,
  streamText,
} from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let gina: Client;
let port: number;
let model: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "8" } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  gina = createClient(t.app, GLOBEX.host);
  await gina.login(GLOBEX.email, GLOBEX.password);
  model = String(await offlineModelId(t.database.db));
  port = await listen(t.app);
});
afterAll(() => t.close());

const expected = (message: string, previous = 0) => {
  const reply = offlineReply(message, previous);
  return `<think>${reply.reasoning}</think>${reply.text}`;
};

const messageOf = async (client: Client, conversationId: number, id: number) => {
  const page = (await client.get(`/api/v1/conversations/${conversationId}/messages/?limit=100`)).json();
  return messageSchema.parse(page.results.find((m: { id: number }) => m.id === id));
};

describe("streaming a reply", () => {
  it("gives two concurrent readers the identical, complete text, live", async () => {
    const ids = await send(owner, { message: "two readers please", model_id: model });
    const id = ids.assistant_message_id ?? 0;
    const a = openStream(port, owner, id);
    const b = openStream(port, owner, id);
    await a.waitFor(20);
    // Live: the reader has part of the reply while it is still being written.
    const whileStreaming = await messageOf(owner, ids.conversation_id, id);
    expect(whileStreaming.streaming).toBe(true);
    expect(whileStreaming.status).toBe("streaming");
    const [textA, textB] = await Promise.all([a.done, b.done]);
    expect(textA).toBe(expected("two readers please"));
    expect(textB).toBe(textA);
    expect((await messageOf(owner, ids.conversation_id, id)).content).toBe(textA);
  });

  it("gives a reader who joins mid-reply (a reload, a second tab) the text from its first character", async () => {
    const ids = await send(owner, { message: "join me later", model_id: model });
    const id = ids.assistant_message_id ?? 0;
    const first = openStream(port, owner, id);
    await first.waitFor(120);
    first.close(); // the page reloads
    const stillStreaming = await messageOf(owner, ids.conversation_id, id);
    expect(stillStreaming.status).toBe("streaming");
    expect(stillStreaming.content.length).toBeGreaterThan(0);
    const late = openStream(port, owner, id);
    const text = await late.done;
    expect(text).toBe(expected("join me later"));
    // After the reply settled, a reader gets the whole stored reply at once.
    expect(await streamText(owner, id)).toBe(text);
  });

  it("streams the stored content of a settled reply and of a user message", async () => {
    const ids = await send(owner, { message: "settle first", model_id: model });
    await t.app.generation.whenIdle();
    expect(await streamText(owner, ids.assistant_message_id ?? 0)).toBe(expected("settle first"));
    expect(await streamText(owner, ids.user_message_id)).toBe("settle first");
  });

  it("answers 404 for an unknown message and for another tenant's, and 400 for a bad body", async () => {
    const ids = await send(owner, { message: "acme only", model_id: model });
    const unknown = await owner.post("/api/v1/messages/stream/", { json: { message_id: 987654 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { message: "Message not found", code: "message_not_found" } });
    const foreign = await gina.post("/api/v1/messages/stream/", {
      json: { message_id: ids.assistant_message_id },
    });
    expect(foreign.statusCode).toBe(404);
    const stop = await gina.post(`/api/v1/messages/${ids.assistant_message_id}/stop/`);
    expect(stop.statusCode).toBe(404);
    const bad = await owner.post("/api/v1/messages/stream/", { json: { message_id: "x" } });
    expect(bad.statusCode).toBe(400);
    await t.app.generation.whenIdle();
    expect((await messageOf(owner, ids.conversation_id, ids.assistant_message_id ?? 0)).status).toBe(
      "complete",
    );
  });
});

describe("stop", () => {
  it("ends the generation on the server and keeps the partial reply; readers end with it", async () => {
    const ids = await send(owner, { message: "stop me midway", model_id: model });
    const id = ids.assistant_message_id ?? 0;
    const reader = openStream(port, owner, id);
    await reader.waitFor(60);
    const res = await owner.post(`/api/v1/messages/${id}/stop/`);
    expect(res.statusCode).toBe(200);
    const stopped = messageSchema.parse(res.json());
    expect(stopped).toMatchObject({ status: "stopped", streaming: false, error: null });
    const full = expected("stop me midway");
    expect(stopped.content.length).toBeGreaterThanOrEqual(60);
    expect(stopped.content.length).toBeLessThan(full.length);
    // Stopped while thinking: the open think tag is closed.
    expect(stopped.content).toMatch(/<\/think>$/);
    expect(full.startsWith(stopped.content.replace(/<\/think>$/, ""))).toBe(true);
    expect(await reader.done).toBe(stopped.content);
    // Nothing is written after the stop.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await messageOf(owner, ids.conversation_id, id)).content).toBe(stopped.content);
    // Stopping a settled reply changes nothing.
    const again = await owner.post(`/api/v1/messages/${id}/stop/`);
    expect(messageSchema.parse(again.json()).content).toBe(stopped.content);
  });

  it("marks the conversation read for a member who followed the reply to its end", async () => {
    const ids = await send(owner, { message: "read it", model_id: model });
    await streamText(owner, ids.assistant_message_id ?? 0);
    const list = await eventually(
      async () => (await owner.get("/api/v1/conversations/")).json(),
      (page: { results: { id: number; num_of_unread_messages: number }[] }) =>
        page.results.find((c) => c.id === ids.conversation_id)?.num_of_unread_messages === 0,
    );
    expect(list.results.length).toBeGreaterThan(0);
  });
});
