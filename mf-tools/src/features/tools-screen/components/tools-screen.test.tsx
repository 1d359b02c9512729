import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ToolPage } from "@parley/shared-contracts/api/tools";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ToolsScreen } from "./tools-screen.tsx";

afterEach(cleanup);

const tools: ToolPage = {
  count: 1,
  next: null,
  results: [
    {
      id: 1,
      name: "Teach me anything",
      avatar: null,
      description: "Learn a subject",
      tool_type: "System",
      downloadable: true,
      prompt_permission: "View",
      settings_permission: "View",
      last_updated: "2026-11-25T10:00:00.000Z",
    },
  ],
};

describe("the Tools screen", () => {
  it("shows the breadcrumb, the page title and the workspace's tools, without Use", async () => {
    const fake = createFakeApi({
      "GET /api/v1/tools/?ordering=name&page=1&page_size=20": { status: 200, body: tools },
    });
    const { shell, bus } = createFakeShell({ api: fake.api, pathname: "/tools" });
    let toggles = 0;
    bus.on("sidebar.toggled", () => (toggles += 1));
    renderInShell(<ToolsScreen />, shell);
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(crumbs.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Parley",
      "Tools",
      "Agentics",
    ]);
    expect(crumbs.getByText("Agentics").closest("li")?.getAttribute("aria-current")).toBe("page");
    await waitFor(() => expect(document.title).toMatch(/^Tools \| .+ \| Parley$/));
    expect(await screen.findByRole("heading", { name: "Teach me anything" })).toBeTruthy();
    // No chat box here to take a tool.
    expect(screen.queryByTestId("tools.use")).toBeNull();
    expect(screen.getByTestId("tools.create")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show or hide the sidebar" }));
    expect(toggles).toBe(1);
  });
});
