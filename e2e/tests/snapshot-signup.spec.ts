// Continue by e-mail, behind the share page's dialog: a visitor of a public acme snapshot asks to sign
// up (the share page's own same-origin call), gets the link by mail (the loopback SMTP receiver),
// asks for it again on the admin host's sign-up page, follows it, names a new workspace and lands in
// it, signed in, in the continued conversation with the snapshot's messages. A used link says so.
import { catalogue } from "@parley/shared-contracts/messages";
import { startSmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import { solvedCaptcha } from "../fixtures/captcha.ts";
import type { SmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import { BASE_PORT, SMTP_PORT, tenantUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { expect, test } from "../fixtures/test.ts";
import { openFakeProviderChat } from "../pages/chat-page.ts";
import { CollaborationPage } from "../pages/collaboration-page.ts";
import { SharePage } from "../pages/share-page.ts";
import { SignUpPage } from "../pages/sign-up-page.ts";
import { SnapshotsPage } from "../pages/snapshots-page.ts";

const adminUrl = `http://admin.localhost:${BASE_PORT}`;
const stamp = Date.now().toString(36);
const visitor = { email: `vera-${stamp}@hooli.test`, name: "Vera Visitor", password: "e2e-vera-Lantern-7" };
const workspace = { name: "Hooli", subdomain: `hooli-${stamp}` };

/** The sign-up link of a mail (its text part). */
function linkIn(text: string): string {
  const link = /https?:\/\/\S+\/sign-up\/confirm\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no sign-up link in:\n${text}`);
  return link;
}

test.describe("sign-up from a public snapshot", () => {
  // One receiver on the port the server mails to: this file's tests run in order.
  test.describe.configure({ mode: "serial" });
  let smtp: SmtpReceiver;
  let snapshotLink = "";

  test.beforeAll(async () => {
    smtp = await startSmtpReceiver(SMTP_PORT);
  });
  test.afterAll(async () => {
    await smtp.close();
  });

  test("a visitor confirms the e-mail, names a workspace and lands in the continued conversation", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // A public snapshot of an acme conversation.
    const chat = await openFakeProviderChat(page);
    await chat.input.fill("Sign-up plan: continue this in a new workspace");
    await page.getByTestId("chat-box.send-non-ai").click();
    await expect(page).toHaveURL(/\/conversations\/\d+$/);
    await chat.input.fill("Second message: bring the numbers");
    await page.getByTestId("chat-box.send-non-ai").click();
    await expect(chat.messages).toHaveCount(2);
    const collaboration = new CollaborationPage(page);
    await collaboration.openDialog();
    const snapshots = new SnapshotsPage(page);
    snapshotLink = await snapshots.publish(await snapshots.create(false));

    // The visitor has no account and no cookies.
    const context = await browser.newContext();
    const visit = await context.newPage();
    await visit.goto(snapshotLink);
    // The share page's own call (the Continue dialog makes it the same way): same origin, no cookies.
    const uuid = snapshotLink.split("/c/")[1] ?? "";
    // Each call solves its own proof of work, as the dialog does (the e2e servers ask one on sign-up).
    const call = async (email: string) =>
      visit.evaluate(
        async ([userEmail, snapshot, captcha]) => {
          const response = await fetch("/api/v1/authentication/snapshot-signup/", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ user_email: userEmail, snapshot, captcha }),
          });
          return { status: response.status, body: (await response.json()) as unknown };
        },
        [email, uuid, await solvedCaptcha(visit, "signup")] as const,
      );
    expect(await call("not-an-address")).toEqual({
      status: 400,
      body: { error: { message: "Invalid email", code: "validation_error", user_email: "Invalid email" } },
    });
    // A member's address is answered like a new one; its owner learns it by mail.
    expect(await call("owner@acme.test")).toEqual({
      status: 200,
      body: { data: { email: "owner@acme.test" } },
    });
    const exists = await smtp.waitFor((m) => m.envelopeTo.includes("owner@acme.test"));
    expect(exists.text).toContain(catalogue["snapshot.emailExists"]);
    expect(await context.cookies()).toEqual([]);
    // The Continue dialog's e-mail path: the sign-up call, then the admin host's page with the address.
    const share = new SharePage(visit);
    await share.openContinueDialog();
    const emailField = share.continueDialog.getByTestId("share.continue-email");
    await emailField.fill(visitor.email);
    await emailField.press("Enter");
    await expect(visit).toHaveURL(`${adminUrl}/sign-up?email=${encodeURIComponent(visitor.email)}`, {
      timeout: 30_000,
    });
    const first = await smtp.waitFor((m) => m.envelopeTo.includes(visitor.email));
    expect(first.subject).toBe("Confirm your e-mail to continue in Parley");

    // The admin host says where the link went; ask again.
    const signUp = new SignUpPage(visit);
    await expect(signUp.sentTitle).toHaveText("Check your email");
    await expect(signUp.sentBody).toContainText(visitor.email);
    await visit.screenshot({ path: test.info().outputPath("sign-up-sent.png") });
    await signUp.resend.click();
    await expect(signUp.resent).toBeVisible();
    const second = await smtp.waitFor(
      (m) => m.envelopeTo.includes(visitor.email) && smtp.to(visitor.email).indexOf(m) >= 1,
    );
    const link = linkIn(second.text);
    expect(link.startsWith(`${adminUrl}/sign-up/confirm?token=`)).toBe(true);

    // The first link died with the resend.
    await visit.goto(linkIn(first.text));
    await expect(signUp.invalid).toHaveText("This sign-up link has expired or has already been used.");
    await expect(signUp.startAgain).toHaveAttribute("href", snapshotLink);

    await visit.goto(link);
    await expect(signUp.confirmTitle).toHaveText("Create your workspace");
    await expect(signUp.confirmedEmail).toContainText(visitor.email);
    // A reserved address is refused at the field.
    await signUp.create({
      workspaceName: workspace.name,
      subdomain: "admin",
      name: visitor.name,
      password: visitor.password,
    });
    await expect(visit.getByTestId("sign-up.subdomain-error")).toHaveText(
      "This address is reserved. Choose another one.",
    );
    await visit.screenshot({ path: test.info().outputPath("sign-up-confirm.png") });
    await signUp.subdomain.fill(workspace.subdomain);
    await signUp.submit.click();

    // Signed in on the new workspace's host, in the continued conversation.
    await expect(visit).toHaveURL(new RegExp(`^${tenantUrl(workspace.subdomain)}/conversations/\\d+$`), {
      timeout: 30_000,
    });
    const messages = visit.getByTestId("message.item");
    await expect(messages).toHaveCount(2, { timeout: 30_000 });
    await expect(messages.first()).toContainText("Sign-up plan: continue this in a new workspace");
    await expect(messages.last()).toContainText("Second message: bring the numbers");
    await visit.screenshot({ path: test.info().outputPath("sign-up-landed.png") });

    // The link is spent.
    await visit.goto(link);
    await expect(signUp.invalid).toBeVisible();
    await context.close();
  });

  test("the sign-up page says so when ops turned sign-up off, in Arabic right to left too", async ({
    browser,
  }) => {
    ops("signup", "off");
    const context = await browser.newContext({ locale: "ar" });
    const page = await context.newPage();
    try {
      const signUp = new SignUpPage(page);
      await page.goto(`${adminUrl}/sign-up?email=someone%40hooli.test&locale=ar`);
      await expect(signUp.off).toHaveText("التسجيل متوقف");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await page.screenshot({ path: test.info().outputPath("sign-up-off-ar.png") });
    } finally {
      ops("signup", "on");
      await context.close();
    }
  });
});
