import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { conversationCatalogue } from "@parley/shared-contracts/messages";
import { formFields, type FakeAnswer } from "../../../test/fake-shell.ts";
import { aConversation, aMessage, aModel, exchange } from "../../../test/fixtures.ts";
import { conversationRoute, messagesRoute, renderChat, SEND } from "../../../test/chat-harness.tsx";
import { installFakeLayout } from "../../../test/layout.ts";

installFakeLayout();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const input = () => screen.getByTestId<HTMLTextAreaElement>("chat-box.input");
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const items = () => screen.queryAllByTestId("message.item");
const idsShown = () => items().map((item) => Number(item.dataset.messageId));

/** A send answer that waits until the test releases it. */
function heldAnswer() {
  let release!: (answer: FakeAnswer) => void;
  const answer = new Promise<FakeAnswer>((resolve) => (release = resolve));
  return { route: () => answer, release };
}

describe("sending", () => {
  it("shows the message at once as id -1, then the server's messages in its place", async () => {
    const held = heldAnswer();
    const chat = renderChat({ messages: exchange(1), routes: { [SEND]: held.route } });
    await screen.findByText("Answer 2");
    await waitFor(() => expect(screen.getByTestId("chat-box.send")).toHaveProperty("disabled", true));
    type("Hello there");
    fireEvent.keyDown(input(), { key: "Enter" });

    await waitFor(() => expect(idsShown()).toEqual([1, 2, -1]));
    expect(screen.getByText("Hello there")).toBeTruthy();
    expect(input().value).toBe("");
    expect(formFields(chat.callsTo("POST", "/api/v1/messages/send/")[0])).toMatchObject({
      message: "Hello there",
      conversation_id: "7",
      model_id: "1",
      non_ai: "false",
    });

    chat.routes[messagesRoute(7)] = {
      status: 200,
      body: {
        results: [
          ...exchange(1),
          aMessage({ id: 3, content: "Hello there" }),
          aMessage({ id: 4, type: "assistant", content: "Hi!" }),
        ],
        has_more: false,
      },
    };
    held.release({
      status: 200,
      body: { data: { conversation_id: 7, user_message_id: 3, assistant_message_id: 4 } },
    });
    await waitFor(() => expect(idsShown()).toEqual([1, 2, 3, 4]));
    expect(screen.getByText("Hi!")).toBeTruthy();
  });

  it("creates a conversation on the first send, opens it and tells the sidebar", async () => {
    // A model may title in markdown: the shell gets the title as text (it shows it as is).
    const created = aConversation({ id: 12, name: "**Hello** there" });
    const chat = renderChat({
      conversation: null,
      routes: {
        [SEND]: {
          status: 200,
          body: { data: { conversation_id: 12, user_message_id: 30, assistant_message_id: null } },
        },
        [conversationRoute(12)]: { status: 200, body: created },
        [messagesRoute(12)]: {
          status: 200,
          body: {
            results: [aMessage({ id: 30, conversation_id: 12, content: "Hello there" })],
            has_more: false,
          },
        },
      },
    });
    const events: unknown[] = [];
    chat.bus.on("conversation.created", (event) => events.push(event));
    chat.bus.on("conversations.changed", (event) => events.push(event));
    expect(await screen.findByTestId("message-list.empty")).toBeTruthy();
    expect(screen.queryByTestId("sub-header.download")).toBeNull();
    expect(screen.getByTestId("breadcrumb.current").textContent).toBe("New conversation");

    type("Hello there");
    await waitFor(() => expect(screen.getByTestId("chat-box.send")).toHaveProperty("disabled", false));
    fireEvent.click(screen.getByTestId("chat-box.send"));
    await waitFor(() => expect(chat.navigate).toHaveBeenCalledWith("/conversations/12"));
    expect(
      formFields(chat.calls.find((c) => c.path === "/api/v1/messages/send/")).conversation_id,
    ).toBeUndefined();
    chat.goTo({ conversationId: "12" });
    await waitFor(() => expect(idsShown()).toEqual([30]));
    await waitFor(() => expect(events).toContainEqual({ conversationId: 12, name: "Hello there" }));
    expect(events).toContainEqual({ reason: "created" });
    await waitFor(() => expect(screen.getByTestId("breadcrumb.current").textContent).toBe("Hello there"));
    expect(document.title).toBe("Hello there | Acme | Parley");
    expect(screen.getByTestId("sub-header.download")).toBeTruthy();
  });

  it("puts the text back and shows the server's error when the send fails", async () => {
    renderChat({
      messages: exchange(1),
      routes: { [SEND]: { status: 400, body: { error: { message: "The model is disabled." } } } },
    });
    await screen.findByText("Answer 2");
    type("Keep me");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect((await screen.findByTestId("chat-box.error")).textContent).toBe("The model is disabled.");
    expect(input().value).toBe("Keep me");
    expect(idsShown()).toEqual([1, 2]);
  });

  it("shows the token-limit text for a 400 'Token limit exceeded'", async () => {
    renderChat({ routes: { [SEND]: { status: 400, body: { error: { message: "Token limit exceeded" } } } } });
    await screen.findByTestId("message-list.empty");
    type("A very long text");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect((await screen.findByTestId("chat-box.error")).textContent).toBe(
      conversationCatalogue["send.tokenLimit"],
    );
  });

  it("uses the spec's texts when the server says nothing useful", async () => {
    const chat = renderChat({ routes: { [SEND]: { status: 502 } } });
    await screen.findByTestId("message-list.empty");
    type("x");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect((await screen.findByTestId("chat-box.error")).textContent).toBe(
      conversationCatalogue["send.failed"],
    );

    chat.routes[SEND] = { status: 200, body: { data: {} } };
    fireEvent.keyDown(input(), { key: "Enter" });
    await waitFor(() =>
      expect(screen.getByTestId("chat-box.error").textContent).toBe(
        conversationCatalogue["send.noConversationId"],
      ),
    );
    expect(input().value).toBe("x");
  });

  it("sends without AI from its button and with Ctrl+Enter, leaving the model out", async () => {
    const chat = renderChat({
      routes: {
        [SEND]: {
          status: 200,
          body: { data: { conversation_id: 7, user_message_id: 3, assistant_message_id: null } },
        },
      },
    });
    await screen.findByTestId("message-list.empty");
    type("For the team");
    fireEvent.click(screen.getByTestId("chat-box.send-non-ai"));
    await waitFor(() => expect(chat.callsTo("POST", "/api/v1/messages/send/")).toHaveLength(1));
    type("Also for the team");
    fireEvent.keyDown(input(), { key: "Enter", ctrlKey: true });
    await waitFor(() => expect(chat.callsTo("POST", "/api/v1/messages/send/")).toHaveLength(2));
    for (const call of chat.callsTo("POST", "/api/v1/messages/send/")) {
      expect(formFields(call).non_ai).toBe("true");
      expect(formFields(call).model_id).toBeUndefined();
    }
  });

  it("shows 'No model available' and sends only without AI when no model is enabled", async () => {
    const chat = renderChat({ models: [aModel({ disabled: true })] });
    expect((await screen.findByTestId("chat-box.no-model-title")).textContent).toBe(
      conversationCatalogue["model.none"],
    );
    type("Hello");
    fireEvent.keyDown(input(), { key: "Enter" });
    await waitFor(() => expect(screen.getByTestId("chat-box.no-model").getAttribute("role")).toBe("alert"));
    expect(chat.callsTo("POST", "/api/v1/messages/send/")).toHaveLength(0);
    expect(input().value).toBe("Hello");
  });

  it("waits while a reply is arriving", async () => {
    renderChat({
      messages: exchange(1, { streaming: true, status: "streaming", content: "" }),
      routes: { "POST /api/v1/messages/stream/": () => new Promise<FakeAnswer>(() => undefined) },
    });
    await screen.findByTestId("message.processing");
    type("Next question");
    expect(screen.getByTestId("chat-box.send")).toHaveProperty("disabled", true);
    expect(screen.getByTestId("chat-box.send-non-ai")).toHaveProperty("disabled", true);
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(input().value).toBe("Next question");
    expect(within(screen.getByTestId("chat.screen")).getByTestId("chat-box.stop")).toBeTruthy();
  });
});
