import { acmeUrl } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import {
  AccountPage,
  addVirtualAuthenticator,
  createMemberOnce,
  registerPasskeysByApi,
} from "../pages/account-page.ts";

/** Members of this spec alone (passkeys are per member). */
const keyholder = { email: "kim@acme.test", password: "e2e-kim-Password-1", name: "Kim Keyholder" };
const collector = { email: "cole@acme.test", password: "e2e-cole-Password-1", name: "Cole Collector" };

test.beforeAll(() => {
  for (const who of [keyholder, collector]) createMemberOnce(who);
});

test.describe("passkeys", () => {
  test("register with the browser's authenticator, rename, sign in with it, delete", async ({
    page,
    signInPage,
    shell,
  }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const account = new AccountPage(page);
    await signInPage.open(acmeUrl);
    await signInPage.signIn(keyholder.email, keyholder.password);
    await shell.expectSignedIn(keyholder.name);

    await account.open(acmeUrl, "security");
    await expect(account.passkeys.empty).toHaveText("You have no passkeys yet.");
    await account.passkeys.newName.fill("Test laptop");
    await account.passkeys.add.click();
    await expect(account.passkeys.message).toHaveText("Passkey added.");
    await expect(account.passkeys.rows).toHaveCount(1);
    await expect(account.passkeys.row("Test laptop").getByTestId("passkeys.last-used")).toHaveText("Never");
    expect(await authenticator.credentialCount()).toBe(1);

    await account.passkeys.rename("Test laptop", "Work laptop");
    await expect(account.passkeys.message).toHaveText("Passkey renamed.");
    await expect(account.passkeys.row("Work laptop")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("h4-security-en.png") });

    // Sign out, then in again with the passkey alone (the virtual authenticator answers the prompt).
    await shell.signOutNow();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByTestId("sign-in.passkey-button")).toHaveText("Sign in with a passkey");
    await page.screenshot({ path: test.info().outputPath("h4-sign-in-en.png") });
    await page.getByTestId("sign-in.passkey-button").click();
    await shell.expectSignedIn(keyholder.name);
    await expect(page).not.toHaveURL(/\/sign-in/);

    await account.open(acmeUrl, "security");
    await expect(account.passkeys.row("Work laptop").getByTestId("passkeys.last-used")).not.toHaveText(
      "Never",
    );
    await account.passkeys.remove("Work laptop");
    await expect(account.passkeys.message).toHaveText("Passkey deleted.");
    await expect(account.passkeys.empty).toBeVisible();

    // A deleted passkey no longer signs anyone in.
    await shell.signOutNow();
    await page.getByTestId("sign-in.passkey-button").click();
    await expect(page.getByTestId("sign-in.passkey-error")).toHaveText(
      "Signing in with a passkey did not work. Try again or use another sign-in method.",
    );
  });

  test("the list pages by 10 with sizes 1, 5, 10, 20, 50", async ({ page, signInPage, shell }) => {
    const account = new AccountPage(page);
    await signInPage.open(acmeUrl);
    await signInPage.signIn(collector.email, collector.password);
    await shell.expectSignedIn(collector.name);
    const names = Array.from({ length: 12 }, (_, i) => `Key ${String(i + 1).padStart(2, "0")}`);
    await registerPasskeysByApi(page, acmeUrl, names);

    await account.open(acmeUrl, "security");
    await expect(account.passkeys.rows).toHaveCount(10);
    await expect(account.passkeys.pageSize).toHaveValue("10");
    await expect(account.passkeys.range).toHaveText("1–10 of 12");
    await expect(account.passkeys.previous).toBeDisabled();
    // Newest first.
    await expect(account.passkeys.rows.first().getByTestId("passkeys.name")).toHaveText("Key 12");
    await account.passkeys.next.click();
    await expect(account.passkeys.rows).toHaveCount(2);
    await expect(account.passkeys.pageLabel).toHaveText("Page 2 of 2");
    await expect(account.passkeys.next).toBeDisabled();
    await account.passkeys.pageSize.selectOption("5");
    await expect(account.passkeys.rows).toHaveCount(5);
    await expect(account.passkeys.pageLabel).toHaveText("Page 1 of 3");
    const options = await account.passkeys.pageSize.locator("option").allTextContents();
    expect(options).toEqual(["1", "5", "10", "20", "50"]);
  });

  test("the security tab in Arabic reads right to left", async ({ page, signInPage, shell }) => {
    const account = new AccountPage(page);
    await signInPage.open(acmeUrl);
    await signInPage.signIn(collector.email, collector.password);
    await shell.expectSignedIn(collector.name);
    await page.goto(`${acmeUrl}/account-settings?locale=ar#security`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(account.tab("security")).toHaveText("الأمان");
    await expect(account.passkeys.add).toHaveText("إضافة مفتاح مرور");
    await page.screenshot({ path: test.info().outputPath("h4-security-ar.png") });
    await account.tab("my-profile").click();
    await expect(account.save).toHaveText("حفظ");
    await page.screenshot({ path: test.info().outputPath("h4-profile-ar.png") });
  });
});
