// Team chat share in Chromium against the real server and the loopback Slack fake: the owner adds
// the Slack app (consent in a new window), picks a channel the bot is not in (the tip to invite it),
// then one it is in (the fake receives the collaboration link, and collaboration is on), and ends
// the share (the bot's post is removed). The flag is turned on for this spec and put back after.
import { acmeOwner, acmeUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { expect, test } from "../fixtures/test.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { CollaborationPage } from "../pages/collaboration-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";
import { resetSlack, slackMessages, TeamChatPage } from "../pages/team-chat-page.ts";

test.beforeEach(async () => {
  ops("workspace", "feature", "acme", "team_chat_share", "on");
  await resetSlack();
});
test.afterEach(async () => {
  ops("workspace", "feature", "acme", "team_chat_share", "off");
  await resetSlack();
});

test("the owner adds Slack, shares the collaboration link to a channel and ends the share", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const signIn = new SignInPage(page);
  await signIn.open(acmeUrl, "?next=%2Fconversations%2Fnew");
  await expect(signIn.workEmailButton.or(signIn.email)).toBeVisible({ timeout: 30_000 });
  await signIn.signIn(acmeOwner.email, acmeOwner.password);
  await expect(page).toHaveURL(/\/conversations\/new/, { timeout: 30_000 });
  const chat = new ChatPage(page);
  await chat.input.fill("Roadmap for the team chat");
  await page.getByTestId("chat-box.send-non-ai").click();
  await expect(page).toHaveURL(/\/conversations\/\d+$/, { timeout: 30_000 });

  const collaboration = new CollaborationPage(page);
  await collaboration.openDialog();
  const teamChat = new TeamChatPage(page);
  await expect(teamChat.add).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath("team-chat-add.png") });
  await teamChat.install();

  // Private channels are marked; Send waits for a channel.
  expect(await teamChat.channelOptions()).toEqual([
    "Choose a channel",
    "#general",
    "#leadership (private)",
    "#random",
  ]);
  await expect(teamChat.send).toBeDisabled();

  // The bot was not invited to #random: the tip, and nothing posted.
  await teamChat.sendTo("C0RANDOM");
  await expect(teamChat.notInChannel).toContainText(/The Parley app is not in \u2066#random\u2069/);
  await expect(teamChat.notInChannel).toContainText("/invite @Parley");
  await page.screenshot({ path: test.info().outputPath("team-chat-not-in-channel.png") });
  expect(await slackMessages()).toEqual([]);

  // #general: the link is posted and collaboration is on with that link.
  await teamChat.sendTo("C0GENERAL");
  await expect(teamChat.shared).toHaveText(/^Shared to \u2066#general\u2069 on Parley Test Slack\.$/);
  await expect(collaboration.link).toHaveValue(/\/conversation\/[A-Za-z0-9_-]{22}$/);
  const link = await collaboration.link.inputValue();
  const [posted] = await slackMessages();
  expect(posted?.channel).toBe("C0GENERAL");
  expect(posted?.text).toContain(`<${link}>`);
  await page.screenshot({ path: test.info().outputPath("team-chat-shared.png") });

  // The dialog shows the share again when it is opened again.
  await collaboration.closeDialog();
  await collaboration.openDialog();
  await expect(teamChat.shared).toBeVisible();

  await teamChat.end.click();
  await expect(teamChat.channel).toBeVisible();
  await expect(teamChat.shared).toHaveCount(0);
  expect((await slackMessages())[0]?.deleted).toBe(true);
});
