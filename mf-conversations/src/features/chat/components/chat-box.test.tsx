import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { aModel } from "../../../test/fixtures.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import type { SendResult } from "../hooks/use-send-message.ts";
import { ChatBox, INPUT_MAX_HEIGHT_PX, type ChatBoxProps } from "./chat-box.tsx";

afterEach(cleanup);

function renderBox(overrides: Partial<ChatBoxProps> = {}) {
  const onSend = vi.fn(async (): Promise<SendResult> => ({ ok: true, conversationId: 7 }));
  const props: ChatBoxProps = {
    conversation: undefined,
    models: [aModel()],
    modelsLoading: false,
    model: aModel(),
    onChooseModel: vi.fn(),
    onSend,
    replyArriving: false,
    onStop: null,
    stopping: false,
    ...overrides,
  };
  const { shell } = createFakeShell({ api: createFakeApi({}).api });
  renderInShell(<ChatBox {...props} />, shell);
  const input = screen.getByTestId<HTMLTextAreaElement>("chat-box.input");
  return { onSend: (overrides.onSend as typeof onSend | undefined) ?? onSend, input };
}

describe("the chat box keys", () => {
  it("has the spec's placeholder as its label", () => {
    const { input } = renderBox();
    expect(input.placeholder).toBe("Send a message");
    expect(screen.getByLabelText("Send a message")).toBe(input);
  });

  it("sends to the AI on Enter and empties the field", async () => {
    const { input, onSend } = renderBox();
    fireEvent.change(input, { target: { value: "Hi" } });
    const enter = fireEvent.keyDown(input, { key: "Enter" });
    expect(enter).toBe(false); // default prevented: no new line
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("Hi", false, [], []));
    expect(input.value).toBe("");
  });

  it("leaves Shift+Enter to the field (a new line) and ignores Enter while composing", () => {
    const { input, onSend } = renderBox();
    fireEvent.change(input, { target: { value: "Hi" } });
    expect(fireEvent.keyDown(input, { key: "Enter", shiftKey: true })).toBe(true);
    fireEvent.keyDown(input, { key: "Enter", isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it("flips to sending without AI on Ctrl+Enter and ⌘+Enter", async () => {
    const { input, onSend } = renderBox();
    fireEvent.change(input, { target: { value: "Team only" } });
    fireEvent.keyDown(input, { key: "Enter", ctrlKey: true });
    await waitFor(() => expect(onSend).toHaveBeenLastCalledWith("Team only", true, [], []));
    fireEvent.change(input, { target: { value: "Again" } });
    fireEvent.keyDown(input, { key: "Enter", metaKey: true });
    await waitFor(() => expect(onSend).toHaveBeenLastCalledWith("Again", true, [], []));
  });

  it("does not send blank text, and disables both send buttons for it", () => {
    const { input, onSend } = renderBox();
    fireEvent.change(input, { target: { value: "   \n " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByTestId("chat-box.send")).toHaveProperty("disabled", true);
    expect(screen.getByTestId("chat-box.send-non-ai")).toHaveProperty("disabled", true);
  });

  it("waits while a reply arrives and shows Stop", () => {
    const onStop = vi.fn();
    const { input, onSend } = renderBox({ replyArriving: true, onStop });
    fireEvent.change(input, { target: { value: "Next" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("chat-box.stop"));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it("puts the text back when the send fails, unless something new was typed", async () => {
    let fail!: (result: SendResult) => void;
    const onSend = vi.fn(() => new Promise<SendResult>((resolve) => (fail = resolve)));
    const { input } = renderBox({ onSend });
    fireEvent.change(input, { target: { value: "First" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(input.value).toBe("");
    fail({ ok: false, error: "Nope" });
    await waitFor(() => expect(input.value).toBe("First"));
    expect(screen.getByTestId("chat-box.error").textContent).toBe("Nope");
    fireEvent.change(input, { target: { value: "First, again" } });
    expect(screen.queryByTestId("chat-box.error")).toBeNull();

    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.change(input, { target: { value: "Typed meanwhile" } });
    fail({ ok: false, error: "Nope" });
    await screen.findByTestId("chat-box.error");
    expect(input.value).toBe("Typed meanwhile");
  });

  it("grows with its text up to 200 px, then scrolls", () => {
    const { input } = renderBox();
    let height = 80;
    Object.defineProperty(input, "scrollHeight", { configurable: true, get: () => height });
    fireEvent.change(input, { target: { value: "a\nb\nc" } });
    expect(input.style.height).toBe("80px");
    expect(input.style.overflowY).toBe("hidden");
    height = 640;
    fireEvent.change(input, { target: { value: "a\n".repeat(40) } });
    expect(input.style.height).toBe(`${INPUT_MAX_HEIGHT_PX}px`);
    expect(input.style.overflowY).toBe("auto");
    // Emptied, it is one row again, without being measured.
    const measured = vi.fn(() => height);
    Object.defineProperty(input, "scrollHeight", { configurable: true, get: measured });
    fireEvent.change(input, { target: { value: "" } });
    expect(input.style.height).toBe("");
    expect(input.style.overflowY).toBe("hidden");
    expect(measured).not.toHaveBeenCalled();
  });
});

describe("a withdrawn message", () => {
  it("comes back into an empty field, once per withdrawal, never over new typing", () => {
    const onSend = vi.fn(async (): Promise<SendResult> => ({ ok: true, conversationId: 7 }));
    const { shell } = createFakeShell({ api: createFakeApi({}).api });
    const props = {
      conversation: undefined,
      models: [aModel()],
      modelsLoading: false,
      model: aModel(),
      onChooseModel: vi.fn(),
      onSend,
      replyArriving: false,
      onStop: null,
      stopping: false,
    };
    const { rerenderWith } = renderInShell(<ChatBox {...props} restoreDraft={null} />, shell);
    const input = screen.getByTestId<HTMLTextAreaElement>("chat-box.input");
    rerenderWith(shell, <ChatBox {...props} restoreDraft={{ text: "My card is 4111", key: 1 }} />);
    expect(input.value).toBe("My card is 4111");
    fireEvent.change(input, { target: { value: "Something new" } });
    rerenderWith(shell, <ChatBox {...props} restoreDraft={{ text: "Older text", key: 2 }} />);
    expect(input.value).toBe("Something new");
  });
});

describe("the chat box's toolbar", () => {
  it("keeps Stop and both sends in one group beside the controls, which wrap apart from it", () => {
    renderBox({ onStop: vi.fn() });
    const actions = screen.getByTestId("chat-box.send-actions");
    const inGroup = ["chat-box.stop", "chat-box.send-non-ai", "chat-box.send"];
    expect([...actions.children].map((child) => child.getAttribute("data-testid"))).toEqual(inGroup);
    // The controls' wrapper is the group's sibling: however narrow the box (a right panel open), a wrap
    // moves controls, never the send buttons, to another row.
    const toolbar = actions.parentElement!;
    const controls = [...toolbar.children].filter((child) => child !== actions);
    expect(controls).toHaveLength(1);
    for (const id of ["chat-box.model-settings", "chat-box.behavior", "chat-box.tools"])
      expect(controls[0]!.contains(screen.getByTestId(id))).toBe(true);
    expect(toolbar.lastElementChild).toBe(actions);
  });
});
