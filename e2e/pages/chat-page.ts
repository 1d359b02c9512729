import { expect, type Locator, type Page } from "@playwright/test";
import { FAKE_MODEL, acmeUrl, fakeProviderUser } from "../fixtures/env.ts";
import { SignInPage } from "./sign-in-page.ts";

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
  /** The greeting of a conversation without messages. */
  readonly emptyThread: Locator;
  /** The sub-header's breadcrumb: the open conversation's title. */
  readonly breadcrumb: Locator;

  constructor(page: Page) {
    this.page = page;
    this.input = page.getByTestId("chat-box.input");
    this.send = page.getByTestId("chat-box.send");
    this.stop = page.getByTestId("chat-box.stop");
    this.messages = page.getByTestId("message.item");
    this.modelButton = page.getByTestId("model-dropdown.button");
    this.sidebarItems = page.getByTestId("sidebar.item");
    this.sidebarSearch = page.getByTestId("sidebar.search");
    this.emptyThread = page.getByTestId("message-list.empty");
    this.breadcrumb = page.getByTestId("breadcrumb.current");
  }

  /** The chat box (the form around the field and its toolbar). */
  composer(): Locator {
    return this.page.getByTestId("chat-box.form");
  }

  /** The chat box's 'No model available' notice, and what it tells this member to do. */
  noModelNotice(): { notice: Locator; title: Locator; help: Locator; adminSite: Locator } {
    return {
      notice: this.page.getByTestId("chat-box.no-model"),
      title: this.page.getByTestId("chat-box.no-model-title"),
      help: this.page.getByTestId("chat-box.no-model-help"),
      adminSite: this.page.getByTestId("chat-box.admin-site"),
    };
  }

  /** A long message's Show more / Show less. */
  foldToggle(message: Locator): Locator {
    return message.getByTestId("message.show-more");
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

  /** The message with this server id. */
  messageById(id: string): Locator {
    return this.page.locator(`[data-testid='message.item'][data-message-id='${id}']`);
  }

  userMessages(): Locator {
    return this.page.locator("[data-testid='message.item'][data-type='user']");
  }

  /** The chat box's '@' list of participants. */
  mentionOptions(): Locator {
    return this.page.getByTestId("mentions.option");
  }

  /** Types '@' and the start of a name as a person would, so the mention list opens. */
  async typeMention(start: string): Promise<void> {
    await this.input.click();
    await this.input.pressSequentially(`@${start}`);
  }

  /** The shell's toasts (errors of actions that have no place of their own). */
  toasts(): Locator {
    return this.page.getByTestId("toast");
  }

  /** Picks a model in the chat box's dropdown by its display name. */
  async selectModel(displayName: string): Promise<void> {
    // The chat remote and the model list can take a while on a busy machine.
    await expect(this.modelButton).toBeEnabled({ timeout: 30_000 });
    if ((await this.modelButton.textContent())?.includes(displayName)) return;
    await this.modelButton.click();
    await this.page.getByTestId("model-dropdown.search").fill(displayName);
    await this.page.getByTestId("model-dropdown.option").filter({ hasText: displayName }).first().click();
    await expect(this.modelButton).toContainText(displayName);
  }

  /** Hovers a message (its actions show on hover and focus) and clicks one of its actions. */
  async act(message: Locator, action: "regenerate" | "edit" | "copy" | "delete"): Promise<void> {
    await message.hover();
    await message.getByTestId(`message.${action}`).click();
  }

  /** Opens the editor on a message, types `text` in place of its content. */
  async edit(message: Locator, text: string): Promise<void> {
    await this.act(message, "edit");
    const field = message.getByTestId("message.edit-input");
    await expect(field).toBeFocused();
    await field.fill(text);
  }

  /**
   * Sends and waits for the reply to settle; returns the reply's locator by id (stable across reloads).
   * `answerHold` answers a DLP warning the send raises.
   */
  async sendAndSettle(text: string, timeout = 30_000, answerHold?: () => Promise<void>): Promise<Locator> {
    // Counted once the conversation shows (its messages, or the greeting of an empty one): right after
    // opening one, the list may still be loading.
    await expect(this.emptyThread.or(this.messages.first())).toBeVisible({ timeout });
    const before = await this.assistantReplies().count();
    await this.sendMessage(text);
    if (answerHold) await answerHold();
    await expect(this.assistantReplies()).toHaveCount(before + 1, { timeout });
    const reply = this.assistantReplies().last();
    await expect(reply).toHaveAttribute("data-message-id", /^\d+$/, { timeout });
    const id = (await reply.getAttribute("data-message-id")) ?? "";
    await expect(this.messageById(id)).toHaveAttribute("data-status", /complete|failed|stopped/, { timeout });
    return this.messageById(id);
  }

  /** Waits until the last message is a settled reply and returns its status. */
  async waitForSettled(timeout = 30_000): Promise<string | null> {
    // Right after a send the last message can still be the user's own (always "complete"): wait for
    // the reply to be last, then for it to settle.
    let status: string | null = null;
    await expect
      .poll(
        async () => {
          const last = this.lastMessage();
          status =
            (await last.getAttribute("data-type")) === "assistant"
              ? await last.getAttribute("data-status")
              : null;
          return status;
        },
        { timeout },
      )
      .toMatch(/complete|failed|stopped/);
    return status;
  }
}

/**
 * Signs in as the fake-provider member and opens a new conversation with the fake model chosen
 * (its replies come from test-fakes/scripted-replies.ts).
 */
export async function openFakeProviderChat(page: Page): Promise<ChatPage> {
  const signIn = new SignInPage(page);
  await signIn.open(acmeUrl, "?next=%2Fconversations%2Fnew");
  // The first remote load can take a while on a busy machine.
  await expect(signIn.workEmailButton.or(signIn.email)).toBeVisible({ timeout: 30_000 });
  await signIn.signIn(fakeProviderUser.email, fakeProviderUser.password);
  await expect(page).toHaveURL(/\/conversations\/new/, { timeout: 30_000 });
  const chat = new ChatPage(page);
  await chat.selectModel(FAKE_MODEL.displayName);
  return chat;
}
