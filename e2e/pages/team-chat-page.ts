import { expect, type Locator, type Page } from "@playwright/test";
import type { FakeSlackMessage } from "@parley/test-fakes/slack-server";
import { slackOrigin } from "../fixtures/env.ts";

/** The team chat part of mf_collaboration's collaborate/share dialog, and the loopback Slack fake. */
export class TeamChatPage {
  readonly page: Page;
  readonly section: Locator;
  readonly add: Locator;
  readonly channel: Locator;
  readonly send: Locator;
  readonly shared: Locator;
  readonly end: Locator;
  readonly notInChannel: Locator;

  constructor(page: Page) {
    this.page = page;
    this.section = page.getByTestId("team-chat.section");
    this.add = this.section.getByTestId("team-chat.add");
    this.channel = this.section.getByLabel("Channel");
    this.send = this.section.getByTestId("team-chat.send");
    this.shared = this.section.getByTestId("team-chat.shared");
    this.end = this.section.getByTestId("team-chat.end");
    this.notInChannel = this.section.getByTestId("team-chat.not-in-channel");
  }

  /**
   * 'Add to Slack': the consent opens in a new window, Allow sends it back through the server's
   * callback to the conversation, and the dialog (reading again meanwhile) shows the channel picker.
   */
  async install(): Promise<void> {
    const popup = this.page.context().waitForEvent("page");
    await this.add.click();
    const consent = await popup;
    await consent.getByRole("button", { name: "Allow" }).click();
    await consent.waitForURL(/\/conversations\/\d+\?team_chat=connected$/);
    await expect(this.channel).toBeVisible({ timeout: 30_000 });
    await consent.close();
  }

  /** Picks a channel by its Slack id and sends with the keyboard. */
  async sendTo(channelId: string): Promise<void> {
    await this.channel.selectOption(channelId);
    await this.send.focus();
    await this.page.keyboard.press("Enter");
  }

  /** The picker's options as read (channel names come wrapped in Unicode isolates for RTL). */
  async channelOptions(): Promise<string[]> {
    return (await this.channel.locator("option").allTextContents()).map(plain);
  }
}

/** Text without the Unicode isolates the dialog puts around channel names. */
export const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

/** What the fake Slack was sent (it runs in the e2e set-up's process). */
export async function slackMessages(): Promise<FakeSlackMessage[]> {
  const response = await fetch(`${slackOrigin}/_fake/messages`);
  return ((await response.json()) as { messages: FakeSlackMessage[] }).messages;
}

/** Forgets the fake's tokens and messages: an earlier installation of acme is dead on its next use. */
export async function resetSlack(): Promise<void> {
  await fetch(`${slackOrigin}/_fake/revoke`, { method: "POST" });
  await fetch(`${slackOrigin}/_fake/reset`, { method: "POST" });
}
