// The share page shows a reply as the chat does: a public snapshot of a conversation with the built-in
// demo model (every reply starts with a reasoning block) shows the reasoning in a closed 'Thoughts'
// disclosure that opens by keyboard, the reply's heading as a heading, and no raw chunk tag; the same
// page in Arabic, right to left, with the Arabic words. Screenshots of both.
import { acmeOwner, acmeUrl } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { CollaborationPage } from "../pages/collaboration-page.ts";
import { SharePage } from "../pages/share-page.ts";
import { SnapshotsPage } from "../pages/snapshots-page.ts";

const RAW_TAG = /<\/?(think|tool|exception|smart_thinking)>/;

test("a demo-model snapshot shows its reasoning folded under 'Thoughts' and its markdown rendered", async ({
  page,
  browser,
  signInPage,
  shell,
}) => {
  test.setTimeout(120_000);
  await signInPage.open(acmeUrl, "?next=%2Fconversations%2Fnew");
  await signInPage.signIn(acmeOwner.email, acmeOwner.password);
  await shell.expectSignedIn(acmeOwner.name);
  const chat = new ChatPage(page);
  await expect(chat.modelButton).toContainText("Offline");
  await chat.sendMessage("Share this demo reply please");
  expect(await chat.waitForSettled()).toBe("complete");
  // The chat's own rendering of the same reply: a 'Thoughts' section.
  await expect(chat.assistantReplies().last().getByTestId("message.section-thinking")).toContainText(
    "Thoughts",
  );
  const collaboration = new CollaborationPage(page);
  await collaboration.openDialog();
  const snapshots = new SnapshotsPage(page);
  const link = await snapshots.publish(await snapshots.create(false));
  await collaboration.closeDialog();

  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  const share = new SharePage(view);
  await view.goto(link);
  await expect(share.messages).toHaveCount(2);
  const answer = share.messages.nth(1);
  const thoughts = answer.getByTestId("share.section-thinking");
  const summary = thoughts.locator("summary");
  await expect(summary).toHaveText("Thoughts");
  await expect(thoughts).toHaveJSProperty("open", false);
  await expect(thoughts.locator(".share-section-body")).toBeHidden();
  await expect(answer.locator(".share-markdown h2").filter({ hasText: "Echo" })).toBeVisible();
  expect(await view.locator("body").innerText()).not.toMatch(RAW_TAG);
  await view.screenshot({ path: test.info().outputPath("share-reply-parts-en.png"), fullPage: true });

  // By keyboard: the summary takes focus from Tab order and Enter opens it.
  await summary.focus();
  await expect(summary).toBeFocused();
  await view.keyboard.press("Enter");
  await expect(thoughts).toHaveJSProperty("open", true);
  await expect(thoughts.locator(".share-section-body .share-markdown")).toBeVisible();
  await view.keyboard.press("Space");
  await expect(thoughts).toHaveJSProperty("open", false);

  await view.goto(`${link}?locale=ar`);
  await expect(view.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(share.messages.nth(1).getByTestId("share.section-thinking").locator("summary")).toHaveText(
    "التفكير",
  );
  expect(await view.locator("body").innerText()).not.toMatch(RAW_TAG);
  await view.screenshot({ path: test.info().outputPath("share-reply-parts-ar.png"), fullPage: true });
  await visitor.close();
});
