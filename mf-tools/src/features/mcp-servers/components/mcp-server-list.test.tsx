import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { McpServer, McpServerPage } from "@parley/shared-contracts/api/mcp";
import { createFakeApi, createFakeShell, jsonBody, type FakeRoute } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { McpServerList } from "./mcp-server-list.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const server = (id: number, name: string, patch: Partial<McpServer> = {}): McpServer => {
  const tools = [
    {
      name: "search",
      description: "Searches",
      parameters: { properties: {}, required: [] },
      is_enabled: true,
    },
    { name: "read", description: "Reads", parameters: { properties: {}, required: [] }, is_enabled: false },
  ];
  return {
    id,
    server_name: name,
    description: `About ${name}`,
    image_url: null,
    is_enabled: true,
    server_enabled: true,
    tool_count: 2,
    mcp_tool_list: tools,
    tools_summary: { total_tools: 2, enabled_tools: 1 },
    tool_permissions: tools.map((t) => ({ tool_name: t.name, is_enabled: t.is_enabled })),
    status: "connected",
    status_reason: null,
    ...patch,
  };
};

const page = (results: McpServer[], next: number | null = null): { status: number; body: McpServerPage } => ({
  status: 200,
  body: { count: results.length, next, results },
});
const list = (query: string) => `GET /api/v1/mcp/servers/?${query}`;
const noGrants = { "GET /api/v1/mcp/grants/": { status: 200, body: { results: [] } } };

function setup(routes: Record<string, FakeRoute>) {
  const fake = createFakeApi({ ...noGrants, ...routes });
  const { shell, bus } = createFakeShell({ api: fake.api });
  const toasts: string[] = [];
  bus.on("toast.shown", (event) => toasts.push(event.message));
  const view = renderInShell(<McpServerList />, shell);
  return { fake, toasts, bus, shell, view };
}

describe("the MCP Servers tab", () => {
  it("lists 10 a page with status and summary, searches after 300 ms and sorts by name", async () => {
    const { fake } = setup({
      [list("ordering=server_name&page=1&page_size=10")]: page(
        [server(1, "wiki"), server(2, "tickets", { status: "failed", status_reason: "connection refused" })],
        2,
      ),
      [list("ordering=server_name&page=2&page_size=10")]: page([server(3, "zeta")]),
      [list("ordering=server_name&page=1&page_size=10&search=wi")]: page([server(1, "wiki")]),
      [list("ordering=-server_name&page=1&page_size=10&search=wi")]: page([server(1, "wiki")]),
    });
    const items = await screen.findAllByTestId("mcp.server");
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByTestId("mcp.summary").textContent).toContain(
      "1 of 2 tools on",
    );
    expect(within(items[1] as HTMLElement).getByTestId("mcp.failed").textContent).toBe(
      "Unavailable: connection refused",
    );
    fireEvent.click(screen.getByTestId("mcp.more"));
    expect(await screen.findByText("zeta")).toBeTruthy();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search MCP servers" }), {
      target: { value: "wi" },
    });
    await vi.advanceTimersByTimeAsync(250);
    expect(fake.calls.some((call) => call.path.includes("search=wi"))).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await waitFor(() => expect(screen.getAllByTestId("mcp.server")).toHaveLength(1));
    fireEvent.change(screen.getByRole("combobox", { name: "Sort MCP servers" }), {
      target: { value: "-server_name" },
    });
    await waitFor(() =>
      expect(fake.calls.some((call) => call.path.includes("ordering=-server_name"))).toBe(true),
    );
  });

  it("switches a server and a tool for the member, and enables all", async () => {
    const { fake } = setup({
      [list("ordering=server_name&page=1&page_size=10")]: page([
        server(1, "wiki", { server_enabled: false }),
      ]),
      "PATCH /api/v1/mcp/servers/1/": { status: 200, body: server(1, "wiki") },
      "POST /api/v1/mcp/servers/1/tool_permissions/": { status: 200, body: server(1, "wiki") },
    });
    const toggle = await screen.findByRole("switch", { name: "Use wiki" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(toggle);
    await waitFor(() => expect(fake.callsTo("PATCH", "/api/v1/mcp/servers/1/")).toHaveLength(1));
    expect(jsonBody(fake.callsTo("PATCH", "/api/v1/mcp/servers/1/")[0])).toEqual({ server_enabled: true });
    fireEvent.click(screen.getByRole("button", { name: "Show the tools of wiki" }));
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Use the tool read" })).not.toHaveProperty("disabled", true),
    );
    fireEvent.click(screen.getByRole("switch", { name: "Use the tool read" }));
    await waitFor(() =>
      expect(fake.callsTo("POST", "/api/v1/mcp/servers/1/tool_permissions/")).toHaveLength(1),
    );
    expect(jsonBody(fake.callsTo("POST", "/api/v1/mcp/servers/1/tool_permissions/")[0])).toEqual({
      tool_permissions: [{ tool_name: "read", is_enabled: true }],
    });
    await waitFor(() => expect(screen.getByTestId("mcp.enable-all")).toHaveProperty("disabled", false));
    fireEvent.click(screen.getByTestId("mcp.enable-all"));
    await waitFor(() =>
      expect(fake.callsTo("POST", "/api/v1/mcp/servers/1/tool_permissions/")).toHaveLength(2),
    );
    expect(jsonBody(fake.callsTo("POST", "/api/v1/mcp/servers/1/tool_permissions/")[1])).toEqual({
      tool_permissions: [
        { tool_name: "search", is_enabled: true },
        { tool_name: "read", is_enabled: true },
      ],
    });
  });

  it("shows the catalogue's toasts when a switch fails", async () => {
    const { toasts } = setup({
      [list("ordering=server_name&page=1&page_size=10")]: page([server(1, "wiki")]),
      "PATCH /api/v1/mcp/servers/1/": { status: 500, body: {} },
      "POST /api/v1/mcp/servers/1/tool_permissions/": { status: 500, body: {} },
    });
    fireEvent.click(await screen.findByRole("switch", { name: "Use wiki" }));
    await waitFor(() => expect(toasts).toContain("Failed to update server permission. Please try again."));
    fireEvent.click(screen.getByRole("button", { name: "Show the tools of wiki" }));
    await waitFor(() => expect(screen.getByTestId("mcp.disable-all")).toHaveProperty("disabled", false));
    fireEvent.click(screen.getByTestId("mcp.disable-all"));
    await waitFor(() => expect(toasts).toContain("Failed to disable all tools. Please try again."));
    await waitFor(() => expect(screen.getByTestId("mcp.enable-all")).toHaveProperty("disabled", false));
    fireEvent.click(screen.getByTestId("mcp.enable-all"));
    await waitFor(() => expect(toasts).toContain("Failed to enable all tools."));
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Use the tool search" })).toHaveProperty("disabled", false),
    );
    fireEvent.click(screen.getByRole("switch", { name: "Use the tool search" }));
    await waitFor(() => expect(toasts).toContain("Failed to update tool permission. Please try again."));
  });

  it("lists standing answers and revokes one", async () => {
    let revoked = false;
    const { fake } = setup({
      [list("ordering=server_name&page=1&page_size=10")]: page([]),
      "GET /api/v1/mcp/grants/": () => ({
        status: 200,
        body: {
          results: revoked
            ? []
            : [
                {
                  id: 7,
                  server_name: "wiki",
                  is_local: false,
                  tool_name: "search",
                  decision: "allow_always",
                  conversation_id: null,
                  created_at: "2026-11-25T10:00:00.000Z",
                },
                {
                  id: 8,
                  server_name: "files",
                  is_local: true,
                  tool_name: "read_text_file",
                  decision: "decline_never",
                  conversation_id: null,
                  created_at: "2026-11-25T09:00:00.000Z",
                },
              ],
        },
      }),
      "DELETE /api/v1/mcp/grants/7/": () => {
        revoked = true;
        return { status: 204 };
      },
    });
    expect(await screen.findByText("No MCP server is connected to this workspace yet.")).toBeTruthy();
    const [grant, local] = await screen.findAllByTestId("mcp.grant");
    expect(grant?.textContent).toBe("wiki › search · Always allowedRevoke search");
    // A local tool's answer says so.
    expect(local?.textContent).toBe(
      "files › read_text_file · Local server (desktop helper app) · Never allowedRevoke read_text_file",
    );
    fireEvent.click(within(grant!).getByRole("button", { name: "Revoke search" }));
    await waitFor(() => expect(screen.queryByTestId("mcp.grant")).toBeNull());
    expect(fake.callsTo("DELETE", "/api/v1/mcp/grants/7/")).toHaveLength(1);
  });

  it("reads the standing answers again when a call was answered in the chat, and whenever the tab is shown", async () => {
    const answers: unknown[] = [];
    const grant = (id: number, decision: string) => ({
      id,
      server_name: "wiki",
      is_local: false,
      tool_name: `tool${id}`,
      decision,
      conversation_id: null,
      created_at: "2026-11-25T10:00:00.000Z",
    });
    const { fake, bus, shell, view } = setup({
      [list("ordering=server_name&page=1&page_size=10")]: page([]),
      "GET /api/v1/mcp/grants/": () => ({ status: 200, body: { results: [...answers] } }),
    });
    expect(await screen.findByText("No standing answers: every tool asks before it runs.")).toBeTruthy();
    // 'Always allow' answered in the chat: the server tells the member's tabs the call was answered.
    answers.push(grant(1, "allow_always"));
    act(() =>
      bus.emit("realtime.event", { type: "tool_permission_resolved", conversation_id: 4, tool_call_id: 9 }),
    );
    expect((await screen.findByTestId("mcp.grant")).textContent).toContain("wiki › tool1 · Always allowed");
    // Answered while the tab was not shown (no listener then): shown again, it reads the list again.
    view.rerenderWith(shell, <p>Agentics</p>);
    answers.push(grant(2, "decline_never"));
    view.rerenderWith(shell, <McpServerList />);
    await waitFor(() => expect(screen.getAllByTestId("mcp.grant")).toHaveLength(2));
    expect(fake.callsTo("GET", "/api/v1/mcp/grants/").length).toBeGreaterThanOrEqual(3);
  });
});
