// The two ways a search finds its conversations (the GIN index for few matches, a per-conversation
// check for many) give the same page, count and excerpt source, whichever the estimate picks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addParticipant,
  estimateMessageMatches,
  insertConversation,
  listConversationsForMember,
} from "../../../src/modules/conversations/repository.ts";
import type { ListOptions } from "../../../src/modules/conversations/repository.ts";
import { parseSearch } from "../../../src/modules/conversations/search.ts";
import { createMember } from "../../../src/modules/members/service.ts";
import { insertMessage } from "../../../src/modules/messages/repository.ts";
import { accountId } from "../../helpers/conversations.ts";
import { createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let acme: number;
let me: number;
let other: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  acme = await accountId(db, "acme");
  me = (await createMember(db, acme, { email: "me@acme.test", name: "Me", password: "password-12345" }))
    .member.id;
  other = (await createMember(db, acme, { email: "o@acme.test", name: "O", password: "password-12345" }))
    .member.id;
  const words = ["apple", "banana", "cherry", "damson", "elder"];
  for (let i = 0; i < 30; i++) {
    const owner = i % 3 === 0 ? other : me;
    const conversation = await insertConversation(db, acme, owner, `Topic ${words[i % 5]} ${i}`);
    if (i % 6 === 0) await addParticipant(db, acme, conversation, me); // shared with me
    for (let j = 0; j < 4; j++) {
      await insertMessage(db, acme, {
        conversationId: conversation,
        type: j % 2 === 0 ? "user" : "assistant",
        senderId: owner,
        content: `Message ${j} about ${words[(i + j) % 5]} and common things, number ${i * 10 + j}`,
        status: "complete",
        nonAi: false,
        modelId: null,
        modelDisplayName: null,
        parameters: {},
      });
    }
  }
  await db.exec("ANALYZE");
});
afterAll(() => t.close());

async function both(search: string, extra: Partial<ListOptions> = {}) {
  const options: ListOptions = {
    order: "modified",
    descending: true,
    limit: 7,
    offset: 0,
    tsquery: parseSearch(search)?.tsquery,
    ...extra,
  };
  const index = await listConversationsForMember(t.database.db, acme, me, {
    ...options,
    selectiveMatches: 1e9,
  });
  const perConversation = await listConversationsForMember(t.database.db, acme, me, {
    ...options,
    selectiveMatches: -1,
  });
  return { index, perConversation };
}

describe("search paths", () => {
  it("agree on rows, totals, title matches and excerpts for rare, common, prefix and title-only searches", async () => {
    for (const search of ["damson", "common things", "cher", "Topic elder", "number 57", "nothing-here"]) {
      const { index, perConversation } = await both(search);
      expect(perConversation, search).toEqual(index);
    }
    const common = await both("common");
    // 20 of my own conversations plus 5 shared with me; never the other member's.
    expect(common.index[0]?.total).toBe(25);
    const paged = await both("common", { offset: 21 });
    expect(paged.perConversation.map((r) => r.id)).toEqual(paged.index.map((r) => r.id));
    expect(paged.index).toHaveLength(4);
  });

  it("estimates matches from statistics without reading rows", async () => {
    const estimate = await estimateMessageMatches(t.database.db, acme, "common");
    expect(estimate).toBeGreaterThan(0);
  });
});
