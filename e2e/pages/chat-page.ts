import { expect, type Locator, type Page } from "@playwright/test";

/** The mf_conversations chat screen and its sidebar. */
export class ChatPage {
  readonly page: Page;
  readonly input: Locator;
  readonly send: Locator;
  readonly stop: Locator;
  readonly messages: Locator;
  readonly modelButton: Locator;
  readonly sidebarItems: Locator;
  readonly sidebarSearch: Locator;

  constructor(page: Page) {
    this.page = page;
    this.input = page.getByTestId("chat-box.input");
    this.send = page.getByTestId("chat-box.send");
    this.stop = page.getByTestId("chat-box.stop");
    this.messages = page.getByTestId("message.item");
    this.modelButton = page.getByTestId("model-dropdown.button");
    this.sidebarItems = page.getByTestId("sidebar.item");
    this.sidebarSearch = page.getByTestId("sidebar.search");
  }

  assistantReplies(): Locator {
    return this.page.locator("[data-testid='message.item'][data-type='assistant']");
  }

  lastMessage(): Locator {
    return this.messages.last();
  }

  async sendMessage(text: string): Promise<void> {
    await expect(this.input).toBeEnabled();
    await this.input.fill(text);
    await this.send.click();
  }

  /** Waits until the last message is a settled reply and returns its status. */
  async waitForSettled(timeout = 30_000): Promise<string | null> {
    await expect(this.lastMessage()).toHaveAttribute("data-status", /complete|failed|stopped/, { timeout });
    return this.lastMessage().getAttribute("data-status");
  }
}
