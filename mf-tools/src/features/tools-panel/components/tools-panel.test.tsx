import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ToolPage, ToolSummary } from "@parley/shared-contracts/api/tools";
import { createFakeApi, createFakeShell, type FakeRoute } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ToolsPanel } from "./tools-panel.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tool = (id: number, name: string, patch: Partial<ToolSummary> = {}): ToolSummary => ({
  id,
  name,
  avatar: null,
  description: `About ${name}`,
  tool_type: "Personal",
  downloadable: true,
  prompt_permission: "Edit",
  settings_permission: "Edit",
  last_updated: "2026-11-25T10:00:00.000Z",
  ...patch,
});

const page = (results: ToolSummary[], next: number | null = null): { status: number; body: ToolPage } => ({
  status: 200,
  body: { count: results.length + (next === null ? 0 : 20), next, results },
});

const list = (query: string) => `GET /api/v1/tools/?${query}`;

function setup(routes: Record<string, FakeRoute>) {
  const fake = createFakeApi(routes);
  const { shell, bus } = createFakeShell({ api: fake.api });
  const toasts: string[] = [];
  bus.on("toast.shown", (event) => toasts.push(event.message));
  renderInShell(<ToolsPanel />, shell);
  return { fake, toasts };
}

describe("the tools panel", () => {
  it("opens on Agentics with the tools, their badges and only the actions each allows", async () => {
    setup({
      [list("ordering=name&page=1&page_size=20")]: page([
        tool(1, "Mine"),
        tool(2, "Shared", { tool_type: "Account", downloadable: false }),
        tool(3, "Teach me anything", { tool_type: "System" }),
      ]),
    });
    expect(screen.getByRole("tab", { name: "Agentics" }).getAttribute("aria-selected")).toBe("true");
    const items = await screen.findAllByTestId("tools.item");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Mine",
      "Shared",
      "Teach me anything",
    ]);
    expect(items.map((item) => within(item).getByTestId("tools.badge").textContent)).toEqual([
      "Personal",
      "Account",
      "System",
    ]);
    const [mine, shared, system] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(mine).getByRole("button", { name: "Delete Mine" })).toBeTruthy();
    expect(within(shared).queryByTestId("tools.download")).toBeNull();
    expect(within(shared).queryByTestId("tools.delete")).toBeNull();
    expect(within(system).queryByTestId("tools.delete")).toBeNull();
    expect(within(system).getByRole("button", { name: "Download Teach me anything" })).toBeTruthy();
  });

  it("searches on the server 300 ms after typing stops, and sorts there too", async () => {
    const { fake } = setup({
      [list("ordering=name&page=1&page_size=20")]: page([tool(1, "Alpha"), tool(2, "Beta")]),
      [list("ordering=name&page=1&page_size=20&search=alp")]: page([tool(1, "Alpha")]),
      [list("ordering=-name&page=1&page_size=20&search=alp")]: page([tool(1, "Alpha")]),
      [list("ordering=name&page=1&page_size=20&search=zzz")]: page([]),
    });
    await screen.findAllByTestId("tools.item");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search tools" }), { target: { value: "alp" } });
    await vi.advanceTimersByTimeAsync(250);
    expect(fake.calls.some((call) => call.path.includes("search=alp"))).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await waitFor(() => expect(screen.getAllByTestId("tools.item")).toHaveLength(1));
    fireEvent.change(screen.getByRole("combobox", { name: "Sort tools" }), { target: { value: "-name" } });
    await waitFor(() =>
      expect(
        fake.calls.some((call) => call.path.includes("ordering=-name&page=1&page_size=20&search=alp")),
      ).toBe(true),
    );
    fireEvent.change(screen.getByRole("searchbox", { name: "Search tools" }), { target: { value: "zzz" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Sort tools" }), { target: { value: "name" } });
    expect(await screen.findByText("No tool matches your search.")).toBeTruthy();
  });

  it("follows the next page on Load more", async () => {
    setup({
      [list("ordering=name&page=1&page_size=20")]: page([tool(1, "First")], 2),
      [list("ordering=name&page=2&page_size=20")]: page([tool(2, "Second")]),
    });
    await screen.findByText("First");
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Second")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more" })).toBeNull());
  });

  it("deletes a Personal tool after confirming", async () => {
    let gone = false;
    const { fake, toasts } = setup({
      [list("ordering=name&page=1&page_size=20")]: () => page(gone ? [] : [tool(1, "Old")]),
      "DELETE /api/v1/tools/1/": () => {
        gone = true;
        return { status: 204 };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Old" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete tool?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toasts).toContain("Old was deleted."));
    expect(fake.callsTo("DELETE", "/api/v1/tools/1/")).toHaveLength(1);
    expect(await screen.findByText("No tools yet.")).toBeTruthy();
  });

  it("says when a delete fails and keeps the tool", async () => {
    const { toasts } = setup({
      [list("ordering=name&page=1&page_size=20")]: page([tool(1, "Kept")]),
      "DELETE /api/v1/tools/1/": { status: 500, body: {} },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Kept" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toasts).toContain("Delete failed"));
    expect(screen.getByText("Kept")).toBeTruthy();
  });

  it("shows the load failure with Retry, and the MCP tab says no server is connected", async () => {
    setup({
      [list("ordering=name&page=1&page_size=20")]: { status: 500, body: {} },
      "GET /api/v1/mcp/servers/?ordering=server_name&page=1&page_size=10": {
        status: 200,
        body: { count: 0, next: null, results: [] },
      },
      "GET /api/v1/mcp/grants/": { status: 200, body: { results: [] } },
    });
    expect((await screen.findByTestId("tools.load-error")).textContent).toContain("Load failed");
    fireEvent.click(screen.getByRole("tab", { name: "MCP Servers" }));
    expect((await screen.findByTestId("tools.mcp-empty")).textContent).toBe(
      "No MCP server is connected to this workspace yet.",
    );
    // Arrow keys move between the tabs.
    fireEvent.keyDown(screen.getByRole("tab", { name: "MCP Servers" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Agentics" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows the integrations section below the tabs and keeps its open state under 'accordion'", async () => {
    localStorage.setItem("accordion", JSON.stringify({ agentic: false }));
    const routes = {
      [list("ordering=name&page=1&page_size=20")]: page([]),
      "GET /api/v1/integrations/knowledge/": { status: 200, body: { results: [] } },
    };
    setup(routes);
    const toggle = screen.getByRole("button", { name: "Integrations" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findByTestId("integrations.add")).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("integrations.panel").closest("[hidden]")).not.toBeNull();
    // Other panels' keys are kept.
    expect(JSON.parse(localStorage.getItem("accordion") ?? "{}")).toEqual({ agentic: false, rem: false });

    cleanup();
    setup(routes);
    expect(screen.getByRole("button", { name: "Integrations" }).getAttribute("aria-expanded")).toBe("false");
    localStorage.removeItem("accordion");
  });
});
