import { catalogue } from "@parley/shared-contracts/messages";
import { acmeUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { expect, test } from "../fixtures/test.ts";

/** `npm run ops -- onboarding token …` → the raw token it prints once. */
function onboardingToken(email: string, ...options: string[]): string {
  const out = ops("onboarding", "token", "acme", email, ...options);
  const token = /Token \(shown once[^)]*\): (\S+)/.exec(out)?.[1];
  if (!token) throw new Error(`no token in: ${out}`);
  return token;
}

test.describe("rapid onboarding", () => {
  test("a one-time link signs a new person in, once; signed in, the page goes home", async ({
    page,
    browser,
    shell,
  }) => {
    const token = onboardingToken("rosa@acme.test", "--name", "Rosa Rapid");
    const link = `${acmeUrl}/rapid-onboarding?token=${token}`;
    await page.goto(link);
    await expect(page).toHaveURL(`${acmeUrl}/`);
    await shell.expectSignedIn("Rosa Rapid");

    // Signed in already: straight home, whatever the token.
    await page.goto(`${acmeUrl}/rapid-onboarding?token=anything`);
    await expect(page).toHaveURL(`${acmeUrl}/`);
    await expect(page.getByTestId("rapid-onboarding.error")).toHaveCount(0);

    // The same link in another browser: used up.
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(link);
    await expect(second.getByTestId("rapid-onboarding.error")).toHaveText(
      catalogue["rapidOnboarding.invalid"],
    );
    await second.getByRole("button", { name: "Return to the homepage" }).click();
    await expect(second).toHaveURL(/\/sign-in/);
    await other.close();
  });

  test("an expired or unknown token is explained", async ({ page }) => {
    // A person who never signed in (Rosa did above: links are for newcomers only).
    const token = onboardingToken("rosa-later@acme.test", "--ttl", "1");
    await page.waitForTimeout(1500);
    await page.goto(`${acmeUrl}/rapid-onboarding?token=${token}`);
    await expect(page.getByTestId("rapid-onboarding.error")).toHaveText(catalogue["rapidOnboarding.invalid"]);
    await page.screenshot({ path: test.info().outputPath("h2-rapid-onboarding-error.png") });

    await page.goto(`${acmeUrl}/rapid-onboarding?token=not-a-real-token`);
    await expect(page.getByTestId("rapid-onboarding.error")).toHaveText(catalogue["rapidOnboarding.invalid"]);
    await page.goto(`${acmeUrl}/rapid-onboarding`);
    await expect(page.getByTestId("rapid-onboarding.error")).toBeVisible();
  });
});
