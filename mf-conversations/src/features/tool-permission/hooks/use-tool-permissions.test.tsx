import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import type { ToolPermissionRequest } from "@parley/shared-contracts/api/mcp";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { useToolPermissions } from "./use-tool-permissions.ts";

afterEach(cleanup);

const request: ToolPermissionRequest = {
  tool_call_id: 7,
  conversation_id: 42,
  message_id: 100,
  tool: "echo",
  args: {},
  server: "everything",
  toolInfo: { description: "Echoes" },
};

const streaming = new Set([100]);

/** The chat screen's use: the id is null until the new conversation's send answers. */
function Asking() {
  const [conversationId, setConversationId] = useState<number | null>(null);
  const { current } = useToolPermissions(conversationId, streaming);
  return (
    <>
      <button type="button" onClick={() => setConversationId(42)}>
        created
      </button>
      <p data-testid="asking">{current ? String(current.tool_call_id) : "none"}</p>
    </>
  );
}

describe("useToolPermissions", () => {
  it("keeps a request that arrived before the new conversation's id was known", async () => {
    // The read finds nothing yet: the request came over the realtime connection only.
    const fake = createFakeApi({
      "GET /api/v1/mcp/tool-calls/?conversation_id=42": { status: 200, body: { results: [] } },
    });
    const { shell, bus } = createFakeShell({ api: fake.api, pathname: "/conversations/new" });
    renderInShell(<Asking />, shell);
    await screen.findByTestId("asking");
    act(() => bus.emit("realtime.event", { type: "tool_permission_requested", request }));
    expect(screen.getByTestId("asking").textContent).toBe("none");

    act(() => screen.getByRole("button", { name: "created" }).click());
    expect(await screen.findByText("7")).toBeTruthy();

    act(() =>
      bus.emit("realtime.event", { type: "tool_permission_resolved", conversation_id: 42, tool_call_id: 7 }),
    );
    expect(screen.getByTestId("asking").textContent).toBe("none");
  });

  it("reads the waiting calls again when the realtime connection opens (a request sent before it is not lost)", async () => {
    // The page loaded and sent before its socket was open: the request exists only on the server.
    let waiting: ToolPermissionRequest[] = [];
    const fake = createFakeApi({
      "GET /api/v1/mcp/tool-calls/?conversation_id=42": () => ({ status: 200, body: { results: waiting } }),
    });
    const { shell, bus } = createFakeShell({ api: fake.api, pathname: "/conversations/42" });
    function Open() {
      const { current } = useToolPermissions(42, streaming);
      return <p data-testid="asking">{current ? String(current.tool_call_id) : "none"}</p>;
    }
    renderInShell(<Open />, shell);
    await waitFor(() =>
      expect(fake.callsTo("GET", "/api/v1/mcp/tool-calls/?conversation_id=42")).toHaveLength(1),
    );
    expect(screen.getByTestId("asking").textContent).toBe("none");

    waiting = [request];
    act(() => bus.emit("realtime.status", { open: true }));
    expect(await screen.findByText("7")).toBeTruthy();
    expect(fake.callsTo("GET", "/api/v1/mcp/tool-calls/?conversation_id=42")).toHaveLength(2);
  });
});
