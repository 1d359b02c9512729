import { describe, expect, it } from "vitest";
import { aMessage } from "../../../test/fixtures.ts";
import {
  appendMessage,
  flattenPages,
  mergeLatest,
  olderPageParam,
  OPTIMISTIC_ID,
  removeMessages,
  singlePage,
  updateMessage,
  type MessageData,
} from "./message-cache.ts";

const ids = (data: MessageData | undefined) => flattenPages(data).map((message) => message.id);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => aMessage({ id: from + i }));

/** Newest page 11..20, then the older 1..10. */
function twoPages(): MessageData {
  return {
    pages: [
      { results: range(11, 20), has_more: true },
      { results: range(1, 10), has_more: false },
    ],
    pageParams: [null, 11],
  };
}

describe("message cache", () => {
  it("flattens newest-first pages into one list, oldest first", () => {
    expect(ids(twoPages())).toEqual(range(1, 20).map((m) => m.id));
    expect(flattenPages(undefined)).toEqual([]);
  });

  it("asks for the page before the oldest message while the last page says there is more", () => {
    const data = twoPages();
    expect(olderPageParam(data)).toBeUndefined();
    data.pages[1]!.has_more = true;
    expect(olderPageParam(data)).toBe(1);
    expect(olderPageParam(singlePage([aMessage({ id: OPTIMISTIC_ID })], true))).toBeUndefined();
  });

  it("appends after the newest message, also to an empty cache", () => {
    expect(ids(appendMessage(twoPages(), aMessage({ id: OPTIMISTIC_ID })))).toEqual([
      ...range(1, 20).map((m) => m.id),
      -1,
    ]);
    expect(ids(appendMessage(undefined, aMessage({ id: OPTIMISTIC_ID })))).toEqual([-1]);
  });

  it("updates and removes by id wherever the message is", () => {
    const updated = updateMessage(twoPages(), 3, (m) => ({ ...m, content: "changed" }));
    expect(flattenPages(updated)[2]?.content).toBe("changed");
    expect(ids(removeMessages(twoPages(), [3, 15]))).not.toContain(3);
    expect(ids(removeMessages(twoPages(), [3, 15]))).toHaveLength(18);
  });

  it("replaces the newest range with a fresh newest page (deleted and regenerated messages drop out)", () => {
    // Server now: 1..18, 20 deleted 19, and a new reply 21; the newest page is 12..21 without 19.
    const latest = {
      results: [...range(12, 18), aMessage({ id: 20, content: "edited" }), aMessage({ id: 21 })],
      has_more: true,
    };
    const merged = mergeLatest(twoPages(), latest);
    expect(ids(merged)).toEqual([...range(1, 18).map((m) => m.id), 20, 21]);
    expect(flattenPages(merged).find((m) => m.id === 20)?.content).toBe("edited");
    expect(olderPageParam(merged)).toBeUndefined();
  });

  it("keeps the optimistic message at the end unless told to drop it", () => {
    const withOptimistic = appendMessage(twoPages(), aMessage({ id: OPTIMISTIC_ID }));
    const latest = { results: range(11, 21), has_more: true };
    expect(ids(mergeLatest(withOptimistic, latest)).slice(-2)).toEqual([21, -1]);
    expect(ids(mergeLatest(withOptimistic, latest, { dropOptimistic: true })).at(-1)).toBe(21);
  });

  it("starts a cache from the newest page, and an empty newest page empties it", () => {
    expect(ids(mergeLatest(undefined, { results: range(1, 2), has_more: false }))).toEqual([1, 2]);
    expect(ids(mergeLatest(twoPages(), { results: [], has_more: false }))).toEqual([]);
  });

  it("takes has_more from the fresh page when only one page is loaded", () => {
    const merged = mergeLatest(singlePage(range(5, 6)), { results: range(5, 7), has_more: true });
    expect(merged.pages[0]?.has_more).toBe(true);
    expect(olderPageParam(merged)).toBe(5);
  });
});
