import { acmeOwner, acmeUrl } from "../fixtures/env.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { expect, test } from "../fixtures/test.ts";

test.describe("conversations with the offline model", () => {
  test.beforeEach(async ({ page, signInPage, shell }) => {
    await signInPage.open(acmeUrl, "?next=%2Fconversations%2Fnew");
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await shell.expectSignedIn(acmeOwner.name);
    await expect(page).toHaveURL(/\/conversations\/new/);
  });

  test("a message gets a streamed reply that settles with code, a table and math source", async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await expect(chat.modelButton).toContainText("Offline");
    await chat.sendMessage("Hello Parley e2e");
    await expect(page).toHaveURL(/\/conversations\/\d+$/);
    await expect(chat.messages.first()).toContainText("Hello Parley e2e");
    await expect(chat.assistantReplies().last()).toHaveAttribute("data-status", "streaming");
    expect(await chat.waitForSettled()).toBe("complete");
    const reply = chat.assistantReplies().last();
    // Assistant LaTeX view is off by default (spec): formulas stay as their source text.
    await expect(reply).toContainText("\\sum_{k=1}^{3} k = 6");
    await expect(reply.locator(".katex")).toHaveCount(0);
    await expect(reply.locator("table")).toContainText("Characters");
    await expect(reply.locator("pre code").first()).toContainText("Hello Parley e2e");
    await expect(chat.sidebarItems.first()).toContainText("Hello Parley e2e");
  });

  test("reloading mid-reply shows the text so far and continues to the end", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.sendMessage("Reload while you answer please");
    const reply = chat.assistantReplies().last();
    await expect(reply).toHaveAttribute("data-status", "streaming");
    await expect(reply).toContainText("Echo", { timeout: 15_000 });
    await page.reload();
    const resumed = chat.assistantReplies().last();
    await expect(resumed).toContainText("Echo");
    expect(await chat.waitForSettled()).toBe("complete");
    await expect(resumed).toContainText("Offline demo");
  });

  test("stop ends the reply on the server and keeps the partial text", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.sendMessage("Stop me half way");
    const reply = chat.assistantReplies().last();
    await expect(reply).toContainText("Echo", { timeout: 15_000 });
    await chat.stop.click();
    expect(await chat.waitForSettled()).toBe("stopped");
    await page.reload();
    const kept = chat.assistantReplies().last();
    await expect(kept).toHaveAttribute("data-status", "stopped");
    await expect(kept).toContainText("Echo");
    await expect(kept).not.toContainText("Offline demo: written");
  });

  test("search finds a conversation by a word of its messages", async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.sendMessage(
      "Please remember this for later on, because the secret word at the very end is zebracorn",
    );
    await chat.waitForSettled();
    await page.goto(`${acmeUrl}/conversations/new`);
    await chat.sidebarSearch.fill("zebracorn");
    await expect(chat.sidebarItems).toHaveCount(1);
    await expect(chat.sidebarItems.first()).toContainText("zebracorn");
  });
});
