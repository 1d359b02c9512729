import { describe, expect, it } from "vitest";
import type { ConversationPage, ConversationSummary } from "@parley/shared-contracts/api/conversations";
import { aMessage } from "../../test/fixtures.ts";
import { flattenPages, singlePage } from "../chat/utils/message-cache.ts";
import { applyMessageEvent, applyUnreadUpdate, mergeMessages } from "./apply-realtime-event.ts";

const ids = (data: Parameters<typeof flattenPages>[0]) => flattenPages(data).map((m) => m.id);

describe("message events", () => {
  it("merges new messages by id: replaces cached ones, appends new ones in id order", () => {
    const data = singlePage([aMessage({ id: 1 }), aMessage({ id: 2, type: "assistant", streaming: true })]);
    const settled = aMessage({ id: 2, type: "assistant", streaming: false, content: "done" });
    const next = mergeMessages(data, [aMessage({ id: 4 }), settled, aMessage({ id: 3 })]);
    expect(ids(next)).toEqual([1, 2, 3, 4]);
    expect(flattenPages(next)[1]).toEqual(settled);
    // Idempotent: the same event twice changes nothing.
    expect(ids(mergeMessages(next, [aMessage({ id: 3 })]))).toEqual([1, 2, 3, 4]);
  });

  it("drops this tab's optimistic copy when the server's arrives, keeps an unrelated one last", () => {
    const data = singlePage([aMessage({ id: 1 }), aMessage({ id: -1, type: "user", content: "hello" })]);
    const next = mergeMessages(data, [aMessage({ id: 5, type: "user", content: "hello" })]);
    expect(ids(next)).toEqual([1, 5]);
    const other = mergeMessages(data, [aMessage({ id: 5, type: "user", content: "someone else" })]);
    expect(ids(other)).toEqual([1, 5, -1]);
  });

  it("replaces a regenerated message, removes deleted ones, and what a failed stream names", () => {
    const data = singlePage([aMessage({ id: 1 }), aMessage({ id: 2, content: "old" })]);
    const replaced = applyMessageEvent(data, {
      type: "message_regenerated",
      conversation_id: 9,
      message: aMessage({ id: 2, content: "new" }),
    });
    expect(flattenPages(replaced)[1]?.content).toBe("new");
    expect(
      ids(applyMessageEvent(data, { type: "messages_deleted", conversation_id: 9, message_ids: [1] })),
    ).toEqual([2]);
    expect(
      ids(
        applyMessageEvent(data, {
          type: "streaming_failed",
          conversation_id: 9,
          message_id: 2,
          delete_message_ids: [2],
        }),
      ),
    ).toEqual([1]);
    expect(applyMessageEvent(data, { type: "user_read_conversation", conversation_id: 9, user_id: 1 })).toBe(
      data,
    );
  });
});

describe("unread updates", () => {
  const row = (id: number, unread: number, mention = false): ConversationSummary => ({
    id,
    name: `c${id}`,
    created: "2026-01-01T00:00:00Z",
    modified: "2026-01-01T00:00:00Z",
    size: 0,
    num_of_unread_messages: unread,
    has_unread_mentions: mention,
    requester_is_owner: true,
    is_collaborative: false,
  });
  const list = (rows: ConversationSummary[]) => ({
    pages: [{ count: rows.length, next: null, results: rows } satisfies ConversationPage],
    pageParams: [1],
  });
  const update = (conversation_id: number, unread_count: number, has_unread_mentions: boolean) =>
    ({ type: "unread_count_update", conversation_id, unread_count, has_unread_mentions }) as const;

  it("adds counts, sets the mention flag when told, and -1 resets both", () => {
    let data = applyUnreadUpdate(list([row(1, 2), row(2, 0)]), update(1, 3, false));
    expect(data?.pages[0]?.results[0]).toMatchObject({
      num_of_unread_messages: 5,
      has_unread_mentions: false,
    });
    data = applyUnreadUpdate(data, update(1, 1, true));
    expect(data?.pages[0]?.results[0]).toMatchObject({
      num_of_unread_messages: 6,
      has_unread_mentions: true,
    });
    data = applyUnreadUpdate(data, update(1, 2, false));
    expect(data?.pages[0]?.results[0]?.has_unread_mentions).toBe(true);
    data = applyUnreadUpdate(data, update(1, -1, false));
    expect(data?.pages[0]?.results[0]).toMatchObject({
      num_of_unread_messages: 0,
      has_unread_mentions: false,
    });
    expect(data?.pages[0]?.results[1]?.num_of_unread_messages).toBe(0);
  });
});
