import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { aConversation, aModel } from "../../../test/fixtures.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ChatBox } from "../../chat/components/chat-box.tsx";
import type { SendResult } from "../../chat/hooks/use-send-message.ts";

afterEach(cleanup);

const participants = [
  { id: 1, name: "Ada Owner", email: "owner@acme.test", image_url: null },
  { id: 2, name: "Bob Builder", email: "bob@acme.test", image_url: null },
  { id: 3, name: "Carla Bobbins", email: "carla@acme.test", image_url: null },
];

function renderBox() {
  const onSend = vi.fn(async (): Promise<SendResult> => ({ ok: true, conversationId: 7 }));
  const { shell } = createFakeShell({ api: createFakeApi({}).api });
  renderInShell(
    <ChatBox
      conversation={aConversation({ id: 7, participants, is_collaborative: true })}
      models={[aModel()]}
      modelsLoading={false}
      model={aModel()}
      onChooseModel={vi.fn()}
      onSend={onSend}
      replyArriving={false}
      onStop={null}
      stopping={false}
    />,
    shell,
  );
  return { onSend, input: screen.getByTestId<HTMLTextAreaElement>("chat-box.input") };
}

function type(input: HTMLTextAreaElement, value: string) {
  fireEvent.change(input, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
}

describe("mentions in the chat box", () => {
  it("lists the other participants matching '@' and the text, with the arrow keys moving", () => {
    const { input } = renderBox();
    type(input, "Thanks @bo");
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "BBob Builderbob@acme.test",
      "CCarla Bobbinscarla@acme.test",
    ]);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(screen.getAllByRole("option")[1]?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("picks with Tab, then sends to people only with the mentioned ids", async () => {
    const { input, onSend } = renderBox();
    type(input, "Thanks @bo");
    fireEvent.keyDown(input, { key: "Tab" });
    expect(input.value).toBe("Thanks @Bob Builder ");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByTestId("chat-box.hint").textContent).toMatch(/not sent to the AI/);
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("Thanks @Bob Builder ", true, [2], []));
  });

  it("picks with Enter instead of sending, and by clicking", async () => {
    const { input, onSend } = renderBox();
    type(input, "@car");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(input.value).toBe("@Carla Bobbins ");
    expect(onSend).not.toHaveBeenCalled();
    type(input, "@Carla Bobbins and @b");
    fireEvent.click(screen.getAllByRole("option")[0]!);
    expect(input.value).toBe("@Carla Bobbins and @Bob Builder ");
  });

  it("offers no one in a conversation without other participants", () => {
    const { shell } = createFakeShell({ api: createFakeApi({}).api });
    renderInShell(
      <ChatBox
        conversation={aConversation({ id: 8, participants: [participants[0]!] })}
        models={[aModel()]}
        modelsLoading={false}
        model={aModel()}
        onChooseModel={vi.fn()}
        onSend={vi.fn()}
        replyArriving={false}
        onStop={null}
        stopping={false}
      />,
      shell,
    );
    type(screen.getByTestId<HTMLTextAreaElement>("chat-box.input"), "@");
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});
