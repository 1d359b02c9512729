import { catalogue } from "@parley/shared-contracts/messages";
import { acmeOwner, acmeUrl, rootUrl } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";

test.describe("sign-in", () => {
  test("the seeded owner signs in and lands in the workspace", async ({ page, signInPage, shell }) => {
    await signInPage.open(acmeUrl);
    await expect(signInPage.workspaceName).toHaveText("Acme");
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await expect(page).not.toHaveURL(/sign-in/);
    await shell.expectSignedIn(acmeOwner.name);
  });

  test("a wrong password is refused with a message and nothing else changes", async ({
    page,
    signInPage,
  }) => {
    await signInPage.open(acmeUrl);
    await signInPage.signIn(acmeOwner.email, "not-the-password");
    await expect(signInPage.error).toHaveText(catalogue["signIn.error.invalid_credentials"]);
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(signInPage.email).toHaveValue(acmeOwner.email);
    await expect(signInPage.submit).toBeEnabled();
  });

  test("a password shorter than 8 characters is not sent", async ({ page, signInPage }) => {
    let loginCalls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/authentication/login/")) loginCalls += 1;
    });
    await signInPage.open(acmeUrl);
    await signInPage.signIn(acmeOwner.email, "short");
    await expect(signInPage.password).toHaveJSProperty("validity.valid", false);
    expect(loginCalls).toBe(0);
  });

  test("an error in the query shows its catalogue message", async ({ signInPage }) => {
    await signInPage.open(acmeUrl, "?error=uninvited");
    await expect(signInPage.page.getByText(catalogue["signIn.error.uninvited"])).toBeVisible();
  });

  test("sign out returns to sign-in and the session is gone", async ({ page, signInPage, shell }) => {
    await signInPage.open(acmeUrl);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await shell.expectSignedIn(acmeOwner.name);
    const logout = page.waitForRequest((r) => r.url().includes("/authentication/logout/"));
    await shell.signOutNow();
    expect((await logout).postDataJSON()).toHaveProperty("last_visited_path");
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goto(`${acmeUrl}/conversations`);
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fconversations/);
  });

  test("the root domain asks for the workspace and goes there", async ({ page }) => {
    await page.goto(`${rootUrl}/sign-in`);
    await page.getByTestId("subdomain.input").fill("acme");
    await page.getByTestId("subdomain.submit").click();
    await expect(page).toHaveURL(`${acmeUrl}/sign-in`);
    await expect(page.getByTestId("sign-in.workspace-name")).toHaveText("Acme");
  });

  test("the root domain's home page is the workspace finder, never a network failure", async ({ page }) => {
    await page.goto(`${rootUrl}/`);
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByTestId("subdomain.input")).toBeVisible();
    await expect(page.getByTestId("session.unreachable")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("lead-root-finder.png") });
  });

  test("an unknown workspace on the root domain is refused", async ({ page }) => {
    await page.goto(`${rootUrl}/sign-in`);
    await page.getByTestId("subdomain.input").fill("nosuchco");
    await page.getByTestId("subdomain.submit").click();
    await expect(page.getByText(catalogue["workspace.notFound"])).toBeVisible();
    await expect(page).toHaveURL(`${rootUrl}/sign-in`);
  });
});
