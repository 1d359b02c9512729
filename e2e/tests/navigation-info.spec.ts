// The navigation-info record (docs/product/shell.md § Main layout), used once by the main layout: a
// sign-up whose snapshot was made private after the link was mailed still creates the workspace and
// lands its owner on the home page, where the modal says why; a successful record opens its
// conversation.
import { NAVIGATION_INFO_STORAGE_KEY } from "@parley/shared-contracts/navigation-info";
import { startSmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import type { SmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import { acmeUrl, BASE_PORT, SMTP_PORT, tenantUrl } from "../fixtures/env.ts";
import { pageApi } from "../fixtures/page-api.ts";
import { expect, test } from "../fixtures/test.ts";
import { openFakeProviderChat } from "../pages/chat-page.ts";
import { SharePage } from "../pages/share-page.ts";
import { NavigationInfoModal, ShellPage } from "../pages/shell-page.ts";
import { SignUpPage } from "../pages/sign-up-page.ts";

const stamp = Date.now().toString(36);
const visitor = {
  email: `nina-${stamp}@initrode.test`,
  name: "Nina Newcomer",
  password: "e2e-nina-Harbour-4",
};
const workspace = { name: "Initrode", subdomain: `initrode-${stamp}` };

test.describe("the navigation-info modal", () => {
  // One receiver on the port the server mails to: this file's tests run in order.
  test.describe.configure({ mode: "serial" });
  let smtp: SmtpReceiver;

  test.beforeAll(async () => {
    smtp = await startSmtpReceiver(SMTP_PORT);
  });
  test.afterAll(async () => {
    await smtp.close();
  });

  test("a sign-up whose snapshot went private lands on the home page, where the modal says why, once", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const chat = await openFakeProviderChat(page);
    await chat.input.fill("Navigation info: a conversation to share");
    await page.getByTestId("chat-box.send-non-ai").click();
    await expect(page).toHaveURL(/\/conversations\/\d+$/);
    const conversationId = new URL(page.url()).pathname.split("/").pop();
    const made = await pageApi(page, "POST", `/api/v1/conversations/${conversationId}/create_snapshot/`, {
      anonymize: "false",
    });
    expect(made.status).toBe(201);
    const snapshot = made.body as { id: number; uuid: string };
    const share = (isPublic: boolean) =>
      pageApi(page, "PATCH", `/api/v1/conversations/snapshot/${snapshot.id}/`, {
        is_public: String(isPublic),
      });
    expect((await share(true)).status).toBe(200);

    // The visitor continues by e-mail through the share page's Continue dialog.
    const context = await browser.newContext();
    const visit = await context.newPage();
    await visit.goto(`http://share.localhost:${BASE_PORT}/c/${snapshot.uuid}`);
    const sharePage = new SharePage(visit);
    await sharePage.openContinueDialog();
    const emailField = sharePage.continueDialog.getByTestId("share.continue-email");
    await emailField.fill(visitor.email);
    await emailField.press("Enter");
    await expect(visit).toHaveURL(/\/sign-up\?email=/, { timeout: 30_000 });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(visitor.email));
    const link = /https?:\/\/\S+\/sign-up\/confirm\?token=[\w-]+/.exec(mail.text)?.[0] ?? "";

    // The owner stops sharing it before the visitor follows the link.
    expect((await share(false)).status).toBe(200);
    await visit.goto(link);
    await new SignUpPage(visit).create({
      workspaceName: workspace.name,
      subdomain: workspace.subdomain,
      name: visitor.name,
      password: visitor.password,
    });

    // Signed in on the new host's home page; the reason left the address for the tab's record.
    await expect(visit).toHaveURL(`${tenantUrl(workspace.subdomain)}/`, { timeout: 30_000 });
    const modal = new NavigationInfoModal(visit);
    await expect(modal.dialog).toBeVisible({ timeout: 30_000 });
    await expect(modal.dialog.getByRole("heading")).toHaveText("The conversation could not be opened");
    await expect(modal.message).toHaveText(
      "Your workspace is ready, but the shared conversation could not be copied into it: its owner removed it or stopped sharing it.",
    );
    await expect(modal.close).toBeFocused();
    await visit.screenshot({ path: test.info().outputPath("navigation-info-failed.png") });
    await modal.close.click();
    await expect(modal.dialog).toHaveCount(0);
    expect(
      await visit.evaluate((key) => sessionStorage.getItem(key), NAVIGATION_INFO_STORAGE_KEY),
    ).toBeNull();
    // Used once: a reload opens the home page without it.
    await visit.reload();
    await new ShellPage(visit).expectSignedIn(visitor.name);
    await expect(modal.dialog).toHaveCount(0);
    await context.close();
  });

  test("a successful record opens its conversation, once", async ({ page }) => {
    const chat = await openFakeProviderChat(page);
    await chat.input.fill("Navigation info: the conversation a record names");
    await page.getByTestId("chat-box.send-non-ai").click();
    await expect(page).toHaveURL(/\/conversations\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    // What a flow that leaves the layout writes before it comes back (shared-contracts navigation-info.ts),
    // written as the home page's document starts: written into the open conversation instead, its own
    // next location change could take the record before the home page does.
    await page.addInitScript(
      ([key, conversationId]) => {
        if (location.pathname !== "/") return;
        sessionStorage.setItem(
          key,
          JSON.stringify({
            info: { status: "success", conversation_id: conversationId },
            saved_at: Date.now(),
          }),
        );
      },
      [NAVIGATION_INFO_STORAGE_KEY, id] as const,
    );
    await page.goto(`${acmeUrl}/`);
    await expect(page).toHaveURL(`${acmeUrl}/conversations/${id}`);
    await expect(chat.messages).toHaveCount(1);
    await expect(new NavigationInfoModal(page).dialog).toHaveCount(0);
    // Used once: the record is gone.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), NAVIGATION_INFO_STORAGE_KEY)).toBeNull();
  });
});
