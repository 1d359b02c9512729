import { expect, type Locator, type Page } from "@playwright/test";

/**
 * mf_tools's right panel (tabs MCP Servers and Agentics, then the Integrations section), the chat
 * box's 'Agentics' button and the tool edit dialog.
 */
export class ToolsPage {
  readonly page: Page;
  readonly opener: Locator;
  readonly panel: Locator;
  readonly search: Locator;
  readonly sort: Locator;
  readonly items: Locator;
  readonly editor: Locator;
  readonly integrationsToggle: Locator;
  readonly integrations: Locator;

  constructor(page: Page) {
    this.page = page;
    this.opener = page.getByTestId("chat-box.tools");
    this.panel = page.getByTestId("tools.panel");
    this.search = page.getByTestId("tools.search");
    this.sort = page.getByTestId("tools.sort");
    this.items = page.getByTestId("tools.item");
    this.editor = page.getByTestId("tool-editor");
    this.integrationsToggle = page.getByTestId("tools.toggle-rem");
    this.integrations = page.getByTestId("integrations.panel");
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

  /** Create: a blank tool opened in the editor. */
  async create(): Promise<void> {
    await this.page.getByTestId("tools.create").click();
    await expect(this.editor.getByTestId("tool-editor.prompt")).toBeVisible();
  }

  /** The Settings tab's icon: a file given to the hidden picker. */
  async chooseIcon(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.editor.getByTestId("tool-editor.icon-input").setInputFiles(file);
  }

  /** Files to knowledge, through the picker. */
  async addKnowledge(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.editor.getByTestId("tool-editor.knowledge-input").setInputFiles(files);
  }

  /** The accordion's stored state (local storage 'accordion'). */
  accordionState(): Promise<Record<string, boolean>> {
    return this.page.evaluate(
      () => JSON.parse(localStorage.getItem("accordion") ?? "{}") as Record<string, boolean>,
    );
  }
}
