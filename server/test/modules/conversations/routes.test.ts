// /api/v1/conversations/…: the member's list (only theirs, paged, sorted, searched over titles and
// messages), details, rename and delete (owner only), slug, message pages, export with its limit.
import { conversationPageSchema, conversationSchema } from "@parley/shared-contracts/api/conversations";
import { messagePageSchema } from "@parley/shared-contracts/api/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addParticipant, setCollaborationSlug } from "../../../src/modules/conversations/repository.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { accountId, offlineModelId, send, signedInMember, streamText } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let bob: Client;
let bobId: number;
let gina: Client;
let acme: number;
let model: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "0", PARLEY_EXPORT_MAX: "3" } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  ({ client: bob, memberId: bobId } = await signedInMember(t.app, t.database.db, "bob@acme.test"));
  gina = createClient(t.app, GLOBEX.host);
  await gina.login(GLOBEX.email, GLOBEX.password);
  acme = await accountId(t.database.db, "acme");
  model = String(await offlineModelId(t.database.db));
});
afterAll(() => t.close());

const list = async (client: Client, query = "") => {
  const res = await client.get(`/api/v1/conversations/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return conversationPageSchema.parse(res.json());
};

describe("conversation list", () => {
  const names: string[] = [];
  beforeAll(async () => {
    for (const name of ["Alpha notes", "bravo ideas", "Charlie plan"]) {
      await send(owner, { message: name, non_ai: "true" });
      names.push(name);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await send(bob, { message: "Bob's private thread", non_ai: "true" });
  });

  it("lists only the member's conversations, newest first by default, with paging", async () => {
    const page = await list(owner, "?page_size=2");
    expect(page.count).toBe(3);
    expect(page.next).toBe(2);
    expect(page.results.map((c) => c.name)).toEqual(["Charlie plan", "bravo ideas"]);
    expect(page.results[0]).toMatchObject({
      requester_is_owner: true,
      num_of_unread_messages: 0,
      has_unread_mentions: false,
    });
    const second = await list(owner, "?page_size=2&page=2");
    expect(second).toMatchObject({ count: 3, next: null });
    expect(second.results.map((c) => c.name)).toEqual(["Alpha notes"]);
    const beyond = await list(owner, "?page_size=2&page=5");
    expect(beyond).toEqual({ count: 3, next: null, results: [] });
    expect((await list(bob)).results.map((c) => c.name)).toEqual(["Bob's private thread"]);
    expect((await list(gina)).count).toBe(0);
  });

  it("sorts by name (case-insensitive), created and modified, both directions", async () => {
    expect((await list(owner, "?ordering=name")).results.map((c) => c.name)).toEqual([
      "Alpha notes",
      "bravo ideas",
      "Charlie plan",
    ]);
    expect((await list(owner, "?ordering=-name")).results.map((c) => c.name)).toEqual([
      "Charlie plan",
      "bravo ideas",
      "Alpha notes",
    ]);
    expect((await list(owner, "?ordering=created")).results.map((c) => c.name)).toEqual(names);
    // size, duration and similarity are orderings too (list-orderings.test.ts); this is none.
    const bad = await owner.get("/api/v1/conversations/?ordering=colour");
    expect(bad.statusCode).toBe(400);
  });

  it("searches titles and message text (every word, last one as a prefix) with an excerpt", async () => {
    const ids = await send(owner, {
      message: "Please help with the following task today: summarise the Kubernetes migration runbook",
      model_id: model,
    });
    await streamText(owner, ids.assistant_message_id ?? 0);
    await send(owner, {
      message: "Unrelated follow-up about lunch",
      non_ai: "true",
      conversation_id: String(ids.conversation_id),
    });
    const byMessage = await list(owner, "?search=kubernetes%20runb");
    expect(byMessage.count).toBe(1);
    expect(byMessage.results[0]?.id).toBe(ids.conversation_id);
    expect(byMessage.results[0]?.search_excerpt).toContain("Kubernetes migration runbook");
    // The reply's text is searched too (the offline model's table says "Characters").
    expect((await list(owner, "?search=characters")).results.map((c) => c.id)).toEqual([ids.conversation_id]);
    const byTitle = await list(owner, "?search=BRAVO");
    expect(byTitle.results.map((c) => [c.name, c.search_excerpt])).toEqual([["bravo ideas", "title"]]);
    expect((await list(owner, "?search=brav")).count).toBe(1);
    expect((await list(owner, "?search=kubernetes%20nonexistentword")).count).toBe(0);
    // Other members' and other tenants' messages never match.
    expect((await list(bob, "?search=kubernetes")).count).toBe(0);
    expect((await list(owner, "?search=private")).count).toBe(0);
    expect((await list(gina, "?search=kubernetes")).count).toBe(0);
    // Punctuation-only searches list everything.
    expect((await list(owner, "?search=%21%21")).count).toBe(4);
  });
});

describe("one conversation", () => {
  it("shows details to participants and 404 to everyone else (other members, other tenants)", async () => {
    const ids = await send(owner, { message: "Shared thread", non_ai: "true" });
    await addParticipant(t.database.db, acme, ids.conversation_id, bobId);
    const asOwner = conversationSchema.parse(
      (await owner.get(`/api/v1/conversations/${ids.conversation_id}/`)).json(),
    );
    expect(asOwner).toMatchObject({
      name: "Shared thread",
      requester_is_owner: true,
      view_settings: {
        userMarkdownView: true,
        userLatexView: false,
        assistantMarkdownView: true,
        assistantLatexView: false,
      },
      conversation_total_usage_cost: "0.00",
      dlp_preference: null,
    });
    expect(asOwner.participants.map((p) => p.email)).toEqual(["owner@acme.test", "bob@acme.test"]);
    const asBob = conversationSchema.parse(
      (await bob.get(`/api/v1/conversations/${ids.conversation_id}/`)).json(),
    );
    expect(asBob.requester_is_owner).toBe(false);
    expect(asBob.num_of_unread_messages).toBe(1);
    const other = await signedInMember(t.app, t.database.db, "carol@acme.test");
    for (const [client, url] of [
      [other.client, `/api/v1/conversations/${ids.conversation_id}/`],
      [gina, `/api/v1/conversations/${ids.conversation_id}/`],
      [gina, `/api/v1/conversations/${ids.conversation_id}/messages/`],
      [gina, `/api/v1/conversations/${ids.conversation_id}/export/`],
      [owner, "/api/v1/conversations/999999/"],
      [owner, "/api/v1/conversations/abc/"],
    ] as const) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe("Conversation does not exist or you do not have access to it!");
    }
    expect(
      (await gina.patch(`/api/v1/conversations/${ids.conversation_id}/`, { json: { name: "x" } })).statusCode,
    ).toBe(404);
    expect((await gina.delete(`/api/v1/conversations/${ids.conversation_id}/`)).statusCode).toBe(404);
  });

  it("lets only the owner rename ('Name must not be empty') or delete; participants change view settings", async () => {
    const ids = await send(owner, { message: "Rename me", non_ai: "true" });
    await addParticipant(t.database.db, acme, ids.conversation_id, bobId);
    const url = `/api/v1/conversations/${ids.conversation_id}/`;
    const empty = await owner.patch(url, { json: { name: "   " } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ message: "Name must not be empty", code: "validation_error" });
    expect((await bob.patch(url, { json: { name: "Bob's name" } })).statusCode).toBe(403);
    const renamed = await owner.patch(url, { json: { name: "  Renamed  " } });
    expect(conversationSchema.parse(renamed.json()).name).toBe("Renamed");
    const settings = await bob.patch(url, {
      json: { view_settings: { userLatexView: true }, cost_warning_dismissed: true },
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({
      view_settings: { userLatexView: true, userMarkdownView: true },
      cost_warning_dismissed: true,
    });
    expect((await owner.patch(url, { json: { unknown: 1 } })).statusCode).toBe(400);
    expect((await bob.delete(url)).statusCode).toBe(403);
    expect((await owner.delete(url)).statusCode).toBe(204);
    expect((await owner.get(url)).statusCode).toBe(404);
    expect((await bob.get(url)).statusCode).toBe(404);
  });

  it("refuses a bad update through its route schema (400, fields), changing nothing; unknown stays 404", async () => {
    const ids = await send(owner, { message: "Keep me", non_ai: "true" });
    const url = `/api/v1/conversations/${ids.conversation_id}/`;
    const bad = await owner.patch(url, {
      json: { dlp_preference: "sometimes", cost_warning_dismissed: "yes", extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      message: "Invalid conversation update",
      code: "validation_error",
    });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      "cost_warning_dismissed",
      "dlp_preference",
      "extra",
    ]);
    expect(bad.json().error.fields.extra).toEqual(["unknown_field"]);
    const long = await owner.patch(url, { json: { name: "x".repeat(201), cost_warning_dismissed: true } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.name).toHaveLength(1);
    expect(long.json().error.message).toBe(long.json().error.fields.name[0]);
    const after = conversationSchema.parse((await owner.get(url)).json());
    expect(after).toMatchObject({ name: "Keep me", cost_warning_dismissed: false });
    // Someone else's conversation: 404 whatever the body, nothing learnt of its rules.
    expect((await gina.patch(url, { json: { name: "" } })).statusCode).toBe(404);
    expect((await owner.patch("/api/v1/conversations/999999/", { json: { extra: 1 } })).statusCode).toBe(404);
  });

  it("resolves a collaboration slug for participants and open collaborations only", async () => {
    const ids = await send(owner, { message: "Slugged", non_ai: "true" });
    await setCollaborationSlug(t.database.db, acme, ids.conversation_id, "abc123", false);
    expect((await owner.get("/api/v1/conversations/slug/abc123/")).json()).toEqual({
      data: { id: ids.conversation_id },
    });
    const closed = await bob.get("/api/v1/conversations/slug/abc123/");
    expect(closed.statusCode).toBe(404);
    expect(closed.json().error.message).toBe("Conversation does not exist or you do not have access to it!");
    await setCollaborationSlug(t.database.db, acme, ids.conversation_id, "abc123", true);
    expect((await bob.get("/api/v1/conversations/slug/abc123/")).json()).toEqual({
      data: { id: ids.conversation_id },
    });
    expect((await gina.get("/api/v1/conversations/slug/abc123/")).statusCode).toBe(404);
    expect((await owner.get("/api/v1/conversations/slug/nope/")).statusCode).toBe(404);
  });
});

describe("messages of a conversation", () => {
  it("pages backwards from the newest (default 10), oldest first within a page", async () => {
    const first = await send(owner, { message: "message 1", non_ai: "true" });
    const cid = first.conversation_id;
    for (let i = 2; i <= 23; i++)
      await send(owner, { message: `message ${i}`, non_ai: "true", conversation_id: String(cid) });
    const page = messagePageSchema.parse((await owner.get(`/api/v1/conversations/${cid}/messages/`)).json());
    expect(page.has_more).toBe(true);
    expect(page.results.map((m) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${i + 14}`),
    );
    const older = messagePageSchema.parse(
      (
        await owner.get(`/api/v1/conversations/${cid}/messages/?before=${page.results[0]?.id}&limit=10`)
      ).json(),
    );
    expect(older.results.map((m) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${i + 4}`),
    );
    const oldest = messagePageSchema.parse(
      (await owner.get(`/api/v1/conversations/${cid}/messages/?before=${older.results[0]?.id}`)).json(),
    );
    expect(oldest).toMatchObject({ has_more: false });
    expect(oldest.results.map((m) => m.content)).toEqual(["message 1", "message 2", "message 3"]);
    expect((await owner.get(`/api/v1/conversations/${cid}/messages/?limit=0`)).statusCode).toBe(400);
  });
});

describe("export", () => {
  it("downloads the conversation as a markdown attachment, then answers 429 past the limit", async () => {
    const ids = await send(owner, { message: "Export *this*", model_id: model });
    await streamText(owner, ids.assistant_message_id ?? 0);
    const url = `/api/v1/conversations/${ids.conversation_id}/export/?format=markdown`;
    const res = await owner.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Export this.md"; filename*=UTF-8''Export%20this.md`,
    );
    expect(res.body).toMatch(/^# Export \*this\*\n/);
    expect(res.body).toContain("**Ada Owner** · ");
    expect(res.body).toContain("\n\nExport *this*\n");
    expect(res.body).toContain("**Offline demo** · ");
    expect(res.body).toContain("## Echo");
    expect(res.body).not.toContain("<think>");
    expect((await owner.get(url)).statusCode).toBe(200);
    expect((await owner.get(url)).statusCode).toBe(200);
    const limited = await owner.get(url);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(limited.json()).toEqual({
      error: { message: "Download limit reached. Please try again later.", code: "rate_limited" },
    });
    const copy = await owner.get(`${url}&purpose=copy`);
    expect(copy.json().error.message).toBe("Copy limit reached. Please try again later.");
    // Per member: another member is not limited by Ada's exports.
    const bobs = await send(bob, { message: "bob export", non_ai: "true" });
    expect((await bob.get(`/api/v1/conversations/${bobs.conversation_id}/export/`)).statusCode).toBe(200);
  });
});
