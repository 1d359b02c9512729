import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, waitFor } from "@testing-library/react";
import { createFakeApi, createFakeShell } from "../../test/fake-shell.ts";
import { renderInShell } from "../../test/render-in-shell.tsx";
import { useSidebarRealtime } from "./use-sidebar-realtime.ts";
import { useQuery } from "@tanstack/react-query";
import { conversationKeys } from "../../lib/api/conversation-api.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useSidebarRealtime", () => {
  it("reads the list again as soon as the connection is back, not after the change debounce", async () => {
    const fake = createFakeApi({});
    const { shell, bus } = createFakeShell({ api: fake.api, pathname: "/conversations/new" });
    let reads = 0;
    const changed = vi.fn();
    bus.on("conversations.changed", changed);
    function Sidebar() {
      useSidebarRealtime();
      useQuery({ queryKey: conversationKeys.lists(), queryFn: () => ++reads });
      return null;
    }
    renderInShell(<Sidebar />, shell);
    await waitFor(() => expect(reads).toBe(1));

    act(() => bus.emit("realtime.status", { open: false }));
    act(() => bus.emit("realtime.status", { open: true }));
    // Read again without waiting for a debounced conversations.changed.
    await waitFor(() => expect(reads).toBe(2), { timeout: 200 });
    expect(changed).not.toHaveBeenCalled();

    // Still open: no further read.
    act(() => bus.emit("realtime.status", { open: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(2);
  });

  it("asks for the debounced refresh on a message event", () => {
    const { shell, bus } = createFakeShell({ api: createFakeApi({}).api, pathname: "/conversations/new" });
    const changed = vi.fn();
    bus.on("conversations.changed", changed);
    function Sidebar() {
      useSidebarRealtime();
      return null;
    }
    renderInShell(<Sidebar />, shell);
    act(() =>
      bus.emit("realtime.event", {
        type: "user_joined_conversation",
        conversation_id: 4,
        user: { id: 2, name: "Ann" },
      }),
    );
    expect(changed).toHaveBeenCalledWith({ reason: "realtime" });
  });
});
