import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { controlledStream } from "../../../test/fake-shell.ts";
import { aMessage, exchange } from "../../../test/fixtures.ts";
import { messagesRoute, renderChat, STREAM } from "../../../test/chat-harness.tsx";
import { installFakeLayout } from "../../../test/layout.ts";

installFakeLayout();
afterEach(cleanup);

const LONG = `${"A long answer. ".repeat(40)}The end.`;
const item = (id: number) =>
  screen.getAllByTestId("message.item").find((element) => element.dataset.messageId === String(id))!;

/** docs/product/conversations.md § Message display: any message over 500 characters starts collapsed. */
describe("long messages fold", () => {
  it("folds a stored assistant reply over 500 characters with Show more / Show less, as a user message", async () => {
    renderChat({
      messages: [aMessage({ id: 1, content: LONG }), aMessage({ id: 2, type: "assistant", content: LONG })],
    });
    // The file's first render also loads the markdown renderer: on a loaded machine that takes a while.
    await waitFor(() => expect(screen.getAllByTestId("message.item")).toHaveLength(2), { timeout: 15_000 });
    for (const id of [1, 2]) {
      const message = item(id);
      const toggle = within(message).getByTestId("message.show-more");
      const fold = within(message).getByTestId("message.fold");
      expect(toggle.textContent).toBe("Show more");
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      expect(toggle.getAttribute("aria-controls")).toBe(fold.id);
      expect(fold.textContent).toContain("The end.");
      fireEvent.click(toggle);
      expect(toggle.textContent).toBe("Show less");
      expect(toggle.getAttribute("aria-expanded")).toBe("true");
      fireEvent.click(toggle);
      expect(toggle.textContent).toBe("Show more");
    }
  });

  it("counts the reply's text, not its folded sections, and leaves its error outside the fold", async () => {
    renderChat({
      messages: [
        ...exchange(1, { content: `<think>${LONG}</think>Short answer.` }),
        ...exchange(3, { content: LONG, status: "failed", error: "The provider failed." }),
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId("message.item")).toHaveLength(4));
    expect(within(item(2)).queryByTestId("message.show-more")).toBeNull();
    const failed = item(4);
    expect(within(failed).getByTestId("message.show-more")).toBeTruthy();
    expect(within(within(failed).getByTestId("message.fold")).queryByTestId("message.error")).toBeNull();
    expect(within(failed).getByTestId("message.error").textContent).toBe("The provider failed.");
  });

  it("leaves a reply the member watches arrive open, with Show less", async () => {
    const body = controlledStream();
    const chat = renderChat({
      messages: exchange(1, { streaming: true, status: "streaming", content: "" }),
      routes: { [STREAM]: { status: 200, stream: body.stream } },
    });
    body.push(LONG);
    await waitFor(() => expect(item(2).textContent).toContain("The end."));
    chat.routes[messagesRoute(7)] = {
      status: 200,
      body: { results: exchange(1, { content: LONG }), has_more: false },
    };
    body.end();
    await waitFor(() => expect(item(2).dataset.status).toBe("complete"));
    const toggle = within(item(2)).getByTestId("message.show-more");
    expect(toggle.textContent).toBe("Show less");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
  });

  it("keeps a streaming reply's rendered text when it passes 500 characters (no rebuild)", async () => {
    const body = controlledStream();
    renderChat({
      messages: exchange(1, { streaming: true, status: "streaming", content: "" }),
      routes: { [STREAM]: { status: 200, stream: body.stream } },
    });
    body.push("Short start.\n\n");
    const first = await within(await waitFor(() => item(2))).findByText("Short start.");
    body.push(LONG);
    await waitFor(() => expect(item(2).textContent).toContain("The end."));
    expect(within(item(2)).getByTestId("message.show-more").textContent).toBe("Show less");
    expect(first.isConnected).toBe(true);
  });

  it("does not fold 500 characters or fewer", async () => {
    renderChat({ messages: exchange(1, { content: "x".repeat(500) }) });
    await waitFor(() => expect(screen.getAllByTestId("message.item")).toHaveLength(2));
    expect(screen.queryByTestId("message.show-more")).toBeNull();
  });
});
