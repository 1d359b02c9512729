import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { CONTENT_TRUNCATED_SUFFIX } from "@parley/shared-contracts/constants";
import { conversationCatalogue } from "@parley/shared-contracts/messages";
import { formFields, jsonBody, type FakeAnswer } from "../../../test/fake-shell.ts";
import { aConversation, aMessage, exchange } from "../../../test/fixtures.ts";
import { fakeClipboard, messagesRoute, renderChat, SEND, STREAM } from "../../../test/chat-harness.tsx";
import { installFakeLayout } from "../../../test/layout.ts";
import { COPY_SIZE_LIMIT } from "../utils/truncate-for-copy.ts";

installFakeLayout();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const item = (id: number) =>
  screen.getAllByTestId("message.item").find((el) => el.dataset.messageId === String(id))!;
const inItem = (id: number) => within(item(id));
const EXPORT = "GET /api/v1/conversations/7/export/?format=markdown";

describe("regenerate", () => {
  it("is offered on the final reply only, and sends the prompt again with the reply to replace", async () => {
    const chat = renderChat({
      messages: [...exchange(1), ...exchange(3)],
      routes: {
        [SEND]: {
          status: 200,
          body: { data: { conversation_id: 7, user_message_id: 3, assistant_message_id: 5 } },
        },
        [STREAM]: () => new Promise<FakeAnswer>(() => undefined),
      },
    });
    await screen.findByText("Answer 4");
    expect(inItem(2).queryByTestId("message.regenerate")).toBeNull();
    expect(inItem(3).queryByTestId("message.regenerate")).toBeNull();
    chat.routes[messagesRoute(7)] = {
      status: 200,
      body: {
        results: [
          ...exchange(1),
          aMessage({ id: 3, content: "Question 3" }),
          aMessage({ id: 5, type: "assistant", content: "", streaming: true, status: "streaming" }),
        ],
        has_more: false,
      },
    };
    fireEvent.click(inItem(4).getByTestId("message.regenerate"));
    await waitFor(() =>
      expect(screen.getAllByTestId("message.item").map((el) => el.dataset.messageId)).toEqual([
        "1",
        "2",
        "3",
        "5",
      ]),
    );
    expect(formFields(chat.calls.find((c) => c.path === "/api/v1/messages/send/"))).toMatchObject({
      message: "Question 3",
      regenerate_message_id: "4",
      model_id: "1",
      conversation_id: "7",
    });
    expect(await screen.findByTestId("message.processing")).toBeTruthy();
    expect(screen.queryByTestId("message.regenerate")).toBeNull();
  });

  it("is not offered to someone who neither owns the conversation nor sent the prompt", async () => {
    renderChat({
      conversation: aConversation({ requester_is_owner: false }),
      messages: [
        aMessage({ id: 1, sender: { id: 2, name: "Bo", image_url: null } }),
        aMessage({ id: 2, type: "assistant" }),
      ],
    });
    await screen.findByText("Message 2");
    expect(screen.queryByTestId("message.regenerate")).toBeNull();
    expect(screen.queryByTestId("message.edit")).toBeNull();
    expect(screen.queryByTestId("message.delete")).toBeNull();
    expect(screen.getAllByTestId("message.copy")).toHaveLength(2);
  });

  it("shows the server's error when it fails", async () => {
    const chat = renderChat({ messages: exchange(1), routes: { [SEND]: { status: 500 } } });
    fireEvent.click(await screen.findByTestId("message.regenerate"));
    await waitFor(() =>
      expect(chat.toasts).toContainEqual({
        kind: "error",
        message: conversationCatalogue["regenerate.failed"],
      }),
    );
  });
});

describe("edit", () => {
  it("saves the new text, marks the message edited, and Cancel or Escape leave it as it was", async () => {
    const chat = renderChat({
      messages: exchange(1),
      routes: { "PATCH /api/v1/messages/1/": { status: 200, body: { ok: true } } },
    });
    await screen.findByText("Question 1");
    fireEvent.click(inItem(1).getByTestId("message.edit"));
    const field = screen.getByTestId<HTMLTextAreaElement>("message.edit-input");
    expect(field.rows).toBe(3);
    fireEvent.change(field, {
      target: { value: Array.from({ length: 30 }, (_, i) => `line ${i}`).join("\n") },
    });
    expect(field.rows).toBe(20);
    fireEvent.keyDown(field, { key: "Escape" });
    expect(screen.queryByTestId("message.edit-input")).toBeNull();
    expect(inItem(1).getByText("Question 1")).toBeTruthy();

    fireEvent.click(inItem(1).getByTestId("message.edit"));
    fireEvent.change(screen.getByTestId("message.edit-input"), { target: { value: "Better question" } });
    fireEvent.click(screen.getByTestId("message.save"));
    expect(await inItem(1).findByText("Better question")).toBeTruthy();
    expect(inItem(1).getByText("(edited)")).toBeTruthy();
    expect(jsonBody(chat.callsTo("PATCH", "/api/v1/messages/1/")[0])).toEqual({ content: "Better question" });
  });

  it("keeps the editor open with the error when saving fails", async () => {
    renderChat({ messages: exchange(1), routes: { "PATCH /api/v1/messages/1/": { status: 500 } } });
    await screen.findByText("Question 1");
    fireEvent.click(inItem(1).getByTestId("message.edit"));
    fireEvent.change(screen.getByTestId("message.edit-input"), { target: { value: "New" } });
    fireEvent.click(screen.getByTestId("message.save"));
    expect((await screen.findByTestId("message.edit-error")).textContent).toBe(
      conversationCatalogue["edit.failed"],
    );
    expect(screen.getByTestId("message.edit-input")).toBeTruthy();
  });

  it("offers Save & Regenerate on the last user message: saves, then regenerates the reply", async () => {
    const chat = renderChat({
      messages: [...exchange(1), ...exchange(3)],
      routes: {
        "PATCH /api/v1/messages/3/": { status: 200, body: { ok: true } },
        [SEND]: {
          status: 200,
          body: { data: { conversation_id: 7, user_message_id: 3, assistant_message_id: 4 } },
        },
      },
    });
    await screen.findByText("Answer 4");
    fireEvent.click(inItem(1).getByTestId("message.edit"));
    expect(screen.queryByTestId("message.save-regenerate")).toBeNull();
    fireEvent.click(screen.getByTestId("message.cancel"));
    fireEvent.click(inItem(3).getByTestId("message.edit"));
    fireEvent.change(screen.getByTestId("message.edit-input"), { target: { value: "Sharper question" } });
    fireEvent.click(screen.getByTestId("message.save-regenerate"));
    await waitFor(() => expect(chat.callsTo("POST", "/api/v1/messages/send/")).toHaveLength(1));
    expect(chat.calls.findIndex((c) => c.method === "PATCH")).toBeLessThan(
      chat.calls.findIndex((c) => c.path === "/api/v1/messages/send/"),
    );
    expect(formFields(chat.callsTo("POST", "/api/v1/messages/send/")[0])).toMatchObject({
      message: "Sharper question",
      regenerate_message_id: "4",
    });
  });

  it("is not offered on a reply while it streams", async () => {
    renderChat({
      messages: exchange(1, { streaming: true, status: "streaming" }),
      routes: { [STREAM]: () => new Promise<FakeAnswer>(() => undefined) },
    });
    await screen.findByText("Question 1");
    expect(inItem(2).queryByTestId("message.edit")).toBeNull();
    expect(inItem(2).queryByTestId("message.copy")).toBeNull();
  });
});

describe("delete", () => {
  it("asks first; Cancel keeps the message and gives focus back, OK deletes it", async () => {
    const chat = renderChat({
      messages: [...exchange(1), ...exchange(3)],
      routes: { "DELETE /api/v1/messages/4/": { status: 200, body: { data: { deleted_ids: [4] } } } },
    });
    await screen.findByText("Answer 4");
    const button = inItem(4).getByTestId("message.delete");
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog");
    expect(document.activeElement).toBe(within(dialog).getByTestId("confirm.cancel"));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(await screen.findByTestId("confirm.ok"));
    await waitFor(() => expect(screen.queryByText("Answer 4")).toBeNull());
    expect(chat.callsTo("DELETE", "/api/v1/messages/4/")).toHaveLength(1);
  });

  it("says a question goes with its reply, and removes every message the server says it deleted", async () => {
    renderChat({
      messages: [...exchange(1), ...exchange(3)],
      routes: { "DELETE /api/v1/messages/3/": { status: 200, body: { data: { deleted_ids: [3, 4] } } } },
    });
    await screen.findByText("Answer 4");
    fireEvent.click(inItem(4).getByTestId("message.delete"));
    expect((await screen.findByRole("dialog")).textContent).toContain(
      "delete this message? This cannot be undone.",
    );
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    fireEvent.click(inItem(3).getByTestId("message.delete"));
    expect((await screen.findByRole("dialog")).textContent).toContain("delete this message and its reply?");
    fireEvent.click(await screen.findByTestId("confirm.ok"));
    await waitFor(() =>
      expect(screen.getAllByTestId("message.item").map((el) => el.dataset.messageId)).toEqual(["1", "2"]),
    );
  });

  it("keeps the message and says so when deleting fails", async () => {
    const chat = renderChat({
      messages: exchange(1),
      routes: { "DELETE /api/v1/messages/2/": { status: 500 } },
    });
    fireEvent.click(
      within(await screen.findByText("Answer 2").then(() => item(2))).getByTestId("message.delete"),
    );
    fireEvent.click(await screen.findByTestId("confirm.ok"));
    await waitFor(() =>
      expect(chat.toasts).toContainEqual({ kind: "error", message: conversationCatalogue["delete.failed"] }),
    );
    expect(screen.getByText("Answer 2")).toBeTruthy();
  });

  it("is disabled while the next message streams", async () => {
    renderChat({
      messages: exchange(1, { streaming: true, status: "streaming" }),
      routes: { [STREAM]: () => new Promise<FakeAnswer>(() => undefined) },
    });
    await screen.findByText("Question 1");
    expect(inItem(1).getByTestId("message.delete")).toHaveProperty("disabled", true);
  });
});

describe("copy a message", () => {
  it("copies the reply's text without its sections and confirms for 2 seconds", async () => {
    const writeText = fakeClipboard();
    renderChat({ messages: exchange(1, { content: "<think>private</think>Public answer" }) });
    await screen.findByText("Public answer");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const copy = inItem(2).getByTestId("message.copy");
    fireEvent.click(copy);
    await vi.waitFor(() => expect(copy.dataset.state).toBe("copied"));
    expect(writeText).toHaveBeenCalledWith("Public answer");
    vi.advanceTimersByTime(1999);
    expect(copy.dataset.state).toBe("copied");
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(copy.dataset.state).toBe("idle"));
  });
});

describe("download and copy the conversation", () => {
  let createObjectURL: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    createObjectURL = vi.fn(() => "blob:conversation");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  });

  it("downloads the markdown through a blob link named after the conversation", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const chat = renderChat({ routes: { [EXPORT]: { status: 200, text: "# Trip planning" } } });
    fireEvent.click(await screen.findByTestId("sub-header.download"));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as HTMLAnchorElement;
    expect(link.download).toBe("Trip planning.md");
    expect(link.href).toBe("blob:conversation");
    expect(chat.callsTo("GET", "/api/v1/conversations/7/export/?format=markdown")).toHaveLength(1);
  });

  it("tells the limits apart from other failures", async () => {
    const chat = renderChat({ routes: { [EXPORT]: { status: 429 } } });
    fireEvent.click(await screen.findByTestId("sub-header.download"));
    await waitFor(() => expect(chat.toasts.at(-1)?.message).toBe(conversationCatalogue["download.limit"]));
    fireEvent.click(screen.getByTestId("sub-header.copy"));
    await waitFor(() => expect(chat.toasts.at(-1)?.message).toBe(conversationCatalogue["copy.limit"]));
    chat.routes[EXPORT] = { status: 500 };
    await waitFor(() => expect(screen.getByTestId("sub-header.copy")).toHaveProperty("disabled", false));
    fireEvent.click(screen.getByTestId("sub-header.copy"));
    await waitFor(() => expect(chat.toasts.at(-1)?.message).toBe(conversationCatalogue["copy.failed"]));
    fireEvent.click(screen.getByTestId("sub-header.download"));
    await waitFor(() => expect(chat.toasts.at(-1)?.message).toBe(conversationCatalogue["download.failed"]));
  });

  it("copies the markdown, cutting an oversized one with a warning, and reports a refused clipboard", async () => {
    const writeText = fakeClipboard();
    const chat = renderChat({ routes: { [EXPORT]: { status: 200, text: "# Short" } } });
    fireEvent.click(await screen.findByTestId("sub-header.copy"));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("# Short"));
    expect(chat.toasts.at(-1)?.kind).toBe("success");

    chat.routes[EXPORT] = { status: 200, text: "z".repeat(COPY_SIZE_LIMIT + 10) };
    await waitFor(() => expect(screen.getByTestId("sub-header.copy")).toHaveProperty("disabled", false));
    fireEvent.click(screen.getByTestId("sub-header.copy"));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText.mock.calls[1]?.[0].endsWith(CONTENT_TRUNCATED_SUFFIX)).toBe(true);
    expect(chat.toasts.at(-1)?.kind).toBe("warning");

    writeText.mockRejectedValueOnce(new Error("denied"));
    await waitFor(() => expect(screen.getByTestId("sub-header.copy")).toHaveProperty("disabled", false));
    fireEvent.click(screen.getByTestId("sub-header.copy"));
    await waitFor(() =>
      expect(chat.toasts.at(-1)?.message).toBe(conversationCatalogue["copy.clipboardFailed"]),
    );
  });
});

describe("the screen around the messages", () => {
  it("shows breadcrumb, page title, and the cost as last / total", async () => {
    renderChat();
    expect((await screen.findByTestId("cost.label")).textContent).toContain("$0.01 / $0.05");
    expect(screen.getByTestId("breadcrumb.current").textContent).toBe("Trip planning");
    expect(screen.getByRole("navigation", { name: "Breadcrumb" }).textContent).toContain("Parley");
    expect(document.title).toBe("Trip planning | Acme | Parley");
  });

  it("warns once the total reaches $5, until dismissed for good", async () => {
    const chat = renderChat({
      conversation: aConversation({ conversation_total_usage_cost: "5.00" }),
      routes: {
        "PATCH /api/v1/conversations/7/": {
          status: 200,
          body: aConversation({ cost_warning_dismissed: true }),
        },
      },
    });
    expect((await screen.findByTestId("cost.warning")).textContent).toContain(
      conversationCatalogue["cost.warning"],
    );
    fireEvent.click(screen.getByTestId("cost.dismiss"));
    await waitFor(() => expect(screen.queryByTestId("cost.warning")).toBeNull());
    await waitFor(() =>
      expect(jsonBody(chat.callsTo("PATCH", "/api/v1/conversations/7/")[0])).toEqual({
        cost_warning_dismissed: true,
      }),
    );
  });

  it("does not warn below $5 or once dismissed", async () => {
    renderChat({
      conversation: aConversation({ conversation_total_usage_cost: "9.00", cost_warning_dismissed: true }),
    });
    await screen.findByTestId("cost.label");
    expect(screen.queryByTestId("cost.warning")).toBeNull();
  });

  it("toggles the sidebar and starts a new conversation from the sub-header", async () => {
    const chat = renderChat();
    const toggled: unknown[] = [];
    chat.bus.on("sidebar.toggled", (event) => toggled.push(event));
    fireEvent.click(await screen.findByTestId("sub-header.sidebar"));
    expect(toggled).toEqual([{}]);
    fireEvent.click(screen.getByTestId("sub-header.new"));
    expect(chat.navigate).toHaveBeenCalledWith("/conversations/new");
  });

  it("resolves a collaboration link to its conversation", async () => {
    const chat = renderChat({
      routeParams: { slug: "abc" },
      routes: {
        "POST /api/v1/collaboration/join/": (init) =>
          JSON.parse(String(init?.body)).conversation_slug === "abc"
            ? { status: 200, body: { data: { conversation_id: 7 } } }
            : { status: 404, body: { error: { message: "Not found" } } },
      },
    });
    await waitFor(() => expect(chat.navigate).toHaveBeenCalledWith("/conversations/7", { replace: true }));
  });

  it("says a collaboration link is dead and opens a new conversation", async () => {
    const chat = renderChat({ routeParams: { slug: "gone" } });
    await waitFor(() => expect(chat.navigate).toHaveBeenCalledWith("/conversations/new", { replace: true }));
    expect(chat.toasts).toContainEqual({
      kind: "error",
      message: conversationCatalogue["conversation.notFound"],
    });
  });

  it("says when a conversation does not exist, and when it could not load", async () => {
    const chat = renderChat({
      routes: { "GET /api/v1/conversations/7/": { status: 404, body: { error: { message: "Not found" } } } },
    });
    expect((await screen.findByTestId("chat.load-error")).textContent).toContain(
      conversationCatalogue["conversation.notFound"],
    );
    // A clear title instead of "…", and no chat box or collaboration button for it.
    expect(screen.getByTestId("breadcrumb.current").textContent).toBe("Conversation not found");
    expect(screen.queryByRole("textbox", { name: "Message composer" })).toBeNull();
    expect(screen.queryByTestId("sub-header.collaboration")).toBeNull();
    cleanup();
    renderChat({ routes: { [messagesRoute(7)]: { status: 500 } } });
    expect((await screen.findByTestId("chat.load-error")).textContent).toContain(
      conversationCatalogue["messages.loadFailed"],
    );
    expect(screen.queryByRole("textbox", { name: "Message composer" })).toBeNull();
    void chat;
  });

  it("treats 0, 'new' and non-numeric ids as a new conversation", async () => {
    for (const conversationId of ["0", "new", "abc"]) {
      const chat = renderChat({ conversation: null, routeParams: { conversationId } });
      expect(await screen.findByTestId("message-list.empty")).toBeTruthy();
      expect(chat.calls.filter((c) => c.path.startsWith("/api/v1/conversations/"))).toEqual([]);
      cleanup();
    }
  });
});
