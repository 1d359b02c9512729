import { catalogue } from "@parley/shared-contracts/messages";
import { startSmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import type { SmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import { acmeUrl, SMTP_PORT } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { expect, test } from "../fixtures/test.ts";
import { ForgotPasswordPage, UpdatePasswordPage } from "../pages/password-pages.ts";

// A member of its own: other specs sign in as the owner with the password worker-server.ts gave them.
const rita = { email: "rita@acme.test", name: "Rita Reset", password: "e2e-rita-Password-1" };

/** The reset link of a mail (its text part). */
function linkIn(text: string): string {
  const link = /https?:\/\/\S+\/password\/change\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in:\n${text}`);
  return link;
}

test.describe("password reset", () => {
  // One receiver on the port the server mails to: keep this file's tests in one worker, in order.
  test.describe.configure({ mode: "serial" });
  let smtp: SmtpReceiver;

  test.beforeAll(async () => {
    smtp = await startSmtpReceiver(SMTP_PORT);
    ops(
      "user",
      "create",
      "acme",
      rita.email,
      "--name",
      rita.name,
      "--role",
      "member",
      "--password",
      rita.password,
    );
  });
  test.afterAll(async () => {
    await smtp.close();
  });

  test("a member resets a forgotten password from the e-mail link and signs in with it", async ({
    page,
    signInPage,
    shell,
  }) => {
    // From the sign-in form's "Forgot password?" link.
    await signInPage.open(acmeUrl);
    await signInPage.revealEmailForm();
    await page.getByTestId("sign-in.forgot-password").click();
    await expect(page).toHaveURL(`${acmeUrl}/password/forgot`);
    const forgot = new ForgotPasswordPage(page);
    await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
    await expect(forgot.email).toHaveAttribute("type", "email");
    await page.screenshot({ path: test.info().outputPath("h3-forgot.png") });
    await forgot.request(rita.email);
    await expect(forgot.sentTitle).toHaveText("Check your email");
    await expect(page).toHaveURL(`${acmeUrl}/password/sent`);
    // Under the workspace's own logo (the demo seed has one).
    await expect(page.getByTestId("password-sent.logo")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("lead-password-sent.png") });

    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(rita.email));
    expect(mail.subject).toBe("Reset your Parley password");
    expect(mail.text).toContain(`Hello ${rita.name},`);
    const link = linkIn(mail.text);
    expect(link.startsWith(`${acmeUrl}/password/change?token=`)).toBe(true);

    await page.goto(link);
    const update = new UpdatePasswordPage(page);
    await expect(update.password).toBeVisible();
    // Too short: the form says so and sends nothing.
    await update.set("short");
    await expect(page.getByText("The password must be at least 8 characters long.").first()).toBeVisible();
    await expect(update.password).toHaveJSProperty("validity.valid", false);
    // A common password: the server's one error is the subtitle.
    await update.set("Password123");
    await expect(update.error).toHaveText(catalogue["password.tooCommon"]);
    // Common and not confirmed: several errors, listed under the constraints heading.
    await update.set("iloveyou1", "iloveyou2");
    await expect(update.errors).toContainText(catalogue["password.constraints"]);
    await page.screenshot({ path: test.info().outputPath("h3-update-errors.png") });
    await expect(update.errors.locator("li")).toHaveText([
      catalogue["password.tooCommon"],
      catalogue["password.mismatch"],
    ]);
    // A good one.
    const fresh = "e2e-rita-New-Passphrase-2";
    await update.set(fresh);
    await expect(update.done).toHaveText("Password changed");
    await page.screenshot({ path: test.info().outputPath("h3-password-changed.png") });
    await update.signIn.click();

    await expect(page).toHaveURL(/\/sign-in/);
    await signInPage.signIn(rita.email, rita.password);
    await expect(signInPage.error).toHaveText(catalogue["signIn.error.invalid_credentials"]);
    await signInPage.password.fill(fresh);
    await signInPage.submit.click();
    await shell.expectSignedIn(rita.name);

    // The link worked once: opened again it leads to sign-in with the invalid-link message.
    await shell.signOutNow();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/sign-in\?error=invalid_token/);
    await expect(signInPage.error).toHaveText(catalogue["signIn.error.invalid_token"]);
  });

  test("a link without a valid token goes to sign-in with the invalid-link message", async ({
    page,
    signInPage,
  }) => {
    await page.goto(`${acmeUrl}/password/change?token=made-up-token`);
    await expect(page).toHaveURL(/\/sign-in\?error=invalid_token/);
    await expect(signInPage.error).toHaveText(catalogue["signIn.error.invalid_token"]);
    await page.goto(`${acmeUrl}/password/change`);
    await expect(page).toHaveURL(/\/sign-in\?error=invalid_token/);
  });

  test("an address that is not a member gets the same confirmation and no mail", async ({ page }) => {
    const forgot = new ForgotPasswordPage(page);
    await forgot.open(acmeUrl);
    const before = smtp.mails.length;
    await forgot.request("nobody-here@acme.test");
    await expect(forgot.sentTitle).toBeVisible();
    await forgot.open(acmeUrl);
    await forgot.request(rita.email);
    await expect(forgot.sentTitle).toBeVisible();
    await smtp.waitFor((m) => m.envelopeTo.includes(rita.email) && smtp.mails.indexOf(m) >= before);
    expect(smtp.mails.slice(before).flatMap((m) => m.envelopeTo)).toEqual([rita.email]);
  });
});
