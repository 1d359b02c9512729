import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { McpServer } from "@parley/shared-contracts/api/mcp";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ToolsSidebar } from "./tools-sidebar.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const server = (id: number, name: string, patch: Partial<McpServer> = {}): McpServer => ({
  id,
  server_name: name,
  description: `About ${name}`,
  image_url: null,
  is_enabled: true,
  server_enabled: true,
  tool_count: 1,
  mcp_tool_list: [
    { name: "search", description: "", parameters: { properties: {}, required: [] }, is_enabled: true },
  ],
  tools_summary: { total_tools: 1, enabled_tools: 1 },
  tool_permissions: [],
  status: "connected",
  status_reason: null,
  ...patch,
});
const page = (results: McpServer[], next: number | null = null) => ({
  status: 200,
  body: { count: results.length, next, results },
});
const list = (query: string) => `GET /api/v1/mcp/servers/?${query}`;
const names = () =>
  screen.getAllByTestId("tools-sidebar.server").map((row) => row.getAttribute("data-server"));

describe("the Tools sidebar", () => {
  it("lists the MCP servers, searches after 300 ms, sorts by name both ways and pages on", async () => {
    const fake = createFakeApi({
      [list("ordering=server_name&page=1&page_size=10")]: page(
        [server(1, "alpha"), server(2, "tickets", { status: "failed", status_reason: "refused" })],
        2,
      ),
      [list("ordering=server_name&page=2&page_size=10")]: page([server(3, "zeta")]),
      [list("ordering=-server_name&page=1&page_size=10")]: page([server(3, "zeta"), server(1, "alpha")]),
      [list("ordering=-server_name&page=1&page_size=10&search=al")]: page([server(1, "alpha")]),
      [list("ordering=-server_name&page=1&page_size=10&search=none")]: page([]),
    });
    renderInShell(<ToolsSidebar />, createFakeShell({ api: fake.api }).shell);
    const nav = await screen.findByRole("navigation", { name: "MCP Servers" });
    await waitFor(() => expect(names()).toEqual(["alpha", "tickets"]));
    expect(within(nav).getByText("1 of 1 tools on")).toBeTruthy();
    expect(within(nav).getByText("Unavailable: refused")).toBeTruthy();
    fireEvent.click(screen.getByTestId("tools-sidebar.more"));
    await waitFor(() => expect(names()).toEqual(["alpha", "tickets", "zeta"]));
    fireEvent.change(screen.getByRole("combobox", { name: "Sort MCP servers" }), {
      target: { value: "-server_name" },
    });
    await waitFor(() => expect(names()).toEqual(["zeta", "alpha"]));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search MCP servers" }), {
      target: { value: "al" },
    });
    // Nothing is asked before the 300 ms pause.
    expect(
      fake.callsTo("GET", "/api/v1/mcp/servers/?ordering=-server_name&page=1&page_size=10&search=al"),
    ).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(names()).toEqual(["alpha"]));
    fireEvent.change(screen.getByRole("searchbox", { name: "Search MCP servers" }), {
      target: { value: "none" },
    });
    await vi.advanceTimersByTimeAsync(300);
    expect((await screen.findByTestId("tools-sidebar.empty")).textContent).toBe(
      "No MCP server matches your search.",
    );
  });

  it("opens a server's detail dialog", async () => {
    const fake = createFakeApi({
      [list("ordering=server_name&page=1&page_size=10")]: page([server(1, "alpha")]),
      "GET /api/v1/mcp/servers/1/": { status: 200, body: server(1, "alpha") },
    });
    renderInShell(<ToolsSidebar />, createFakeShell({ api: fake.api }).shell);
    fireEvent.click(await screen.findByTestId("tools-sidebar.server"));
    const dialog = await screen.findByRole("dialog", { name: "alpha" });
    expect(within(dialog).getByText("About alpha")).toBeTruthy();
    expect(within(dialog).getAllByTestId("mcp-detail.tool")).toHaveLength(1);
  });

  it("says when the workspace has no MCP server", async () => {
    const fake = createFakeApi({ [list("ordering=server_name&page=1&page_size=10")]: page([]) });
    renderInShell(<ToolsSidebar />, createFakeShell({ api: fake.api }).shell);
    expect((await screen.findByTestId("tools-sidebar.empty")).textContent).toBe(
      "No MCP server is connected to this workspace yet.",
    );
  });
});
