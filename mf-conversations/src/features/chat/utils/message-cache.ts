import type { InfiniteData } from "@tanstack/react-query";
import type { Message, MessagePage } from "@parley/shared-contracts/api/messages";

/**
 * The cached messages of a conversation: react-query infinite data whose first page is the newest
 * (page param null) and each next page the one before it (page param = the oldest id seen).
 */
export type MessageData = InfiniteData<MessagePage, number | null>;

/**
 * The id of the optimistic user message shown until the server's arrives
 * (docs/product/conversations.md § Sending).
 */
export const OPTIMISTIC_ID = -1;

const isOptimistic = (message: Message) => message.id < 0;

/** All messages, oldest first (pages are newest first, each oldest first inside). */
export function flattenPages(data: { pages: readonly MessagePage[] } | undefined): Message[] {
  if (!data) return [];
  return data.pages.toReversed().flatMap((page) => page.results);
}

/** The `before` of the page older than everything loaded, or undefined when there is none. */
export function olderPageParam(data: Pick<MessageData, "pages">): number | undefined {
  const last = data.pages.at(-1);
  if (!last?.has_more) return undefined;
  const oldest = flattenPages(data).find((message) => !isOptimistic(message));
  return oldest?.id;
}

function withPages(data: MessageData, pages: MessagePage[]): MessageData {
  return { ...data, pages };
}

/** Data holding one page, for a conversation that had none cached. */
export function singlePage(results: Message[], hasMore = false): MessageData {
  return { pages: [{ results, has_more: hasMore }], pageParams: [null] };
}

/** Adds a message after the newest one (the optimistic user message). */
export function appendMessage(data: MessageData | undefined, message: Message): MessageData {
  if (!data || data.pages.length === 0) return singlePage([message]);
  const [first, ...rest] = data.pages;
  return withPages(data, [{ ...first!, results: [...first!.results, message] }, ...rest]);
}

/** Applies `change` to the message with `id`, wherever it is. */
export function updateMessage(
  data: MessageData | undefined,
  id: number,
  change: (message: Message) => Message,
): MessageData | undefined {
  if (!data) return data;
  return withPages(
    data,
    data.pages.map((page) =>
      page.results.some((message) => message.id === id)
        ? { ...page, results: page.results.map((message) => (message.id === id ? change(message) : message)) }
        : page,
    ),
  );
}

/** Removes the messages with these ids. */
export function removeMessages(
  data: MessageData | undefined,
  ids: readonly number[],
): MessageData | undefined {
  if (!data) return data;
  const gone = new Set(ids);
  return withPages(
    data,
    data.pages.map((page) => ({ ...page, results: page.results.filter((message) => !gone.has(message.id)) })),
  );
}

/**
 * Puts a freshly fetched newest page in place: the newest page covers every message from its
 * oldest id on, so cached messages in that range are replaced by it (a deleted or regenerated
 * message drops out), older ones stay. Optimistic messages stay at the end unless `dropOptimistic`.
 */
export function mergeLatest(
  data: MessageData | undefined,
  latest: MessagePage,
  options: { dropOptimistic?: boolean } = {},
): MessageData {
  if (!data || data.pages.length === 0) return singlePage(latest.results, latest.has_more);
  const from = latest.results.reduce((min, message) => Math.min(min, message.id), Infinity);
  // An empty newest page means the conversation has no messages left.
  const cutoff = latest.results.length === 0 ? -Infinity : from;
  const optimistic = options.dropOptimistic ? [] : flattenPages(data).filter(isOptimistic);
  const pages = data.pages.map((page) => ({
    ...page,
    results: page.results.filter((message) => !isOptimistic(message) && message.id < cutoff),
  }));
  const [first, ...rest] = pages;
  return withPages(data, [
    {
      results: [...first!.results, ...latest.results, ...optimistic],
      has_more: rest.length === 0 ? latest.has_more : first!.has_more,
    },
    ...rest,
  ]);
}
