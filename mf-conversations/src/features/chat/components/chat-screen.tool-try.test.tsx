import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderChat, SEND } from "../../../test/chat-harness.tsx";
import { installFakeLayout } from "../../../test/layout.ts";
import { useChosenTool } from "../../tools/state/chosen-tool.ts";

installFakeLayout();
afterEach(() => {
  cleanup();
  act(() => {
    useChosenTool.getState().clear();
  });
});

const TOOL = {
  id: 5,
  name: "Teach me anything",
  variables: [{ name: "topic", type: "text" as const, description: "", default: "", allowed_values: [] }],
};

/** Trying a tool: the send that runs the tool chosen in the tools panel (docs/product/tools.md). */
describe("trying a tool", () => {
  it("says 'error trying the tool' when the send that runs it fails, and keeps the tool and its values", async () => {
    const chat = renderChat({ routes: { [SEND]: { status: 500, body: {} } } });
    await screen.findByTestId("chat-box.input");
    act(() => {
      chat.bus.emit("tool.chosen", { tool: TOOL });
    });
    const panel = await screen.findByTestId("tool-input");
    fireEvent.change(within(panel).getByLabelText(/topic/), { target: { value: "tides" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(chat.toasts).toEqual([{ kind: "error", message: "error trying the tool" }]));
    expect(screen.getByTestId("chat-box.error").textContent).toBe(
      "Something went wrong. Unable to send message.",
    );
    expect(within(screen.getByTestId("tool-input")).getByLabelText<HTMLInputElement>(/topic/).value).toBe(
      "tides",
    );
  });

  it("a failed send without a tool is no failed tool try", async () => {
    const chat = renderChat({ routes: { [SEND]: { status: 500, body: {} } } });
    fireEvent.change(await screen.findByTestId("chat-box.input"), { target: { value: "Plain" } });
    fireEvent.keyDown(screen.getByTestId("chat-box.input"), { key: "Enter" });
    await screen.findByTestId("chat-box.error");
    expect(chat.toasts).toEqual([]);
  });
});
