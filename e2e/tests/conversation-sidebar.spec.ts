import { openFakeProviderChat, type ChatPage } from "../pages/chat-page.ts";
import { SidebarPage } from "../pages/sidebar-page.ts";
import { expect, test } from "../fixtures/test.ts";

/** Sends a first message and waits until its conversation has the title the fake model gave it. */
async function startConversation(chat: ChatPage, sidebar: SidebarPage, words: string): Promise<string> {
  await chat.sendAndSettle(words);
  const id = /\/conversations\/(\d+)$/.exec(chat.page.url())?.[1] ?? "";
  expect(id).not.toBe("");
  // The fake answers the server's title request with "Title: <first five words>".
  await expect(sidebar.item(id)).toContainText(words.split(" ").slice(0, 5).join(" "));
  return id;
}

test.describe("conversation sidebar", () => {
  let chat: ChatPage;
  let sidebar: SidebarPage;
  test.beforeEach(async ({ page }) => {
    chat = await openFakeProviderChat(page);
    sidebar = new SidebarPage(page);
  });

  test("rename refuses an empty name, then saves a new one that survives a reload", async ({ page }) => {
    const id = await startConversation(chat, sidebar, "Sidebar rename check alpha");

    await sidebar.openRename(id);
    await expect(sidebar.renameInput).toBeFocused();
    await sidebar.renameInput.fill("   ");
    await sidebar.renameSave.click();
    await expect(sidebar.renameDialog.getByRole("alert")).toHaveText("Name must not be empty");
    await expect(sidebar.renameDialog).toBeVisible();

    // Enter saves.
    await sidebar.renameInput.fill("Renamed by the e2e test");
    await sidebar.renameInput.press("Enter");
    await expect(sidebar.renameDialog).toHaveCount(0);
    await expect(sidebar.item(id)).toContainText("Renamed by the e2e test");
    await expect(page.getByTestId("breadcrumb.current")).toHaveText("Renamed by the e2e test");
    await page.reload();
    await expect(sidebar.item(id)).toContainText("Renamed by the e2e test");
  });

  test("delete asks first, then the conversation disappears at once and for good", async ({ page }) => {
    const keep = await startConversation(chat, sidebar, "Sidebar keeper conversation beta");
    await sidebar.newConversation.click();
    await expect(page).toHaveURL(/\/conversations\/new$/);
    // The screen follows the address a moment later (the parcel's update): count replies only then.
    await expect(chat.emptyThread).toBeVisible();
    const doomed = await startConversation(chat, sidebar, "Sidebar doomed conversation gamma");

    await sidebar.openDelete(doomed);
    await expect(sidebar.confirmDialog).toContainText("Sidebar doomed conversation gamma");
    await page.getByTestId("confirm.cancel").click();
    await expect(sidebar.item(doomed)).toBeVisible();

    // The row goes before the server answers: hold the DELETE and look.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/v1/conversations/${doomed}/`, async (route) => {
      if (route.request().method() !== "DELETE") return route.fallback();
      await held;
      await route.fallback();
    });
    await sidebar.openDelete(doomed);
    await page.getByTestId("confirm.ok").click();
    await expect(sidebar.item(doomed)).toHaveCount(0);
    // Leaving the page before the DELETE has been answered could abort it: wait for the answer. Held
    // longer than the e2e access token lives (5 s), the first answer can be 401; the shell then
    // refreshes and sends it again, and that answer is the one that counts.
    const deleted = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v1/conversations/${doomed}/`) &&
        response.request().method() === "DELETE" &&
        response.status() !== 401,
    );
    release();
    expect((await deleted).status()).toBeLessThan(300);
    await expect(sidebar.item(keep)).toBeVisible();
    await page.unroute(`**/api/v1/conversations/${doomed}/`);
    await page.goto(page.url().replace(/\/conversations\/.*$/, "/conversations/new"));
    await expect(sidebar.item(keep)).toBeVisible();
    await expect(sidebar.item(doomed)).toHaveCount(0);
  });

  test("a failed delete brings the conversation back", async ({ page }) => {
    const id = await startConversation(chat, sidebar, "Sidebar survivor conversation delta");
    await page.route(`**/api/v1/conversations/${id}/`, (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, contentType: "application/json", body: "{}" })
        : route.fallback(),
    );
    await sidebar.openDelete(id);
    await page.getByTestId("confirm.ok").click();
    await expect(page.getByTestId("toast").filter({ hasText: "could not be deleted" })).toBeVisible();
    await expect(sidebar.item(id)).toBeVisible();
  });
});
