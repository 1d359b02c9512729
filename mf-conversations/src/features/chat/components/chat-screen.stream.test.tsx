import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { conversationCatalogue } from "@parley/shared-contracts/messages";
import { controlledStream, jsonBody, type FakeAnswer } from "../../../test/fake-shell.ts";
import { aMessage, exchange } from "../../../test/fixtures.ts";
import { fakeClipboard, messagesRoute, renderChat, STREAM } from "../../../test/chat-harness.tsx";
import { installFakeLayout } from "../../../test/layout.ts";

installFakeLayout();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const reply = () => screen.getAllByTestId("message.item").at(-1)!;
const streamingReply = (content = "") => exchange(1, { streaming: true, status: "streaming", content });
const settled = (content: string, extra = {}) => ({
  status: 200,
  body: { results: exchange(1, { content, ...extra }), has_more: false },
});

describe("a reply that is streaming", () => {
  it("is joined on load, shows 'Processing' until text arrives, then the text, then the stored reply", async () => {
    const body = controlledStream();
    const chat = renderChat({
      messages: streamingReply(),
      routes: { [STREAM]: { status: 200, stream: body.stream } },
    });
    expect(await screen.findByTestId("message.processing")).toHaveProperty("textContent", "Processing");
    await waitFor(() => expect(chat.callsTo("POST", "/api/v1/messages/stream/")).toHaveLength(1));
    expect(jsonBody(chat.calls.find((c) => c.path === "/api/v1/messages/stream/"))).toEqual({
      message_id: 2,
    });
    expect(reply().dataset.status).toBe("streaming");
    expect(screen.getByTestId("chat.live").textContent).toBe("The assistant is replying.");

    body.push("<think>Let me see");
    expect(await screen.findByText("Thinking…")).toBeTruthy();
    body.push("</think>The answer is **42**");
    await waitFor(() => expect(reply().textContent).toContain("The answer is"));
    expect(screen.getByText("Thoughts")).toBeTruthy();
    expect(screen.queryByTestId("message.processing")).toBeNull();

    chat.routes[messagesRoute(7)] = settled("<think>Let me see</think>The answer is **42**, stored");
    body.end();
    await waitFor(() => expect(reply().dataset.status).toBe("complete"));
    await waitFor(() => expect(reply().textContent).toContain("stored"));
    expect(screen.getByTestId("chat.live").textContent).toBe("The reply is complete.");
    expect(chat.callsTo("GET", "/api/v1/conversations/7/").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId("chat-box.send")).toBeTruthy();
    expect(screen.queryByTestId("chat-box.stop")).toBeNull();
  });

  it("picks up a reply in progress after a reload: the replay shows the text so far, then follows", async () => {
    const body = controlledStream();
    renderChat({
      messages: streamingReply("Once upon"),
      routes: { [STREAM]: { status: 200, stream: body.stream } },
    });
    body.push("Once upon a time");
    await waitFor(() => expect(reply().textContent).toContain("Once upon a time"));
    body.push(", the end");
    await waitFor(() => expect(reply().textContent).toContain("Once upon a time, the end"));
  });

  it("reconnects after a dropped connection and replaces the text with the replay", async () => {
    let attempt = 0;
    const bodies = [controlledStream(), controlledStream()];
    const chat = renderChat({
      messages: streamingReply(),
      routes: { [STREAM]: (): FakeAnswer => ({ status: 200, stream: bodies[attempt++]!.stream }) },
    });
    bodies[0]!.push("Partial ans");
    await waitFor(() => expect(reply().textContent).toContain("Partial ans"));
    bodies[0]!.fail();
    await waitFor(() => expect(chat.callsTo("POST", "/api/v1/messages/stream/")).toHaveLength(2));
    bodies[1]!.push("Partial answer, complete");
    await waitFor(() => expect(reply().textContent).toContain("Partial answer, complete"));
    chat.routes[messagesRoute(7)] = settled("Partial answer, complete");
    bodies[1]!.end();
    await waitFor(() => expect(reply().dataset.status).toBe("complete"));
  });

  it("shows 'Load failed' after every retry failed, keeps the partial text, and lets the user send again", async () => {
    const chat = renderChat({
      messages: streamingReply("Half a rep"),
      routes: { [STREAM]: { status: 503 } },
    });
    expect((await screen.findByTestId("message.error")).textContent).toBe(
      conversationCatalogue["stream.loadFailed"],
    );
    expect(chat.callsTo("POST", "/api/v1/messages/stream/")).toHaveLength(6);
    expect(reply().dataset.status).toBe("failed");
    expect(reply().textContent).toContain("Half a rep");
    fireEvent.change(screen.getByTestId("chat-box.input"), { target: { value: "Try again" } });
    await waitFor(() => expect(screen.getByTestId("chat-box.send")).toHaveProperty("disabled", false));
  });

  it("says 'Load failed' when the stream cannot be reached, and the reply keeps Edit and Copy", async () => {
    const chat = renderChat({
      messages: streamingReply("Half a rep"),
      routes: {
        [STREAM]: () => {
          throw new TypeError("Failed to fetch");
        },
      },
    });
    expect((await screen.findByTestId("message.error")).textContent).toBe(
      conversationCatalogue["stream.loadFailed"],
    );
    expect(chat.callsTo("POST", "/api/v1/messages/stream/")).toHaveLength(6);
    expect(reply().dataset.status).toBe("failed");
    expect(within(reply()).getByTestId("message.edit")).toBeTruthy();
    const writeText = fakeClipboard();
    fireEvent.click(within(reply()).getByTestId("message.copy"));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("Half a rep"));
  });

  it("says 'Load failed' for a server fault (5xx) even when the server names one", async () => {
    renderChat({
      messages: streamingReply(),
      routes: {
        [STREAM]: {
          status: 500,
          body: { error: { message: "A server error occurred. Please try again later." } },
        },
      },
    });
    expect((await screen.findByTestId("message.error")).textContent).toBe(
      conversationCatalogue["stream.loadFailed"],
    );
  });

  it("shows the server's stream error text when it gives one", async () => {
    renderChat({
      messages: streamingReply(),
      routes: { [STREAM]: { status: 400, body: { error: { message: "Model does not support streaming" } } } },
    });
    expect((await screen.findByTestId("message.error")).textContent).toBe("Model does not support streaming");
  });

  it("settles and refreshes on 404", async () => {
    const chat = renderChat({ messages: streamingReply(), routes: { [STREAM]: { status: 404 } } });
    chat.routes[messagesRoute(7)] = settled("Finished elsewhere");
    expect(await screen.findByText("Finished elsewhere")).toBeTruthy();
    expect(chat.callsTo("POST", "/api/v1/messages/stream/")).toHaveLength(1);
  });

  it("shows a failed reply's stored error under its partial text", async () => {
    renderChat({
      messages: exchange(1, { status: "failed", content: "Partial", error: "The provider failed." }),
    });
    expect((await screen.findByTestId("message.error")).textContent).toBe("The provider failed.");
    expect(reply().textContent).toContain("Partial");
  });

  it("says 'Something went wrong. Try again.' for a reply that settled empty", async () => {
    renderChat({ messages: exchange(1, { content: "" }) });
    expect((await screen.findByTestId("message.empty")).textContent).toBe(
      conversationCatalogue["reply.empty"],
    );
  });
});

describe("stop generating", () => {
  it("tells the server; the stream's end settles the reply with its partial text", async () => {
    const body = controlledStream();
    const chat = renderChat({
      messages: streamingReply(),
      routes: {
        [STREAM]: { status: 200, stream: body.stream },
        "POST /api/v1/messages/2/stop/": () => {
          chat.routes[messagesRoute(7)] = settled("Stopped here", { status: "stopped" });
          queueMicrotask(body.end);
          return { status: 200, body: { ok: true } };
        },
      },
    });
    body.push("Stopped here");
    await waitFor(() => expect(reply().textContent).toContain("Stopped here"));
    fireEvent.click(screen.getByTestId("chat-box.stop"));
    await waitFor(() => expect(reply().dataset.status).toBe("stopped"));
    expect(screen.getByTestId("message.stopped")).toBeTruthy();
    expect(screen.queryByTestId("chat-box.stop")).toBeNull();
  });

  it("says so when the server refuses, or cannot be reached", async () => {
    const chat = renderChat({
      messages: streamingReply(),
      routes: {
        [STREAM]: () => new Promise<FakeAnswer>(() => undefined),
        "POST /api/v1/messages/2/stop/": { status: 500 },
      },
    });
    fireEvent.click(await screen.findByTestId("chat-box.stop"));
    await waitFor(() =>
      expect(chat.toasts).toContainEqual({ kind: "error", message: conversationCatalogue["stop.failed"] }),
    );
    chat.routes["POST /api/v1/messages/2/stop/"] = () => {
      throw new TypeError("Failed to fetch");
    };
    await waitFor(() => expect(screen.getByTestId("chat-box.stop")).toHaveProperty("disabled", false));
    fireEvent.click(screen.getByTestId("chat-box.stop"));
    await waitFor(() =>
      expect(chat.toasts).toContainEqual({
        kind: "error",
        message: conversationCatalogue["stop.fetchFailed"],
      }),
    );
  });
});

describe("a message sent to the others only", () => {
  it("is marked as not sent to AI", async () => {
    renderChat({ messages: [aMessage({ id: 1, non_ai: true, content: "Team note" })] });
    expect(await screen.findByText("Not sent to AI")).toBeTruthy();
  });
});
