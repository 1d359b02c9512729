import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "../../helpers/client.ts";
import { createClient } from "../../helpers/client.ts";
import { sweepStaleReplies } from "../../../src/plugins/generation.ts";
import { findMemberByEmail } from "../../../src/modules/members/repository.ts";
import { insertMessage } from "../../../src/modules/messages/repository.ts";
import { accountId, offlineModelId, send, signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { connect, listen } from "./ws-client.ts";
import type { TestSocket } from "./ws-client.ts";

let t: TestApp;
let port: number;
let owner: Client;
let colleague: { client: Client; memberId: number };
let globex: Client;
const open: TestSocket[] = [];

async function socketOf(client: Client, host = "acme.localhost"): Promise<TestSocket> {
  const socket = await connect({ port, host, cookie: client.cookieHeader() });
  open.push(socket);
  return socket;
}

beforeAll(async () => {
  // Offline replies instantly; sessions re-checked often so revocation tests stay short.
  t = await createTestApp({
    env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "0", PARLEY_REALTIME_SESSION_CHECK_MS: "200" },
  });
  port = await listen(t.app);
  owner = createClient(t.app, ACME.host);
  expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
  colleague = await signedInMember(t.app, t.database.db, "colleague@acme.test");
  globex = createClient(t.app, GLOBEX.host);
  expect((await globex.login(GLOBEX.email, GLOBEX.password)).statusCode).toBe(200);
});

afterAll(async () => {
  for (const socket of open) socket.ws.terminate();
  await t.close();
});

describe("handshake", () => {
  it("refuses a socket without the session cookie", async () => {
    await expect(connect({ port, host: "acme.localhost" })).rejects.toThrow(/401/);
  });

  it("refuses another site's Origin and a missing one", async () => {
    const cookie = owner.cookieHeader();
    await expect(
      connect({ port, host: "acme.localhost", cookie, origin: "http://evil.test" }),
    ).rejects.toThrow(/403/);
    await expect(
      connect({ port, host: "acme.localhost", cookie, origin: `http://globex.localhost:${port}` }),
    ).rejects.toThrow(/403/);
    await expect(connect({ port, host: "acme.localhost", cookie, origin: null })).rejects.toThrow(/403/);
  });

  it("refuses a session of another workspace, and an unknown workspace", async () => {
    await expect(connect({ port, host: "acme.localhost", cookie: globex.cookieHeader() })).rejects.toThrow(
      /401/,
    );
    await expect(connect({ port, host: "globex.localhost", cookie: owner.cookieHeader() })).rejects.toThrow(
      /401/,
    );
    await expect(connect({ port, host: "nowhere.localhost", cookie: owner.cookieHeader() })).rejects.toThrow(
      /404/,
    );
  });

  it("answers the heartbeat", async () => {
    const socket = await socketOf(owner);
    socket.send({ type: "ping" });
    await socket.next((f) => f.type === "pong");
    socket.send({ type: "nonsense" });
    socket.send("not json");
    socket.send({ type: "ping" });
    await expect.poll(() => socket.frames.filter((f) => f.type === "pong").length).toBe(2);
  });
});

describe("conversation events", () => {
  it("delivers new messages to the sender's other tabs and to participants only", async () => {
    const ownerTab = await socketOf(owner);
    const colleagueTab = await socketOf(colleague.client);
    const globexTab = await socketOf(globex, "globex.localhost");
    const sent = await send(owner, { message: "hello there", non_ai: "true" });
    const event = await ownerTab.next((f) => f.type === "new_messages");
    expect(event).toMatchObject({
      conversation_id: sent.conversation_id,
      messages: [
        {
          id: sent.user_message_id,
          content: "hello there",
          type: "user",
          sender: { name: expect.any(String) },
        },
      ],
    });
    // Not a participant (yet): nothing.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(colleagueTab.frames.filter((f) => f.type === "new_messages")).toEqual([]);
    expect(globexTab.frames).toEqual([]);
  });

  it("announces a reply the stale-reply sweep settles (its generator is gone)", async () => {
    const tab = await socketOf(owner);
    const modelId = await offlineModelId(t.database.db);
    const sent = await send(owner, { message: "Orphan me", non_ai: "true" });
    await t.app.generation.whenIdle();
    const acme = await accountId(t.database.db, "acme");
    const ownerId = (await findMemberByEmail(t.database.db, acme, ACME.email))?.id ?? 0;
    // A reply left streaming by a process that died two minutes ago.
    const orphanId = await insertMessage(t.database.db, acme, {
      conversationId: sent.conversation_id,
      type: "assistant",
      senderId: ownerId,
      content: "",
      status: "streaming",
      nonAi: false,
      modelId,
      modelDisplayName: "Offline demo",
      parameters: {},
    });
    await t.database.db.query(
      "UPDATE messages SET heartbeat_at = now() - interval '120 seconds' WHERE id = $1",
      [orphanId],
    );
    expect(await sweepStaleReplies(t.app, 60_000)).toBe(1);
    const failed = await tab.next((f) => f.type === "streaming_failed" && f.message_id === orphanId);
    expect(failed.conversation_id).toBe(sent.conversation_id);
    const settled = await tab.next(
      (f) =>
        f.type === "new_messages" &&
        (f.messages as Array<{ id: number; status: string }>).some(
          (m) => m.id === orphanId && m.status === "failed",
        ),
    );
    expect(settled.conversation_id).toBe(sent.conversation_id);
  });

  it("streams a reply's lifecycle: created streaming, then settled; edits, regenerations and deletes", async () => {
    const tab = await socketOf(owner);
    const modelId = await offlineModelId(t.database.db);
    const sent = await send(owner, { message: "Explain", model_id: String(modelId) });
    const created = await tab.next(
      (f) => f.type === "new_messages" && (f.messages as unknown[]).length === 2,
    );
    expect((created.messages as Array<{ id: number }>).map((m) => m.id)).toEqual([
      sent.user_message_id,
      sent.assistant_message_id,
    ]);
    const settled = await tab.next(
      (f) =>
        f.type === "new_messages" &&
        (f.messages as Array<{ id: number; status: string }>).some(
          (m) => m.id === sent.assistant_message_id && m.status === "complete",
        ),
    );
    expect(settled.conversation_id).toBe(sent.conversation_id);
    await t.app.generation.whenIdle();

    const edit = await owner.patch(`/api/v1/messages/${sent.user_message_id}/`, {
      json: { content: "Edited" },
    });
    expect(edit.statusCode).toBe(200);
    const replaced = await tab.next((f) => f.type === "message_regenerated");
    expect(replaced).toMatchObject({ message: { id: sent.user_message_id, content: "Edited" } });

    const again = await owner.post("/api/v1/messages/send/", {
      multipart: {
        message: "",
        conversation_id: String(sent.conversation_id),
        regenerate_message_id: String(sent.assistant_message_id),
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    await tab.next(
      (f) =>
        f.type === "message_regenerated" && (f.message as { id: number }).id === sent.assistant_message_id,
    );
    await t.app.generation.whenIdle();

    const removed = await owner.delete(`/api/v1/messages/${sent.assistant_message_id}/`);
    expect(removed.statusCode).toBe(200);
    const deleted = await tab.next((f) => f.type === "messages_deleted");
    expect(deleted).toEqual({
      type: "messages_deleted",
      conversation_id: sent.conversation_id,
      message_ids: [sent.assistant_message_id],
    });
  });

  it("tells participants and records presence and read marks", async () => {
    const sent = await send(owner, { message: "shared", non_ai: "true" });
    const accountId = (await t.app.tenants.get("acme"))!.id;
    await t.database.db.query(
      `INSERT INTO conversation_participants (account_id, conversation_id, member_id) VALUES ($1, $2, $3)`,
      [accountId, sent.conversation_id, colleague.memberId],
    );
    const reads: unknown[] = [];
    const off = t.app.realtime.onConversationRead((read) => void reads.push(read));
    const ownerTab = await socketOf(owner);
    const colleagueTab = await socketOf(colleague.client);

    colleagueTab.send({ type: "user_opened_conversation", conversation_id: sent.conversation_id });
    await ownerTab.next((f) => f.type === "user_opened_conversation" && f.user_id === colleague.memberId);
    expect(await t.app.realtime.viewersOf(accountId, sent.conversation_id)).toEqual([colleague.memberId]);

    colleagueTab.send({ type: "user_read_conversation", conversation_id: sent.conversation_id });
    await ownerTab.next((f) => f.type === "user_read_conversation" && f.user_id === colleague.memberId);
    const [row] = await t.database.db.query<{ last_read_message_id: number }>(
      "SELECT last_read_message_id FROM conversation_participants WHERE conversation_id = $1 AND member_id = $2",
      [sent.conversation_id, colleague.memberId],
    );
    expect(row?.last_read_message_id).toBe(sent.user_message_id);
    expect(reads).toEqual([
      {
        accountId,
        memberId: colleague.memberId,
        conversationId: sent.conversation_id,
        messageId: sent.user_message_id,
      },
    ]);
    off();

    await send(owner, { message: "to you", non_ai: "true", conversation_id: String(sent.conversation_id) });
    await colleagueTab.next(
      (f) => f.type === "new_messages" && (f.messages as Array<{ content: string }>)[0]?.content === "to you",
    );

    colleagueTab.ws.close();
    await ownerTab.next((f) => f.type === "user_leaved_conversation");
    await expect.poll(() => t.app.realtime.viewersOf(accountId, sent.conversation_id)).toEqual([]);
  });

  it("ignores presence in a conversation the member does not belong to", async () => {
    const sent = await send(owner, { message: "private", non_ai: "true" });
    const accountId = (await t.app.tenants.get("acme"))!.id;
    const ownerTab = await socketOf(owner);
    const colleagueTab = await socketOf(colleague.client);
    colleagueTab.send({ type: "user_opened_conversation", conversation_id: sent.conversation_id });
    colleagueTab.send({ type: "user_read_conversation", conversation_id: sent.conversation_id });
    colleagueTab.send({ type: "ping" });
    await colleagueTab.next((f) => f.type === "pong");
    expect(await t.app.realtime.viewersOf(accountId, sent.conversation_id)).toEqual([]);
    expect(ownerTab.frames.filter((f) => f.conversation_id === sent.conversation_id)).toEqual([]);
  });
});

describe("session end", () => {
  it("closes the socket at logout", async () => {
    const member = await signedInMember(t.app, t.database.db, "leaver@acme.test");
    const socket = await socketOf(member.client);
    const other = await socketOf(owner);
    expect((await member.client.post("/api/v1/authentication/logout/", { json: {} })).statusCode).toBe(200);
    expect((await socket.closed).code).toBe(4401);
    expect(other.ws.readyState).toBe(other.ws.OPEN);
  });

  it("closes the socket when the session is revoked elsewhere or the member disabled", async () => {
    const member = await signedInMember(t.app, t.database.db, "revoked@acme.test");
    const socket = await socketOf(member.client);
    // As another instance or an ops command would: only the database knows.
    await t.database.db.query("UPDATE sessions SET revoked_at = now() WHERE member_id = $1", [
      member.memberId,
    ]);
    expect((await socket.closed).code).toBe(4401);

    const disabled = await signedInMember(t.app, t.database.db, "disabled@acme.test");
    const second = await socketOf(disabled.client);
    await t.database.db.query("UPDATE members SET disabled = true WHERE id = $1", [disabled.memberId]);
    expect((await second.closed).code).toBe(4401);
  });
});
