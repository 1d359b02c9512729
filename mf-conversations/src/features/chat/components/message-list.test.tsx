import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { FakeAnswer } from "../../../test/fake-shell.ts";
import { aMessage } from "../../../test/fixtures.ts";
import { messagesRoute, renderChat } from "../../../test/chat-harness.tsx";
import { installFakeLayout } from "../../../test/layout.ts";

installFakeLayout({ clientHeight: 600 });
afterEach(cleanup);

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => aMessage({ id: from + i }));
const viewport = () => screen.getByTestId("message-list.viewport");
const shownIds = () => screen.getAllByTestId("message.item").map((item) => Number(item.dataset.messageId));
const scrollTo = (top: number) => {
  viewport().scrollTop = top;
  fireEvent.scroll(viewport());
};

describe("older messages", () => {
  it("loads the newest page first, then the page before it when scrolled near the top", async () => {
    const chat = renderChat({
      messages: range(11, 20),
      hasMore: true,
      routes: { [messagesRoute(7, 11)]: { status: 200, body: { results: range(1, 10), has_more: false } } },
    });
    await waitFor(() => expect(shownIds().at(-1)).toBe(20));
    expect(chat.callsTo("GET", messagesRoute(7).slice(4))).toHaveLength(1);
    // Opened at the bottom: nothing older is asked for yet.
    expect(viewport().scrollTop).toBeGreaterThan(0);
    scrollTo(viewport().scrollHeight / 2);
    expect(chat.calls.some((c) => c.path.includes("before="))).toBe(false);

    scrollTo(Math.floor(viewport().scrollHeight * 0.2)); // within 25% of the top
    await waitFor(() =>
      expect(chat.calls.filter((c) => c.path.includes("before=")).map((c) => c.path)).toEqual([
        messagesRoute(7, 11).slice(4),
      ]),
    );
    // The older page goes above without moving the view: the same messages stay in sight.
    const before = shownIds();
    await waitFor(() => expect(viewport().scrollTop).toBeGreaterThan(300));
    expect(shownIds().filter((id) => before.includes(id)).length).toBeGreaterThan(0);
    scrollTo(0);
    await waitFor(() => expect(shownIds()[0]).toBe(1));
    const ids = shownIds();
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it("asks once while a page is on its way, however often the reader scrolls", async () => {
    let release!: (answer: FakeAnswer) => void;
    const chat = renderChat({
      messages: range(11, 20),
      hasMore: true,
      routes: {
        [messagesRoute(7, 11)]: () => new Promise<FakeAnswer>((resolve) => (release = resolve)),
      },
    });
    await waitFor(() => expect(shownIds().at(-1)).toBe(20));
    for (let i = 0; i < 5; i++) scrollTo(10 * i);
    await waitFor(() => expect(screen.getByText("Loading older messages…")).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 350));
    scrollTo(0);
    expect(chat.calls.filter((c) => c.path.includes("before="))).toHaveLength(1);
    release({ status: 200, body: { results: range(1, 10), has_more: false } });
    await waitFor(() => expect(screen.queryByText("Loading older messages…")).toBeNull());
    scrollTo(0);
    await waitFor(() => expect(shownIds()[0]).toBe(1));
    expect(chat.calls.filter((c) => c.path.includes("before="))).toHaveLength(1);
  });

  it("keeps a long conversation's DOM small", async () => {
    renderChat({ messages: range(1, 2000) });
    await waitFor(() => expect(shownIds().at(-1)).toBe(2000));
    expect(screen.getAllByTestId("message.item").length).toBeLessThan(40);
  });

  it("says when older messages could not load", async () => {
    renderChat({ messages: [], routes: { [messagesRoute(7)]: { status: 500 } } });
    expect((await screen.findByTestId("chat.load-error")).textContent).toContain(
      "Something went wrong with loading messages. Try again.",
    );
  });
});

describe("a conversation continued from a snapshot", () => {
  it("names each message's author there, not the member who continued it", async () => {
    renderChat({
      messages: [
        aMessage({
          id: 1,
          content: "Planning notes",
          snapshot_data: { sender: "Participant 1", model: null },
        }),
        aMessage({
          id: 2,
          type: "assistant",
          content: "A plan",
          model_display_name: "GPT Test",
          snapshot_data: { sender: null, model: "GPT Test" },
        }),
      ],
    });
    const [user, reply] = await screen.findAllByTestId("message.item");
    expect(user?.textContent).toContain("Participant 1");
    expect(user?.textContent).not.toContain("Ada Owner");
    expect(reply?.textContent).toContain("GPT Test");
  });
});
