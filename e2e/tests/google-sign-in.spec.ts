import { catalogue } from "@parley/shared-contracts/messages";
import { OidcProviderPage } from "../pages/oidc-provider-page.ts";
import { acmeOwner, acmeUrl, globexOwner, globexUrl } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";

// "Sign in with Google" through the real OIDC provider on loopback (worker-server.ts starts it).
test.describe("Google sign-in", () => {
  test("a member signs in through the provider and lands on the page they asked for", async ({
    page,
    signInPage,
    shell,
  }) => {
    await page.goto(`${acmeUrl}/conversations`);
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fconversations/);
    const google = page.getByTestId("sign-in.google");
    await expect(google).toHaveText("Sign in with Google");
    await google.click();
    await new OidcProviderPage(page).signInAs(acmeOwner.email);
    await expect(page).toHaveURL(`${acmeUrl}/conversations`);
    await shell.expectSignedIn(acmeOwner.name);
    await expect(signInPage.error).toHaveCount(0);
  });

  test("an e-mail that is not a member of the workspace is refused as uninvited", async ({
    page,
    signInPage,
  }) => {
    await signInPage.open(acmeUrl);
    await page.getByTestId("sign-in.google").click();
    await new OidcProviderPage(page).signInAs("stranger@acme.test");
    await expect(page).toHaveURL(`${acmeUrl}/sign-in?error=uninvited`);
    await expect(signInPage.error).toHaveText(catalogue["signIn.error.uninvited"]);
    await page.goto(`${acmeUrl}/conversations`);
    await expect(page).toHaveURL(/\/sign-in\?next=/);
  });

  test("a member of another workspace cannot enter this one with their Google identity", async ({
    page,
    signInPage,
  }) => {
    await signInPage.open(acmeUrl);
    await page.getByTestId("sign-in.google").click();
    await new OidcProviderPage(page).signInAs(globexOwner.email);
    await expect(page).toHaveURL(`${acmeUrl}/sign-in?error=uninvited`);
    await expect(signInPage.error).toHaveText(catalogue["signIn.error.uninvited"]);
  });

  test("a workspace without Google offers no button and refuses the flow on the server", async ({
    page,
    signInPage,
  }) => {
    await signInPage.open(globexUrl);
    await expect(signInPage.email).toBeVisible();
    await expect(page.getByTestId("sign-in.google")).toHaveCount(0);
    await page.goto(`${globexUrl}/oidc/google/start?next=%2Froutines`);
    await expect(page).toHaveURL(`${globexUrl}/sign-in?error=google_disabled`);
    await expect(signInPage.error).toHaveText(catalogue["signIn.error.google_disabled"]);
  });
});
