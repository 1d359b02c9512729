import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { McpServer } from "@parley/shared-contracts/api/mcp";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { McpServerList } from "./mcp-server-list.tsx";

afterEach(cleanup);

const listed: McpServer = {
  id: 3,
  server_name: "wiki",
  description: "The team wiki",
  image_url: null,
  is_enabled: true,
  server_enabled: true,
  tool_count: 2,
  mcp_tool_list: [
    {
      name: "search",
      description: "Searches pages",
      parameters: { properties: {}, required: [] },
      is_enabled: true,
    },
    { name: "read", description: "", parameters: { properties: {}, required: [] }, is_enabled: false },
  ],
  tools_summary: { total_tools: 2, enabled_tools: 1 },
  tool_permissions: [],
  status: "connected",
  status_reason: null,
};
// The detail read brings the tools' schemas.
const detailed: McpServer = {
  ...listed,
  mcp_tool_list: [
    {
      ...listed.mcp_tool_list[0]!,
      parameters: {
        properties: {
          query: { type: "string", description: "Words to find" },
          limit: { type: "integer" },
        },
        required: ["query"],
      },
    },
    listed.mcp_tool_list[1]!,
  ],
};

describe("the MCP server detail dialog", () => {
  it("opens from the server's name with its status, tools, their state and their arguments", async () => {
    const fake = createFakeApi({
      "GET /api/v1/mcp/servers/?ordering=server_name&page=1&page_size=10": {
        status: 200,
        body: { count: 1, next: null, results: [listed] },
      },
      "GET /api/v1/mcp/servers/3/": { status: 200, body: detailed },
      "GET /api/v1/mcp/grants/": { status: 200, body: { results: [] } },
    });
    renderInShell(<McpServerList />, createFakeShell({ api: fake.api }).shell);
    fireEvent.click(await screen.findByRole("button", { name: "wiki" }));
    const dialog = within(await screen.findByRole("dialog", { name: "wiki" }));
    expect(dialog.getByText("The team wiki")).toBeTruthy();
    expect(dialog.getByTestId("mcp-detail.status").textContent).toBe("Connected");
    expect(dialog.getByTestId("mcp-detail.summary").textContent).toBe("1 of 2 tools on");
    const tools = dialog.getAllByTestId("mcp-detail.tool");
    expect(tools.map((tool) => within(tool).getByTestId("mcp-detail.tool-state").textContent)).toEqual([
      "On",
      "Off",
    ]);
    await waitFor(() =>
      expect(
        within(tools[0]!)
          .getAllByTestId("mcp-detail.parameter")
          .map((p) => p.textContent),
      ).toEqual(["string · required — Words to find", "integer · optional"]),
    );
    expect(within(tools[1]!).getByText("No arguments.")).toBeTruthy();
    expect(fake.callsTo("GET", "/api/v1/mcp/servers/3/")).toHaveLength(1);
    fireEvent.click(dialog.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
