// Collaboration end to end over HTTP: enable (slug, link), join by link, leave and rejoin, disable
// revoking every collaborator at once (with their realtime event), the owner-only rules of
// docs/product/collaboration.md § Roles and permissions, CSA conversations, another workspace refused, and
// the feature flag.
import { conversationSchema } from "@parley/shared-contracts/api/conversations";
import type { RealtimeEvent } from "@parley/shared-contracts/api/realtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberTopic } from "../../../src/modules/realtime/notifier.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { accountId, offlineModelId, send, signedInMember, streamText } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let acme: number;
let owner: Client;
let ownerId: number;
let bob: Client;
let bobId: number;
let carol: Client;
let carolId: number;
let gina: Client;
let model: string;
/** Realtime events each acme member received, by member id. */
const inbox = new Map<number, RealtimeEvent[]>();

async function listenAs(memberId: number): Promise<void> {
  inbox.set(memberId, []);
  await t.app.pubsub.subscribe(memberTopic(acme, memberId), (envelope) => {
    const value = envelope as { kind: string; event?: RealtimeEvent };
    if (value.kind === "event" && value.event) inbox.get(memberId)?.push(value.event);
  });
}

function eventsOf(memberId: number, type: RealtimeEvent["type"]): RealtimeEvent[] {
  return (inbox.get(memberId) ?? []).filter((event) => event.type === type);
}

const post = (client: Client, path: string, json: unknown) =>
  client.post(`/api/v1/collaboration/${path}/`, { json });

async function newConversation(client: Client, text: string): Promise<number> {
  const ids = await send(client, { message: text, non_ai: "true" });
  return ids.conversation_id;
}

async function enable(conversationId: number): Promise<string> {
  const res = await post(owner, "enable", { conversation_id: conversationId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { collaboration_slug: string } }>().data.collaboration_slug;
}

async function join(client: Client, slug: string) {
  return post(client, "join", { conversation_slug: slug });
}

beforeAll(async () => {
  t = await createTestApp({
    env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "0", PARLEY_SESSION_CACHE_MS: "0" },
  });
  acme = await accountId(t.database.db, "acme");
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  ownerId = (await owner.get("/api/v1/members/detail")).json().id as number;
  ({ client: bob, memberId: bobId } = await signedInMember(t.app, t.database.db, "bob@acme.test"));
  ({ client: carol, memberId: carolId } = await signedInMember(t.app, t.database.db, "carol@acme.test"));
  gina = createClient(t.app, GLOBEX.host);
  await gina.login(GLOBEX.email, GLOBEX.password);
  model = String(await offlineModelId(t.database.db));
  for (const id of [ownerId, bobId, carolId]) await listenAs(id);
});
afterAll(() => t.close());

describe("enable and join", () => {
  let conversationId: number;
  let slug: string;
  beforeAll(async () => {
    conversationId = await newConversation(owner, "Quarterly plan");
    slug = await enable(conversationId);
  });

  it("gives the owner an unguessable slug and link, kept when enabled again", async () => {
    expect(slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = await post(owner, "enable", { conversation_id: conversationId });
    expect(again.json()).toEqual({
      data: {
        collaboration_slug: slug,
        conversation_id: conversationId,
        access_link: `http://acme.localhost/conversation/${slug}`,
      },
    });
    const detail = conversationSchema.parse(
      (await owner.get(`/api/v1/conversations/${conversationId}/`)).json(),
    );
    expect(detail).toMatchObject({ is_collaborative: true, collaboration_slug: slug });
  });

  it("lets a member of the workspace join by the slug, and tells the others", async () => {
    expect((await bob.get(`/api/v1/conversations/${conversationId}/`)).statusCode).toBe(404);
    const res = await join(bob, slug);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { conversation_id: conversationId } });
    const detail = conversationSchema.parse(
      (await bob.get(`/api/v1/conversations/${conversationId}/`)).json(),
    );
    expect(detail.requester_is_owner).toBe(false);
    expect(detail.participants.map((p) => p.id)).toEqual([ownerId, bobId]);
    // Everything before joining counts as read.
    expect(detail.num_of_unread_messages).toBe(0);
    expect(eventsOf(ownerId, "user_joined_conversation")).toContainEqual({
      type: "user_joined_conversation",
      conversation_id: conversationId,
      user: { id: bobId, name: "bob" },
    });
    expect(eventsOf(bobId, "user_joined_conversation")).toEqual([]);
    // Joining again (and the owner opening the link) just answers the id.
    expect((await join(bob, slug)).json()).toEqual({ data: { conversation_id: conversationId } });
    expect((await join(owner, slug)).json()).toEqual({ data: { conversation_id: conversationId } });
  });

  it("refuses unknown slugs, bad bodies and members of another workspace", async () => {
    expect((await join(carol, "no-such-slug")).statusCode).toBe(404);
    expect((await join(carol, "no-such-slug")).json().error.message).toBe(
      "Conversation does not exist or you do not have access to it!",
    );
    expect((await post(carol, "join", {})).statusCode).toBe(400);
    expect((await post(owner, "enable", { conversation_id: "abc" })).statusCode).toBe(400);
    // Gina's session belongs to globex: on her own host the slug names nothing…
    const there = await join(gina, slug);
    expect(there.statusCode).toBe(404);
    // …and presented on acme's host her session is refused.
    const cross = await t.app.inject({
      method: "POST",
      url: "/api/v1/collaboration/join/",
      headers: {
        host: ACME.host,
        cookie: gina.cookieHeader(),
        "x-csrf-token": gina.jar.get("parley_csrf") ?? "",
        "content-type": "application/json",
      },
      payload: JSON.stringify({ conversation_slug: slug }),
    });
    expect([401, 403]).toContain(cross.statusCode);
    expect((await gina.get(`/api/v1/conversations/${conversationId}/`)).statusCode).toBe(404);
  });

  it("keeps owner-only actions from collaborators", async () => {
    const ownerMessage = await owner.get(`/api/v1/conversations/${conversationId}/messages/`);
    const firstId = ownerMessage.json<{ results: { id: number }[] }>().results[0]?.id;
    expect((await post(bob, "enable", { conversation_id: conversationId })).statusCode).toBe(403);
    expect((await post(bob, "disable", { conversation_id: conversationId })).statusCode).toBe(403);
    expect(
      (await bob.patch(`/api/v1/conversations/${conversationId}/`, { json: { name: "Mine now" } }))
        .statusCode,
    ).toBe(403);
    expect((await bob.delete(`/api/v1/conversations/${conversationId}/`)).statusCode).toBe(403);
    expect((await bob.delete(`/api/v1/messages/${firstId}/`)).statusCode).toBe(403);
    expect((await bob.patch(`/api/v1/messages/${firstId}/`, { json: { content: "x" } })).statusCode).toBe(
      403,
    );
    // Their own message is theirs to edit and delete; the owner may change it too.
    const own = await send(bob, {
      message: "Bob's note",
      non_ai: "true",
      conversation_id: String(conversationId),
    });
    expect(
      (await bob.patch(`/api/v1/messages/${own.user_message_id}/`, { json: { content: "Bob's note!" } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await owner.patch(`/api/v1/messages/${own.user_message_id}/`, {
          json: { content: "Edited by owner" },
        })
      ).statusCode,
    ).toBe(200);
    expect((await bob.delete(`/api/v1/messages/${own.user_message_id}/`)).statusCode).toBe(200);
  });

  it("lets a collaborator edit the reply to their own message, not the owner's", async () => {
    const asked = await send(bob, {
      message: "Bob asks the AI",
      model_id: model,
      conversation_id: String(conversationId),
    });
    await streamText(bob, asked.assistant_message_id ?? 0);
    const ownReply = await bob.patch(`/api/v1/messages/${asked.assistant_message_id}/`, {
      json: { content: "fixed" },
    });
    expect(ownReply.statusCode).toBe(200);
    const ownerAsked = await send(owner, {
      message: "Owner asks",
      model_id: model,
      conversation_id: String(conversationId),
    });
    await streamText(owner, ownerAsked.assistant_message_id ?? 0);
    expect(
      (await bob.patch(`/api/v1/messages/${ownerAsked.assistant_message_id}/`, { json: { content: "no" } }))
        .statusCode,
    ).toBe(403);
  });
});

describe("unread counts and mentions", () => {
  let conversationId: number;
  beforeAll(async () => {
    conversationId = await newConversation(owner, "Launch checklist");
    const slug = await enable(conversationId);
    await join(bob, slug);
    await join(carol, slug);
    for (const id of [ownerId, bobId, carolId]) inbox.set(id, []);
  });

  it("tells the participants who are away, with a mention flag for the one mentioned", async () => {
    await send(bob, {
      message: "@Ada Owner can you check this?",
      non_ai: "true",
      conversation_id: String(conversationId),
    });
    expect(eventsOf(ownerId, "unread_count_update")).toEqual([
      {
        type: "unread_count_update",
        conversation_id: conversationId,
        unread_count: 1,
        has_unread_mentions: true,
      },
    ]);
    expect(eventsOf(carolId, "unread_count_update")).toEqual([
      {
        type: "unread_count_update",
        conversation_id: conversationId,
        unread_count: 1,
        has_unread_mentions: false,
      },
    ]);
    expect(eventsOf(bobId, "unread_count_update")).toEqual([]);

    // An AI send adds the reply too.
    const asked = await send(carol, {
      message: "and a summary please",
      model_id: model,
      conversation_id: String(conversationId),
    });
    await streamText(carol, asked.assistant_message_id ?? 0);
    expect(eventsOf(ownerId, "unread_count_update").at(-1)).toEqual({
      type: "unread_count_update",
      conversation_id: conversationId,
      unread_count: 2,
      has_unread_mentions: true,
    });
  });

  it("flags whom the chat box's mention picker named (mentioned_user_ids); non-participants are ignored", async () => {
    const id = await newConversation(owner, "Picker mentions");
    const slug = await enable(id);
    await join(bob, slug);
    await join(carol, slug);
    const ginaId = (await gina.get("/api/v1/members/detail")).json().id as number;
    for (const member of [ownerId, bobId, carolId]) inbox.set(member, []);
    const res = await bob.post("/api/v1/messages/send/", {
      json: {
        message: "A note for the team",
        non_ai: "true",
        conversation_id: id,
        // Carol (a participant), a globex member and an id that is nobody.
        mentioned_user_ids: [carolId, ginaId, 987654],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const flags = (member: number) =>
      eventsOf(member, "unread_count_update").map(
        (e) => e.type === "unread_count_update" && e.has_unread_mentions,
      );
    expect(flags(carolId)).toEqual([true]);
    expect(flags(ownerId)).toEqual([false]);
    const stored = await t.database.db.query<{ member_id: number }>(
      "SELECT member_id FROM message_mentions WHERE conversation_id = $1",
      [id],
    );
    expect(stored.map((r) => r.member_id)).toEqual([carolId]);
  });

  it("counts unread messages and mentions in the sidebar from the database until read", async () => {
    const row = async (client: Client) => {
      const list = (await client.get("/api/v1/conversations/")).json<{
        results: { id: number; num_of_unread_messages: number; has_unread_mentions: boolean }[];
      }>();
      return list.results.find((r) => r.id === conversationId);
    };
    expect(await row(owner)).toMatchObject({ num_of_unread_messages: 3, has_unread_mentions: true });
    expect(await row(bob)).toMatchObject({ num_of_unread_messages: 2, has_unread_mentions: false });
    // Reading the latest page marks the conversation read, and the owner's sidebars reset it.
    inbox.set(ownerId, []);
    await owner.get(`/api/v1/conversations/${conversationId}/messages/`);
    expect(eventsOf(ownerId, "unread_count_update")).toEqual([
      {
        type: "unread_count_update",
        conversation_id: conversationId,
        unread_count: -1,
        has_unread_mentions: false,
      },
    ]);
    // Nothing left unread: reading again announces nothing.
    await owner.get(`/api/v1/conversations/${conversationId}/messages/`);
    expect(eventsOf(ownerId, "unread_count_update")).toHaveLength(1);
    expect(await row(owner)).toMatchObject({ num_of_unread_messages: 0, has_unread_mentions: false });
    const detail = conversationSchema.parse(
      (await owner.get(`/api/v1/conversations/${conversationId}/`)).json(),
    );
    expect(detail.has_unread_mentions).toBe(false);
  });

  it("does not take an e-mail address or a longer name for a mention", async () => {
    inbox.set(ownerId, []);
    await send(bob, {
      message: "mail ada@Ada Owner.test or @Ada Ownerx",
      non_ai: "true",
      conversation_id: String(conversationId),
    });
    expect(eventsOf(ownerId, "unread_count_update")).toEqual([
      {
        type: "unread_count_update",
        conversation_id: conversationId,
        unread_count: 1,
        has_unread_mentions: false,
      },
    ]);
  });
});

describe("leave, rejoin and disable", () => {
  let conversationId: number;
  let slug: string;
  beforeAll(async () => {
    conversationId = await newConversation(owner, "Hiring");
    slug = await enable(conversationId);
    await join(bob, slug);
    await join(carol, slug);
    for (const id of [ownerId, bobId, carolId]) inbox.set(id, []);
  });

  it("lets a collaborator leave and rejoin by the link; the owner cannot leave", async () => {
    const left = await post(bob, "leave", { conversation_id: conversationId });
    expect(left.statusCode, left.body).toBe(200);
    expect((await bob.get(`/api/v1/conversations/${conversationId}/`)).statusCode).toBe(404);
    expect(eventsOf(ownerId, "user_leaved_conversation")).toEqual([
      { type: "user_leaved_conversation", conversation_id: conversationId, user: { id: bobId, name: "bob" } },
    ]);
    expect((await post(bob, "leave", { conversation_id: conversationId })).statusCode).toBe(404);
    expect((await join(bob, slug)).statusCode).toBe(200);
    expect((await bob.get(`/api/v1/conversations/${conversationId}/`)).statusCode).toBe(200);
    const ownerLeaves = await post(owner, "leave", { conversation_id: conversationId });
    expect(ownerLeaves.statusCode).toBe(400);
    expect(ownerLeaves.json().error.code).toBe("owner_cannot_leave");
  });

  it("refuses leaving a CSA conversation", async () => {
    await t.database.db.query("UPDATE conversations SET is_csa = true WHERE account_id = $1 AND id = $2", [
      acme,
      conversationId,
    ]);
    const res = await post(carol, "leave", { conversation_id: conversationId });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("csa_leave_refused");
    await t.database.db.query("UPDATE conversations SET is_csa = false WHERE account_id = $1 AND id = $2", [
      acme,
      conversationId,
    ]);
  });

  it("revokes every collaborator at once when the owner disables it, and kills the link", async () => {
    const res = await post(owner, "disable", { conversation_id: conversationId });
    expect(res.statusCode, res.body).toBe(200);
    for (const id of [bobId, carolId]) {
      expect(eventsOf(id, "collaboration_disabled")).toEqual([
        { type: "collaboration_disabled", conversation_id: conversationId },
      ]);
    }
    expect(eventsOf(ownerId, "collaboration_disabled")).toEqual([]);
    expect((await bob.get(`/api/v1/conversations/${conversationId}/`)).statusCode).toBe(404);
    expect((await carol.get(`/api/v1/conversations/${conversationId}/messages/`)).statusCode).toBe(404);
    expect((await join(bob, slug)).statusCode).toBe(404);
    const detail = conversationSchema.parse(
      (await owner.get(`/api/v1/conversations/${conversationId}/`)).json(),
    );
    expect(detail).toMatchObject({ is_collaborative: false, collaboration_slug: null });
    expect(detail.participants.map((p) => p.id)).toEqual([ownerId]);
    // Enabled again: a new link.
    const fresh = await enable(conversationId);
    expect(fresh).not.toBe(slug);
  });
});

describe("the feature flag", () => {
  it("is on by default in the profile, and off refuses starting or joining", async () => {
    const profile = (await owner.get("/api/v1/members/detail")).json<{
      account: { feature_flags?: Record<string, boolean> };
    }>();
    expect(profile.account.feature_flags?.collaboration).toBe(true);
    const open = await newConversation(owner, "Open before the flag");
    const slug = await enable(open);
    const closed = await newConversation(owner, "Flag test");
    await t.database.db.query(
      `UPDATE accounts SET feature_flags = '{"collaboration": false}'::jsonb WHERE id = $1`,
      [acme],
    );
    t.app.tenants.invalidate();
    try {
      const res = await post(owner, "enable", { conversation_id: closed });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("feature_disabled");
      expect((await join(carol, slug)).statusCode).toBe(403);
      const off = (await owner.get("/api/v1/members/detail")).json<{
        account: { feature_flags?: Record<string, boolean> };
      }>();
      expect(off.account.feature_flags?.collaboration).toBe(false);
    } finally {
      await t.database.db.query("UPDATE accounts SET feature_flags = '{}'::jsonb WHERE id = $1", [acme]);
      t.app.tenants.invalidate();
    }
  });
});
