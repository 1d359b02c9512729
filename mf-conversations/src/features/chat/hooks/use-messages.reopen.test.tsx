import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { aConversation, aMessage, exchange } from "../../../test/fixtures.ts";
import { conversationRoute, messagesRoute, renderChat } from "../../../test/chat-harness.tsx";
import { installFakeLayout } from "../../../test/layout.ts";

installFakeLayout();
afterEach(() => cleanup());

describe("reopening a conversation from the cache", () => {
  it("merges in the messages that arrived while another conversation was open", async () => {
    const chat = renderChat({ messages: exchange(1) });
    expect(await screen.findByText("Answer 2")).toBeTruthy();

    const other = aConversation({ id: 8, name: "Other" });
    chat.routes[conversationRoute(8)] = { status: 200, body: other };
    chat.routes[messagesRoute(8)] = { status: 200, body: { results: [], has_more: false } };
    chat.goTo({ conversationId: "8" });
    expect(screen.queryByText("Answer 2")).toBeNull();

    // A colleague wrote while we were away; no realtime event reached the closed conversation.
    chat.routes[messagesRoute(7)] = {
      status: 200,
      body: {
        results: [...exchange(1), aMessage({ id: 3, content: "Written while away" })],
        has_more: false,
      },
    };
    chat.goTo({ conversationId: "7" });
    expect(await screen.findByText("Written while away")).toBeTruthy();
    expect(screen.getByText("Answer 2")).toBeTruthy();
  });
});
