import { expect, type Locator, type Page } from "@playwright/test";

/** mf_tools's right panel (tabs MCP Servers and Agentics) and the chat box's 'Agentics' button. */
export class ToolsPage {
  readonly page: Page;
  readonly opener: Locator;
  readonly panel: Locator;
  readonly search: Locator;
  readonly sort: Locator;
  readonly items: Locator;

  constructor(page: Page) {
    this.page = page;
    this.opener = page.getByTestId("chat-box.tools");
    this.panel = page.getByTestId("tools.panel");
    this.search = page.getByTestId("tools.search");
    this.sort = page.getByTestId("tools.sort");
    this.items = page.getByTestId("tools.item");
  }

  async open(): Promise<void> {
    await this.opener.click();
    await expect(this.panel).toBeVisible();
  }

  item(name: string): Locator {
    return this.items.filter({ has: this.page.getByRole("heading", { name, exact: true }) });
  }

  async names(): Promise<string[]> {
    return this.items.getByRole("heading").allTextContents();
  }
}
