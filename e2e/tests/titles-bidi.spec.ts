// A regression: a conversation title written in markdown shows as its text — in the sidebar, the
// breadcrumb, the page title and the share page — and the share page in Arabic isolates the
// left-to-right text in it: every message part takes its direction from its own text, the title and
// the names are isolated, code blocks are left to right. Screenshots of the sidebar and the Arabic page.
import { acmeOwner, acmeUrl } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { CollaborationPage } from "../pages/collaboration-page.ts";
import { SharePage } from "../pages/share-page.ts";
import { SidebarPage } from "../pages/sidebar-page.ts";
import { SnapshotsPage } from "../pages/snapshots-page.ts";

const TITLE = "# **Launch** _plan_ for `v2` [docs](https://example.com)";
const PLAIN = "Launch plan for v2 docs";
const QUESTION = "Is the launch ready? 100%!\n\n```js\nconsole.log(1);\n```";

test("a markdown title shows as text everywhere, and the Arabic share page isolates English text", async ({
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
  const sidebar = new SidebarPage(page);
  await expect(chat.modelButton).toContainText("Offline");
  await chat.sendMessage(QUESTION);
  expect(await chat.waitForSettled()).toBe("complete");
  const id = /\/conversations\/(\d+)$/.exec(page.url())?.[1] ?? "";
  expect(id).not.toBe("");

  // A member writes the title in markdown.
  await sidebar.rename(id, TITLE);
  await expect(sidebar.renameDialog).toHaveCount(0);
  await expect(sidebar.itemName(id)).toHaveText(PLAIN);
  await expect(chat.breadcrumb).toHaveText(PLAIN);
  await expect(page).toHaveTitle(new RegExp(`^${PLAIN} \\| .+ \\| Parley$`));
  // The chat's own messages take their direction from their text too.
  await expect(chat.userMessages().first().getByTestId("markdown.content")).toHaveAttribute("dir", "auto");
  await sidebar.panel.screenshot({ path: test.info().outputPath("sidebar-markdown-title.png") });

  const collaboration = new CollaborationPage(page);
  await collaboration.openDialog();
  const snapshots = new SnapshotsPage(page);
  const link = await snapshots.publish(await snapshots.create(false));
  await collaboration.closeDialog();

  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  const share = new SharePage(view);
  await view.goto(`${link}?locale=ar`);
  await expect(view.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(share.messages).toHaveCount(2);
  await expect(share.title).toHaveText(PLAIN);
  await expect(view).toHaveTitle(`${PLAIN} – Parley`);

  // The English title reads left to right inside the right-to-left page.
  expect(await share.direction(share.title)).toBe("rtl");
  expect(await share.direction(share.title.locator("bdi"))).toBe("ltr");
  // Every part, rendered and as written, takes its own direction: the English question is left to right.
  expect(await share.contents.count()).toBeGreaterThan(0);
  await expect(share.contents.and(view.locator(":not([dir='auto'])"))).toHaveCount(0);
  const question = share.messages.first();
  expect(await share.direction(question.locator(".share-markdown"))).toBe("ltr");
  await expect(question.locator(".share-markdown p").first()).toHaveText("Is the launch ready? 100%!");
  // The names are isolated, code blocks left to right.
  await expect(share.senders.locator("bdi")).toHaveCount(2);
  await expect(share.senders.first()).toHaveText(acmeOwner.name);
  // The question's code block, and the demo reply's echo of it.
  await expect(question.locator(".share-markdown pre")).toHaveText("console.log(1);");
  expect(await share.codeBlocks.count()).toBeGreaterThan(1);
  await expect(share.codeBlocks.and(view.locator(":not([dir='ltr'])"))).toHaveCount(0);
  expect(await share.direction(share.codeBlocks.first())).toBe("ltr");
  await view.screenshot({ path: test.info().outputPath("share-arabic-bidi.png"), fullPage: true });
  await visitor.close();
});
