import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { formFields } from "../../../test/fake-shell.ts";
import { aMessage } from "../../../test/fixtures.ts";
import { renderChat, SEND } from "../../../test/chat-harness.tsx";
import { installFakeLayout } from "../../../test/layout.ts";
import { useChosenTool } from "../state/chosen-tool.ts";

installFakeLayout();
afterEach(() => {
  cleanup();
  act(() => {
    useChosenTool.getState().clear();
  });
});

const TEACH = {
  id: 5,
  name: "Teach me anything about a very long subject name",
  variables: [
    { name: "topic", type: "text" as const, description: "What to learn", default: "", allowed_values: [] },
    {
      name: "level",
      type: "single-select" as const,
      description: "",
      default: "beginner",
      allowed_values: ["beginner", "expert"],
    },
    {
      name: "langs",
      type: "multi-select" as const,
      description: "",
      default: "fr",
      allowed_values: ["fr", "de"],
    },
  ],
};

describe("a tool chosen in the tools panel", () => {
  it("shows its inputs above the chat box and sends tool_id and json_tool_data with the message", async () => {
    const chat = renderChat({
      routes: {
        [SEND]: {
          status: 200,
          body: { data: { conversation_id: 7, user_message_id: 3, assistant_message_id: 4 } },
        },
      },
    });
    await screen.findByTestId("chat-box.input");
    act(() => {
      chat.bus.emit("tool.chosen", { tool: TEACH });
    });
    const panel = await screen.findByTestId("tool-input");
    // The selector names the tool, cut after 30 characters.
    expect(screen.getByTestId("chat-box.tools").textContent).toBe("Teach me anything about a very…");
    fireEvent.change(within(panel).getByLabelText(/topic/), { target: { value: "tides {{level}}" } });
    fireEvent.change(within(panel).getByLabelText(/level/), { target: { value: "expert" } });
    fireEvent.click(within(panel).getByRole("checkbox", { name: "de" }));
    fireEvent.click(within(panel).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(chat.callsTo("POST", "/api/v1/messages/send/")).toHaveLength(1));
    const fields = formFields(chat.callsTo("POST", "/api/v1/messages/send/")[0]);
    expect(fields).toMatchObject({ message: "", tool_id: "5" });
    expect(JSON.parse(fields.json_tool_data ?? "")).toEqual({
      topic: "tides {{level}}",
      level: "expert",
      langs: ["fr", "de"],
    });
  });

  it("collapses, and closes back to 'Agentics' with nothing of the tool sent", async () => {
    const chat = renderChat({
      routes: {
        [SEND]: {
          status: 200,
          body: { data: { conversation_id: 7, user_message_id: 3, assistant_message_id: 4 } },
        },
      },
    });
    await screen.findByTestId("chat-box.input");
    act(() => {
      chat.bus.emit("tool.chosen", { tool: TEACH });
    });
    const panel = await screen.findByTestId("tool-input");
    fireEvent.click(within(panel).getByRole("button", { name: "Hide the tool's inputs" }));
    expect(within(panel).queryByRole("button", { name: "Send" })).toBeNull();
    fireEvent.click(within(panel).getByRole("button", { name: "Close the tool" }));
    expect(screen.queryByTestId("tool-input")).toBeNull();
    expect(screen.getByTestId("chat-box.tools").textContent).toBe("Agentics");
    fireEvent.change(screen.getByTestId("chat-box.input"), { target: { value: "Plain" } });
    fireEvent.keyDown(screen.getByTestId("chat-box.input"), { key: "Enter" });
    await waitFor(() => expect(chat.callsTo("POST", "/api/v1/messages/send/")).toHaveLength(1));
    expect(formFields(chat.callsTo("POST", "/api/v1/messages/send/")[0]).tool_id).toBeUndefined();
  });

  it("offers Edit for a tool the member may view: the tools remote's edit dialog mounts for it, and closes", async () => {
    const chat = renderChat();
    await screen.findByTestId("chat-box.input");
    const mounted: { id: string; props: { toolId?: number; onClose?: () => void } }[] = [];
    // Editors mounted and not unmounted yet (the sub-header mounts its collaboration parcel too).
    let live = 0;
    chat.shell.mountParcel = vi.fn(async (id: string, element: HTMLElement, props?: object) => {
      if (id !== "mf_tools/ToolEditorDialog") return async () => undefined;
      mounted.push({ id, props: props ?? {} });
      live += 1;
      element.textContent = "the editor";
      return async () => {
        live -= 1;
      };
    });
    act(() => {
      chat.bus.emit("tool.chosen", { tool: { ...TEACH, editable: true } });
    });
    const panel = await screen.findByTestId("tool-input");
    fireEvent.click(within(panel).getByRole("button", { name: "Edit the tool" }));
    await waitFor(() => expect(live).toBe(1));
    expect(mounted.at(-1)).toMatchObject({ id: "mf_tools/ToolEditorDialog", props: { toolId: 5 } });
    expect(within(panel).getByTestId("tool-input.editor-slot").textContent).toContain("the editor");
    act(() => mounted.at(-1)?.props.onClose?.());
    await waitFor(() => expect(live).toBe(0));
    // A tool of which the member may view nothing has no Edit.
    act(() => {
      chat.bus.emit("tool.chosen", { tool: TEACH });
    });
    expect(
      within(screen.getByTestId("tool-input")).queryByRole("button", { name: "Edit the tool" }),
    ).toBeNull();
  });

  it("a message that ran a tool shows the tool and each value", async () => {
    renderChat({
      messages: [
        aMessage({
          id: 1,
          content: "",
          tool: { id: 5, name: "Teach me anything", values: { topic: "tides", langs: ["fr", "de"] } },
        }),
      ],
    });
    const run = await screen.findByTestId("message.tool");
    expect(run.textContent).toContain("Tool: Teach me anything");
    expect(run.textContent).toContain("topictides");
    expect(run.textContent).toContain("langsfr, de");
  });
});
