import { expect, type Locator, type Page } from "@playwright/test";

/** mf_tools's Tools screen (route /tools) and its left panel, the MCP server list (the Tools sidebar). */
export class ToolsScreenPage {
  readonly page: Page;
  /** The navigation bar's Tools tab. */
  readonly tab: Locator;
  readonly screen: Locator;
  readonly breadcrumb: Locator;
  readonly sidebar: Locator;
  readonly search: Locator;
  readonly sort: Locator;
  readonly servers: Locator;

  constructor(page: Page) {
    this.page = page;
    this.tab = page.getByTestId("nav.tab-tools");
    this.screen = page.getByTestId("tools-screen");
    this.breadcrumb = page.getByTestId("tools-screen.breadcrumb");
    this.sidebar = page.getByTestId("tools-sidebar");
    this.search = page.getByTestId("tools-sidebar.search");
    this.sort = page.getByTestId("tools-sidebar.sort");
    this.servers = page.getByTestId("tools-sidebar.server");
  }

  /** Opens the Tools area from the navigation bar. */
  async open(): Promise<void> {
    await this.tab.click();
    await expect(this.screen).toBeVisible();
    await expect(this.sidebar).toBeVisible();
  }

  server(name: string): Locator {
    return this.page.locator(`[data-testid='tools-sidebar.server'][data-server='${name}']`);
  }

  async serverNames(): Promise<string[]> {
    return (await this.servers.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-server")))).map(
      (name) => name ?? "",
    );
  }
}
