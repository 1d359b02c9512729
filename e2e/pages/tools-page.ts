import { expect, type Locator, type Page } from "@playwright/test";

/**
 * mf_tools's right panel (tabs MCP Servers and Agentics, then the Integrations section), the chat
 * box's 'Agentics' button and tool input panel, the tool edit dialog and the tool detail dialog.
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
  /** The tool detail dialog (a listed tool's name opens it). */
  readonly detail: Locator;
  /** The chat box's tool input panel (a chosen tool's inputs, Edit, Send). */
  readonly inputPanel: Locator;

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
    this.detail = page.getByTestId("tool-detail");
    this.inputPanel = page.getByTestId("tool-input");
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

  /** Opens a listed tool's detail dialog from its name. */
  async openDetails(name: string): Promise<Locator> {
    await this.item(name).getByTestId("tools.details").click();
    await expect(this.detail).toBeVisible();
    return this.detail;
  }

  /** The editor's Settings tab, sharing: shared with the workspace or not, and members' access per part. */
  async share(account: boolean, members: { prompt: "None" | "Edit"; settings: "None" | "Edit" }) {
    await this.editor.getByTestId("tool-editor.tab-settings").click();
    await this.editor.getByTestId("tool-editor.share").setChecked(account);
    await this.editor.getByTestId("tool-editor.member-prompt").selectOption(members.prompt);
    await this.editor.getByTestId("tool-editor.member-settings").selectOption(members.settings);
  }

  /** Saves the open editor: the update is answered 200 and the spec's toast shows. */
  async save(): Promise<void> {
    // A 401 (the short e2e access token ran out) is refreshed and sent again by the shell.
    const updated = this.page.waitForResponse(
      (response) =>
        response.request().method() === "PATCH" &&
        response.status() !== 401 &&
        /^\/api\/v1\/tools\/\d+\/$/.test(new URL(response.url()).pathname),
    );
    await this.editor.getByTestId("tool-editor.save").click();
    expect((await updated).status()).toBe(200);
    await expect(this.page.getByText("tool updated successfully").last()).toBeVisible();
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
