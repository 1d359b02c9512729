import { catalogue, type MessageKey } from "@parley/shared-contracts/messages";
import { OidcProviderPage } from "../pages/oidc-provider-page.ts";
import { acmeOwner, acmeUrl, globexUrl, tenantUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { expect, test } from "../fixtures/test.ts";

/**
 * Every sign-in error of the catalogue (docs/product/sign-in.md § Error catalogue) by its `error` query
 * value.
 */
const CODES: [string, MessageKey][] = [
  ["subscription_issue", "signIn.error.subscription_issue"],
  ["uninvited", "signIn.error.uninvited"],
  ["default", "signIn.error.default"],
  ["invalid_token", "signIn.error.invalid_token"],
  ["password_disabled", "signIn.error.password_disabled"],
  ["google_disabled", "signIn.error.google_disabled"],
  ["no_such_code", "error.other"],
];

const initech = { url: tenantUrl("initech"), email: "ivy@initech.test", password: "e2e-initech-Password-1" };

/** Ops commands that may already have run (a retried test). */
function opsOnce(...args: string[]): void {
  try {
    ops(...args);
  } catch (error) {
    if (!/already/.test(String(error))) throw error;
  }
}

test.describe("auth error page", () => {
  for (const [code, key] of CODES) {
    test(`error=${code} shows its message with the workspace and product`, async ({ page }) => {
      await page.goto(`${acmeUrl}/auth-error?error=${code}`);
      await expect(page.getByTestId("auth-error.message")).toHaveText(catalogue[key]);
      await expect(page.getByTestId("auth-error.workspace-name")).toHaveText("Acme");
      await expect(page.getByText("Parley", { exact: true })).toBeVisible();
    });
  }

  test("leads back to sign-in and home", async ({ page }) => {
    await page.goto(`${acmeUrl}/auth-error?error=default`);
    await expect(page.getByTestId("auth-error.workspace-name")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("h2-auth-error.png") });
    await page.getByTestId("auth-error.sign-in").click();
    await expect(page).toHaveURL(`${acmeUrl}/sign-in`);
    await page.goto(`${acmeUrl}/auth-error?error=default`);
    await page.getByRole("button", { name: "Back to home" }).click();
    // Home is guarded: a signed-out visitor ends on sign-in, with the way back.
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("a sign-in cancelled at the provider ends on the auth error page", async ({ page, signInPage }) => {
    await signInPage.open(acmeUrl);
    await page.getByTestId("sign-in.google").click();
    await new OidcProviderPage(page).cancel();
    await expect(page).toHaveURL(`${acmeUrl}/auth-error?error=default`);
    await expect(page.getByTestId("auth-error.message")).toHaveText(catalogue["signIn.error.default"]);
  });
});

test.describe("sign-in error messages", () => {
  for (const [code, key] of CODES) {
    test(`the sign-in page shows error=${code}`, async ({ signInPage }) => {
      await signInPage.open(acmeUrl, `?error=${code}`);
      await expect(signInPage.error).toHaveText(catalogue[key]);
    });
  }

  test("Google switched off: the server sends the flow back with google_disabled", async ({
    page,
    signInPage,
  }) => {
    await page.goto(`${globexUrl}/oidc/google/start`);
    await expect(page).toHaveURL(`${globexUrl}/sign-in?error=google_disabled`);
    await expect(signInPage.error).toHaveText(catalogue["signIn.error.google_disabled"]);
  });

  test("passwords switched off while the form is open: the server refuses with password_disabled", async ({
    page,
    signInPage,
  }) => {
    opsOnce("workspace", "create", "initech", "--name", "Initech", "--sign-in", "email_password,google");
    opsOnce("user", "create", "initech", initech.email, "--name", "Ivy", "--password", initech.password);
    ops("workspace", "sign-in", "initech", "email_password,google");
    await signInPage.open(initech.url);
    await signInPage.revealEmailForm();
    try {
      ops("workspace", "sign-in", "initech", "google");
      await signInPage.email.fill(initech.email);
      await signInPage.password.fill(initech.password);
      await signInPage.submit.click();
      await expect(page).toHaveURL(`${initech.url}/sign-in?error=password_disabled`);
      await expect(signInPage.error).toHaveText(catalogue["signIn.error.password_disabled"]);
      // Only Google is offered now.
      await expect(page.getByTestId("sign-in.google")).toBeVisible();
      await expect(signInPage.workEmailButton).toHaveCount(0);
    } finally {
      ops("workspace", "sign-in", "initech", "email_password,google");
    }
  });

  test("an uninvited Google identity comes back with uninvited", async ({ page, signInPage }) => {
    await signInPage.open(acmeUrl);
    await page.getByTestId("sign-in.google").click();
    await new OidcProviderPage(page).signInAs(`not-${acmeOwner.email}`);
    await expect(page).toHaveURL(`${acmeUrl}/sign-in?error=uninvited`);
    await expect(signInPage.error).toHaveText(catalogue["signIn.error.uninvited"]);
  });
});
