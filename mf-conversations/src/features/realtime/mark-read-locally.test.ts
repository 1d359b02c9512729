import { QueryClient, type InfiniteData } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { ConversationPage, ConversationSummary } from "@parley/shared-contracts/api/conversations";
import { createEventBus } from "@parley/shared-contracts/event-bus";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { conversationKeys } from "../../lib/api/conversation-api.ts";
import { markReadLocally } from "./mark-read-locally.ts";

const row = (id: number, unread: number, mention = false): ConversationSummary => ({
  id,
  name: `c${id}`,
  created: "2026-01-01T00:00:00Z",
  modified: "2026-01-01T00:00:00Z",
  size: 0,
  num_of_unread_messages: unread,
  has_unread_mentions: mention,
  requester_is_owner: true,
  is_collaborative: true,
});

function setup(rows: ConversationSummary[]) {
  const client = new QueryClient();
  const key = [...conversationKeys.lists(), { ordering: "-modified" }];
  client.setQueryData<InfiniteData<ConversationPage, number>>(key, {
    pages: [{ count: rows.length, next: null, results: rows }],
    pageParams: [1],
  });
  const bus = createEventBus<ParleyEvents>();
  const changed = vi.fn();
  bus.on("conversations.changed", changed);
  const rowOf = (id: number) =>
    client
      .getQueryData<InfiniteData<ConversationPage, number>>(key)
      ?.pages[0]?.results.find((r) => r.id === id);
  return { client, bus, changed, rowOf };
}

describe("markReadLocally", () => {
  it("clears the opened conversation's count and mention flag and refreshes the list", () => {
    const { client, bus, changed, rowOf } = setup([row(1, 2, true), row(2, 1)]);
    markReadLocally(client, bus, 1);
    expect(rowOf(1)).toMatchObject({ num_of_unread_messages: 0, has_unread_mentions: false });
    expect(rowOf(2)).toMatchObject({ num_of_unread_messages: 1 });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("does nothing for a row with nothing unread (every message that lands while reading)", () => {
    const { client, bus, changed, rowOf } = setup([row(1, 0), row(2, 1)]);
    markReadLocally(client, bus, 1);
    markReadLocally(client, bus, 9);
    expect(rowOf(2)).toMatchObject({ num_of_unread_messages: 1 });
    expect(changed).not.toHaveBeenCalled();
  });
});
