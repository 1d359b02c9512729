import { expect, type Locator, type Page } from "@playwright/test";

/** The conversation sidebar of mf_conversations: list, search, sort, rename and delete. */
export class SidebarPage {
  readonly page: Page;
  readonly panel: Locator;
  readonly items: Locator;
  readonly search: Locator;
  readonly sort: Locator;
  readonly newConversation: Locator;
  readonly renameDialog: Locator;
  readonly renameInput: Locator;
  readonly renameSave: Locator;
  readonly confirmDialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.panel = page.getByTestId("sidebar.panel");
    this.items = page.getByTestId("sidebar.item");
    this.search = page.getByTestId("sidebar.search");
    this.sort = page.getByTestId("sidebar.sort");
    this.newConversation = page.getByTestId("sidebar.new");
    this.renameDialog = page.getByTestId("rename.dialog");
    this.renameInput = page.getByTestId("rename.input");
    this.renameSave = page.getByTestId("rename.save");
    this.confirmDialog = page.getByTestId("confirm.dialog");
  }

  /** The row of the conversation with this id. */
  item(conversationId: string): Locator {
    return this.page.locator(`[data-testid='sidebar.item'][data-conversation-id='${conversationId}']`);
  }

  /** The title the row shows (its link's text, without the search excerpt). */
  itemName(conversationId: string): Locator {
    return this.item(conversationId).locator("a > span").first();
  }

  async openRename(conversationId: string): Promise<void> {
    const row = this.item(conversationId);
    await row.hover();
    await row.getByTestId("sidebar.rename").click();
    await expect(this.renameDialog).toBeVisible();
  }

  async rename(conversationId: string, name: string): Promise<void> {
    await this.openRename(conversationId);
    await this.renameInput.fill(name);
    await this.renameSave.click();
  }

  async openDelete(conversationId: string): Promise<void> {
    const row = this.item(conversationId);
    await row.hover();
    await row.getByTestId("sidebar.delete").click();
    await expect(this.confirmDialog).toBeVisible();
  }
}
