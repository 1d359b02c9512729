import { expect, type Locator, type Page } from "@playwright/test";

/** mf_tools's MCP Servers tab, its server detail dialog, and mf_conversations's tool permission dialog. */
export class McpPage {
  readonly page: Page;
  readonly tab: Locator;
  readonly servers: Locator;
  readonly dialog: Locator;
  readonly grants: Locator;
  /** The MCP server detail dialog (a server's name opens it). */
  readonly detail: Locator;

  constructor(page: Page) {
    this.page = page;
    this.tab = page.getByTestId("tools.tab-mcp");
    this.servers = page.getByTestId("mcp.server");
    this.dialog = page.getByTestId("tool-permission.dialog");
    this.grants = page.getByTestId("mcp.grant");
    this.detail = page.getByTestId("mcp-detail");
  }

  /** Opens a listed server's detail dialog from its name. */
  async openDetails(name: string): Promise<Locator> {
    await this.server(name).getByTestId("mcp.details").click();
    await expect(this.detail).toBeVisible();
    return this.detail;
  }

  /** A tool of the open detail dialog. */
  detailTool(name: string): Locator {
    return this.detail.locator(`[data-testid='mcp-detail.tool'][data-tool='${name}']`);
  }

  /** The standing answer for a server's tool in the MCP tab. */
  grant(server: string, tool: string): Locator {
    return this.grants.filter({ hasText: `${server} › ${tool}` });
  }

  server(name: string): Locator {
    return this.page.locator(`[data-testid='mcp.server'][data-server='${name}']`);
  }

  /** Switches the server on for this member (if off) and shows its tools. */
  async useServer(name: string): Promise<void> {
    const server = this.server(name);
    const toggle = server.getByTestId("mcp.server-switch");
    if ((await toggle.getAttribute("aria-checked")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    const expand = server.getByTestId("mcp.expand");
    if ((await expand.getAttribute("aria-expanded")) !== "true") await expand.click();
  }

  tool(server: string, name: string): Locator {
    return this.server(server).locator(`[data-testid='mcp.tool'][data-tool='${name}']`);
  }

  /** Answers the permission dialog: an allow or decline choice, then its button. */
  async answer(choice: string): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByTestId(`tool-permission.choice-${choice}`).check();
    const allow = choice.startsWith("allow");
    await this.dialog.getByTestId(allow ? "tool-permission.allow" : "tool-permission.decline").click();
    await expect(this.dialog).toBeHidden();
  }
}
