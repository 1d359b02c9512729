// A regression: the chat box took the focus back when a send settled, even from a tool's permission
// dialog that had opened meanwhile (a second such dialog, its code already loaded, opens before the
// send settles), so Escape did nothing and typing went into the hidden field.
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { aModel } from "../../../test/fixtures.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import type { SendResult } from "../hooks/use-send-message.ts";
import { ChatBox } from "./chat-box.tsx";

afterEach(cleanup);

function renderBox(onSend: () => Promise<SendResult>) {
  const { shell } = createFakeShell({ api: createFakeApi({}).api });
  renderInShell(
    <ChatBox
      conversation={undefined}
      models={[aModel()]}
      modelsLoading={false}
      model={aModel()}
      onChooseModel={() => undefined}
      onSend={onSend}
      replyArriving={false}
      onStop={null}
      stopping={false}
    />,
    shell,
  );
  return screen.getByTestId<HTMLTextAreaElement>("chat-box.input");
}

describe("the chat box's focus after a send", () => {
  it("comes back to the field when nothing else took it", async () => {
    const input = renderBox(async () => ({ ok: true, conversationId: 7 }));
    fireEvent.change(input, { target: { value: "Hi" } });
    fireEvent.click(screen.getByTestId("chat-box.send"));
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it("stays in a dialog that opened while the send was on its way", async () => {
    let settle: (result: SendResult) => void = () => undefined;
    const input = renderBox(() => new Promise<SendResult>((resolve) => (settle = resolve)));
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    const allow = document.createElement("button");
    allow.textContent = "Allow";
    dialog.append(allow);
    fireEvent.change(input, { target: { value: "Read my notes" } });
    act(() => input.focus());
    fireEvent.keyDown(input, { key: "Enter" });
    // The permission request arrives before the send settles; its dialog takes the focus.
    document.body.append(dialog);
    allow.focus();
    await act(async () => settle({ ok: true, conversationId: 7 }));
    expect(document.activeElement).toBe(allow);
    dialog.remove();
  });
});
