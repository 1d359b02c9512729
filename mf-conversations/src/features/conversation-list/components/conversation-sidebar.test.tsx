import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  CONVERSATION_LIST_DEBOUNCE_MS,
  CONVERSATION_SEARCH_DEBOUNCE_MS,
} from "@parley/shared-contracts/constants";
import type { ConversationSummary } from "@parley/shared-contracts/api/conversations";
import { createFakeApi, createFakeShell, jsonBody, type FakeRoute } from "../../../test/fake-shell.ts";
import { aConversation } from "../../../test/fixtures.ts";
import { installFakeLayout } from "../../../test/layout.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ConversationSidebar } from "./conversation-sidebar.tsx";
import { unreadLabel } from "./conversation-item.tsx";

const layout = installFakeLayout({ clientHeight: 500, scrollHeight: 2000 });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function row(id: number, overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  const {
    id: _id,
    name,
    created,
    modified,
    size,
    num_of_unread_messages,
    has_unread_mentions,
    requester_is_owner,
    is_collaborative,
  } = aConversation({ id, name: `Conversation ${id}`, ...overrides });
  return {
    id: _id,
    name,
    created,
    modified,
    size,
    num_of_unread_messages,
    has_unread_mentions,
    requester_is_owner,
    is_collaborative,
    search_excerpt: overrides.search_excerpt ?? null,
  };
}
const list = (query: string) => `GET /api/v1/conversations/?${query}`;
const page = (results: ConversationSummary[], next: number | null = null) => ({
  status: 200,
  body: { count: results.length, next, results },
});
const FIRST = list("ordering=-modified&page=1&page_size=20");

function renderSidebar(routes: Record<string, FakeRoute>, pathname = "/conversations/2") {
  const fake = createFakeApi(routes);
  const { shell, navigate, bus } = createFakeShell({ api: fake.api, pathname });
  const toasts: { kind: string; message: string }[] = [];
  bus.on("toast.shown", (toast) => toasts.push(toast));
  const view = renderInShell(<ConversationSidebar />, shell);
  return { ...fake, ...view, shell, navigate, bus, toasts };
}
const names = () =>
  screen.queryAllByTestId("sidebar.item").map((item) => within(item).getByRole("link").textContent);

describe("the conversation sidebar", () => {
  it("lists conversations by last change, marks the open one and unread counts", async () => {
    renderSidebar({
      [FIRST]: page([row(1), row(2), row(3, { num_of_unread_messages: 12, has_unread_mentions: true })]),
    });
    await waitFor(() => expect(names()).toEqual(["Conversation 1", "Conversation 2", "Conversation 3"]));
    const items = screen.getAllByTestId("sidebar.item");
    expect(items[1]?.dataset.active).toBe("true");
    expect(within(items[1]!).getByRole("link").getAttribute("aria-current")).toBe("page");
    expect(within(items[2]!).getByTestId("sidebar.unread").textContent).toBe("@ +9");
    expect(unreadLabel(3)).toBe("3");
  });

  it("opens a conversation and starts a new one", async () => {
    const sidebar = renderSidebar({ [FIRST]: page([row(1)]) });
    const selected: unknown[] = [];
    sidebar.bus.on("conversation.selected", (event) => selected.push(event));
    fireEvent.click(within(await screen.findByTestId("sidebar.item")).getByRole("link"));
    expect(sidebar.navigate).toHaveBeenLastCalledWith("/conversations/1");
    fireEvent.click(screen.getByTestId("sidebar.new"));
    expect(sidebar.navigate).toHaveBeenLastCalledWith("/conversations/new");
    expect(selected).toEqual([{ conversationId: 1 }, { conversationId: 0 }]);
  });

  it("searches titles and messages 500 ms after the last key", async () => {
    const sidebar = renderSidebar({
      [FIRST]: page([row(1), row(2)]),
      [list("ordering=-modified&page=1&page_size=20&search=tokyo")]: page([
        row(2, { search_excerpt: "…flights to Tokyo…" }),
      ]),
    });
    await waitFor(() => expect(names()).toHaveLength(2));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const search = screen.getByTestId("sidebar.search");
    expect(search.getAttribute("placeholder")).toBe("Search titles and messages...");
    for (const value of ["t", "to", "tok", "toky", "tokyo"]) {
      fireEvent.change(search, { target: { value } });
      act(() => {
        vi.advanceTimersByTime(100);
      });
    }
    act(() => {
      vi.advanceTimersByTime(CONVERSATION_SEARCH_DEBOUNCE_MS - 101);
    });
    expect(sidebar.calls.filter((c) => c.path.includes("search="))).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(names()).toEqual(["Conversation 2…flights to Tokyo…"]));
    expect(sidebar.calls.filter((c) => c.path.includes("search="))).toHaveLength(1);
  });

  it("sorts by name, creation or last change", async () => {
    const sidebar = renderSidebar({
      [FIRST]: page([row(1), row(2)]),
      [list("ordering=name&page=1&page_size=20")]: page([
        row(2, { name: "Alpha" }),
        row(1, { name: "Beta" }),
      ]),
      [list("ordering=-created&page=1&page_size=20")]: page([row(1)]),
    });
    await waitFor(() => expect(names()).toHaveLength(2));
    const sort = screen.getByTestId<HTMLSelectElement>("sidebar.sort");
    expect(sort.value).toBe("-modified");
    expect([...sort.options].map((o) => o.value)).toEqual([
      "-modified",
      "modified",
      "name",
      "-name",
      "-created",
      "created",
    ]);
    fireEvent.change(sort, { target: { value: "name" } });
    await waitFor(() => expect(names()).toEqual(["Alpha", "Beta"]));
    fireEvent.change(sort, { target: { value: "-created" } });
    await waitFor(() => expect(names()).toEqual(["Conversation 1"]));
    expect(sidebar.calls.map((c) => c.path)).toContain(
      "/api/v1/conversations/?ordering=-created&page=1&page_size=20",
    );
  });

  it("loads the next page when scrolled to the end", async () => {
    const sidebar = renderSidebar({
      [FIRST]: page(
        Array.from({ length: 20 }, (_, i) => row(i + 1)),
        2,
      ),
      [list("ordering=-modified&page=2&page_size=20")]: page([row(21)]),
    });
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(sidebar.calls).toHaveLength(1);
    const scroller = screen.getByTestId("sidebar.scroller");
    scroller.scrollTop = layout.scrollHeight - layout.clientHeight - 50;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(names()).toHaveLength(21));
  });

  it("renames with Enter, refuses an empty name, and returns focus", async () => {
    const sidebar = renderSidebar({
      [FIRST]: page([row(1), row(2)]),
      "PATCH /api/v1/conversations/1/": { status: 200, body: aConversation({ id: 1, name: "Renamed" }) },
    });
    await waitFor(() => expect(names()).toHaveLength(2));
    const rename = within(screen.getAllByTestId("sidebar.item")[0]!).getByTestId("sidebar.rename");
    rename.focus();
    fireEvent.click(rename);
    const input = await screen.findByTestId<HTMLInputElement>("rename.input");
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.submit(input.form!);
    expect((await screen.findByRole("alert")).textContent).toBe("Name must not be empty");
    expect(sidebar.callsTo("PATCH", "/api/v1/conversations/1/")).toHaveLength(0);

    fireEvent.change(input, { target: { value: "Renamed" } });
    expect(screen.getByText("7/200")).toBeTruthy();
    fireEvent.submit(input.form!);
    await waitFor(() => expect(screen.queryByTestId("rename.input")).toBeNull());
    expect(names()[0]).toBe("Renamed");
    expect(jsonBody(sidebar.callsTo("PATCH", "/api/v1/conversations/1/")[0])).toEqual({ name: "Renamed" });
    expect(document.activeElement).toBe(rename);
  });

  it("closes the rename dialog on Escape", async () => {
    renderSidebar({ [FIRST]: page([row(1)]) });
    fireEvent.click(await screen.findByTestId("sidebar.rename"));
    fireEvent.keyDown(await screen.findByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("removes a deleted conversation at once and puts it back when the server refuses", async () => {
    let answer: (value: { status: number; body?: unknown }) => void = () => undefined;
    const sidebar = renderSidebar({
      [FIRST]: page([row(1), row(2)]),
      "DELETE /api/v1/conversations/1/": () => new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(names()).toHaveLength(2));
    fireEvent.click(within(screen.getAllByTestId("sidebar.item")[0]!).getByTestId("sidebar.delete"));
    fireEvent.click(await screen.findByTestId("confirm.ok"));
    await waitFor(() => expect(names()).toEqual(["Conversation 2"]));
    answer({ status: 500 });
    await waitFor(() => expect(names()).toEqual(["Conversation 1", "Conversation 2"]));
    expect(sidebar.toasts.at(-1)?.kind).toBe("error");
  });

  it("leaves a deleted conversation that was open for a new one", async () => {
    const sidebar = renderSidebar({
      [FIRST]: page([row(1), row(2)]),
      "DELETE /api/v1/conversations/2/": { status: 204 },
    });
    await waitFor(() => expect(names()).toHaveLength(2));
    fireEvent.click(within(screen.getAllByTestId("sidebar.item")[1]!).getByTestId("sidebar.delete"));
    fireEvent.click(await screen.findByTestId("confirm.ok"));
    await waitFor(() => expect(sidebar.navigate).toHaveBeenCalledWith("/conversations/new"));
    expect(names()).toEqual(["Conversation 1"]);
  });

  it("offers rename and delete to the owner only", async () => {
    renderSidebar({ [FIRST]: page([row(1, { requester_is_owner: false })]) });
    await screen.findByTestId("sidebar.item");
    expect(screen.queryByTestId("sidebar.rename")).toBeNull();
    expect(screen.queryByTestId("sidebar.delete")).toBeNull();
  });

  it("refetches once per burst of 'conversations.changed'", async () => {
    const sidebar = renderSidebar({ [FIRST]: page([row(1)]) });
    await screen.findByTestId("sidebar.item");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    for (let i = 0; i < 3; i++) {
      sidebar.bus.emit("conversations.changed", { reason: "message" });
      act(() => {
        vi.advanceTimersByTime(100);
      });
    }
    act(() => {
      vi.advanceTimersByTime(CONVERSATION_LIST_DEBOUNCE_MS - 101);
    });
    expect(sidebar.callsTo("GET", FIRST.slice(4))).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(sidebar.callsTo("GET", FIRST.slice(4))).toHaveLength(2));
  });
});
