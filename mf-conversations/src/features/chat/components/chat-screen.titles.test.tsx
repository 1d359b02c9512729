import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { renderChat } from "../../../test/chat-harness.tsx";
import { aConversation, aMessage } from "../../../test/fixtures.ts";
import { installFakeLayout } from "../../../test/layout.ts";

installFakeLayout({ clientHeight: 600 });
afterEach(cleanup);

describe("a conversation titled in markdown", () => {
  it("shows the title's text in the breadcrumb, the page title and the screen's name", async () => {
    renderChat({ conversation: aConversation({ name: "**Trip** _planning_ `v2`" }) });
    await waitFor(() =>
      expect(screen.getByTestId("breadcrumb.current").textContent).toBe("Trip planning v2"),
    );
    expect(document.title).toBe("Trip planning v2 | Acme | Parley");
    expect(screen.getByTestId("chat.screen").getAttribute("aria-label")).toBe("Trip planning v2");
  });
});

describe("messages in another script than the page's", () => {
  // Code blocks are left to right: markdown-content.test.tsx.
  it("take their direction from their own text: the sender's name and the body dir=auto", async () => {
    renderChat({
      messages: [
        aMessage({
          id: 1,
          content: "Ready? 100%!",
          sender: { id: 1, name: "Ada (admin)!", image_url: null },
        }),
        aMessage({ id: 2, type: "assistant", content: "Yes (v2)." }),
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId("message.item")).toHaveLength(2));
    const [question, reply] = screen.getAllByTestId("message.item");
    const author = (item: HTMLElement | undefined) => item?.querySelector("header span");
    expect(author(question)?.textContent).toBe("Ada (admin)!");
    expect(author(question)?.getAttribute("dir")).toBe("auto");
    expect(author(reply)?.textContent).toBe("GPT Test");
    expect(author(reply)?.getAttribute("dir")).toBe("auto");
    expect(screen.getByText("Ready? 100%!").closest("[dir]")?.getAttribute("dir")).toBe("auto");
    expect(screen.getByText("Yes (v2).").closest("[dir]")?.getAttribute("dir")).toBe("auto");
  });
});
