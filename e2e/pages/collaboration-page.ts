import { expect, type Locator, type Page } from "@playwright/test";

/** mf_collaboration's controls in the chat sub-header (participants, dialog) and My Collaborations. */
export class CollaborationPage {
  readonly page: Page;
  readonly button: Locator;
  readonly dialog: Locator;
  readonly link: Locator;
  readonly participants: Locator;
  readonly avatars: Locator;
  readonly revoked: Locator;
  readonly rows: Locator;
  readonly search: Locator;

  constructor(page: Page) {
    this.page = page;
    this.button = page.getByTestId("collaboration.button");
    this.dialog = page.getByTestId("collaboration.dialog");
    this.link = page.getByTestId("collaboration.link");
    this.participants = page.getByTestId("participants.group");
    this.avatars = page.getByTestId("participants.avatar");
    this.revoked = page.getByTestId("collaboration.revoked");
    this.rows = page.getByTestId("my-collaborations.row");
    this.search = page.getByTestId("my-collaborations.search");
  }

  async openDialog(): Promise<void> {
    await expect(this.button).toBeEnabled();
    await this.button.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Starts collaboration on the open conversation and returns the link. */
  async enable(): Promise<string> {
    await this.openDialog();
    await this.dialog.getByTestId("collaboration.enable").click();
    await expect(this.link).toHaveValue(/\/conversation\/[A-Za-z0-9_-]{22}$/);
    return this.link.inputValue();
  }

  async confirm(): Promise<void> {
    await this.page.getByTestId("collaboration.confirm-ok").click();
  }

  async closeDialog(): Promise<void> {
    await this.page.getByTestId("collaboration.close").click();
    await expect(this.dialog).toBeHidden();
  }

  /** The sidebar's unread tag of one conversation. */
  unreadTag(conversationId: string): Locator {
    return this.page.locator(
      `[data-testid='sidebar.item'][data-conversation-id='${conversationId}'] [data-testid='sidebar.unread']`,
    );
  }

  tab(name: "active" | "shared" | "public"): Locator {
    return this.page.getByTestId(`my-collaborations.tab-${name}`);
  }
}
