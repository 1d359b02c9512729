import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ToolPermissionRequest } from "@parley/shared-contracts/api/mcp";
import { controlledStream, jsonBody } from "../../../test/fake-shell.ts";
import { aMessage } from "../../../test/fixtures.ts";
import { renderChat, STREAM } from "../../../test/chat-harness.tsx";
import { playPermissionSound } from "../utils/permission-sound.ts";
import type * as PermissionSound from "../utils/permission-sound.ts";

vi.mock("../utils/permission-sound.ts", async (original) => {
  const actual = await original<typeof PermissionSound>();
  return { ...actual, playPermissionSound: vi.fn() };
});

afterEach(cleanup);

const WAITING = "GET /api/v1/mcp/tool-calls/?conversation_id=7";
const request = (id: number, patch: Partial<ToolPermissionRequest> = {}): ToolPermissionRequest => ({
  tool_call_id: id,
  conversation_id: 7,
  message_id: 2,
  tool: "echo",
  args: { message: "hi" },
  server: "everything",
  toolInfo: { description: "Echoes back the input" },
  ...patch,
});
const streaming = () => [
  aMessage({ id: 1, content: "Use the echo tool" }),
  aMessage({ id: 2, type: "assistant", content: "", streaming: true, status: "streaming" }),
];

function setup(waiting: ToolPermissionRequest[], runStatus = 200) {
  const body = controlledStream();
  return renderChat({
    messages: streaming(),
    routes: {
      [STREAM]: { status: 200, stream: body.stream },
      [WAITING]: { status: 200, body: { results: waiting } },
      "POST /api/v1/mcp/tool-calls/41/run/": {
        status: runStatus,
        body:
          runStatus === 200 ? { status: "success", result: "hi", error: null } : { error: { message: "x" } },
      },
      "POST /api/v1/mcp/tool-calls/42/run/": {
        status: 200,
        body: { status: "declined", result: null, error: null },
      },
    },
  });
}

describe("the tool permission dialog", () => {
  it("comes back after a reload with the tool, server, description and arguments, and chimes", async () => {
    setup([request(41)]);
    const dialog = await screen.findByRole("dialog", { name: "Allow echo?" });
    expect(dialog.textContent).toContain(
      "The assistant wants to use the tool echo of everything for this reply.",
    );
    expect(within(dialog).getByTestId("tool-permission.description").textContent).toBe(
      "Echoes back the input",
    );
    expect(JSON.parse(within(dialog).getByTestId("tool-permission.args").textContent ?? "")).toEqual({
      message: "hi",
    });
    // The chime plays from the dialog's effect, which may run after the dialog is first found.
    await waitFor(() => expect(vi.mocked(playPermissionSound)).toHaveBeenCalledTimes(1));
    // Defaults: allow once, decline.
    expect(within(dialog).getByRole("radio", { name: "Allow once", checked: true })).toBeTruthy();
    expect(within(dialog).getByRole("radio", { name: "Decline this time", checked: true })).toBeTruthy();
    expect(within(dialog).getByTestId<HTMLInputElement>("tool-permission.choice-allow_once").checked).toBe(
      true,
    );
    expect(within(dialog).getByTestId<HTMLInputElement>("tool-permission.choice-decline").checked).toBe(true);
  });

  it("sends the chosen allow answer and closes", async () => {
    const chat = setup([request(41)]);
    const dialog = await screen.findByRole("dialog", { name: "Allow echo?" });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Allow in this conversation" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Allow" }));
    await waitFor(() => expect(chat.callsTo("POST", "/api/v1/mcp/tool-calls/41/run/")).toHaveLength(1));
    expect(jsonBody(chat.callsTo("POST", "/api/v1/mcp/tool-calls/41/run/")[0])).toEqual({
      conversationId: 7,
      server: "everything",
      tool: "echo",
      args: { message: "hi" },
      userConfirmation: true,
      allowType: "allow_conversation",
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Allow echo?" })).toBeNull());
  });

  it("closing means stop_now; the next waiting call follows", async () => {
    const chat = setup([request(41), request(42, { tool: "get-sum", args: { a: 1, b: 2 } })]);
    const dialog = await screen.findByRole("dialog", { name: "Allow echo?" });
    expect(dialog.textContent).toContain("Then 1 more waiting");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(chat.callsTo("POST", "/api/v1/mcp/tool-calls/41/run/")).toHaveLength(1));
    expect(jsonBody(chat.callsTo("POST", "/api/v1/mcp/tool-calls/41/run/")[0])).toMatchObject({
      allowType: "stop_now",
    });
    const next = await screen.findByRole("dialog", { name: "Allow get-sum?" });
    fireEvent.click(within(next).getByRole("radio", { name: "Never allow this tool" }));
    fireEvent.click(within(next).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(chat.callsTo("POST", "/api/v1/mcp/tool-calls/42/run/")).toHaveLength(1));
    expect(jsonBody(chat.callsTo("POST", "/api/v1/mcp/tool-calls/42/run/")[0])).toMatchObject({
      allowType: "decline_never",
    });
  });

  it("opens on the realtime request and closes when another tab answered", async () => {
    const chat = setup([]);
    await waitFor(() => expect(chat.callsTo("GET", "/api/v1/mcp/tool-calls/")).toHaveLength(0));
    chat.bus.emit("realtime.event", { type: "tool_permission_requested", request: request(41) });
    expect(await screen.findByRole("dialog", { name: "Allow echo?" })).toBeTruthy();
    // Another conversation's request is not this screen's.
    chat.bus.emit("realtime.event", {
      type: "tool_permission_requested",
      request: request(43, { conversation_id: 99, tool: "other" }),
    });
    chat.bus.emit("realtime.event", {
      type: "tool_permission_resolved",
      conversation_id: 7,
      tool_call_id: 41,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("asks nothing for a reply that is over", async () => {
    const chat = renderChat({
      messages: [aMessage({ id: 1 }), aMessage({ id: 2, type: "assistant", content: "Done" })],
      routes: { [WAITING]: { status: 200, body: { results: [request(41)] } } },
    });
    await waitFor(() =>
      expect(chat.calls.some((call) => call.path.startsWith("/api/v1/mcp/tool-calls/"))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says Please try again. when the answer fails, and asks again", async () => {
    const chat = setup([request(41)], 500);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Allow" }));
    await waitFor(() => expect(chat.toasts).toContainEqual({ kind: "error", message: "Please try again." }));
  });
});
