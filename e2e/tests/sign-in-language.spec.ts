import type { Page, Request } from "@playwright/test";
import { expect, test } from "../fixtures/test.ts";
import { acmeOwner, acmeUrl, rootUrl } from "../fixtures/env.ts";

/** An interface-text chunk: the shell's or a remote's, one per language. */
const TEXTS = /\/(?:shell-)?i18n-[a-z-]+\.[0-9a-f]+\.js$/;

/** The API calls and interface-text chunks the page makes from the sign-in on. */
function watchAfterSignIn(page: Page) {
  const seen: Request[] = [];
  let signingIn = false;
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/authentication/login/")) signingIn = true;
    if (signingIn) seen.push(request);
  });
  return {
    api: () =>
      seen.filter((r) => new URL(r.url()).pathname.startsWith("/api/v1/") && !r.url().includes("/remotes/")),
    texts: () => seen.map((r) => r.url()).filter((url) => TEXTS.test(url)),
  };
}

test.describe("the language chosen on the sign-in page", () => {
  // A browser whose own language is English: only the choice on the page can make the data French.
  test.use({ locale: "en-US" });

  test("follows the visitor from the root domain's sign-in into the workspace's first data", async ({
    page,
    signInPage,
    shell,
  }) => {
    await page.goto(`${rootUrl}/sign-in?locale=fr`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // Every interface text the workspace's pages fetch from here on.
    const workspaceTexts: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(acmeUrl) && TEXTS.test(request.url())) workspaceTexts.push(request.url());
    });
    await signInPage.findWorkspace("acme");
    // Another origin: the choice travels in the address, the one source every host reads first.
    await expect(page).toHaveURL(`${acmeUrl}/sign-in?locale=fr`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(signInPage.submit.or(signInPage.workEmailButton)).toBeVisible();

    const after = watchAfterSignIn(page);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await shell.expectSignedIn(acmeOwner.name);
    await expect
      .poll(() => after.api().map((r) => new URL(r.url()).pathname))
      .toEqual(
        expect.arrayContaining(["/api/v1/members/detail", "/api/v1/payments/features/", "/api/v1/models/"]),
      );
    for (const request of after.api()) expect(request.headers()["accept-language"], request.url()).toBe("fr");
    expect(after.texts().length).toBeGreaterThan(0);
    // None in English first: the remotes read the page's language before i18n is up (<html lang>).
    expect(
      workspaceTexts.every((url) => /i18n-fr\./.test(url)),
      workspaceTexts.join("\n"),
    ).toBe(true);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.screenshot({ path: test.info().outputPath("signed-in-in-french.png") });
  });

  test("on the workspace's own sign-in page, the same", async ({ page, signInPage, shell }) => {
    await page.goto(`${acmeUrl}/sign-in?locale=de`);
    const after = watchAfterSignIn(page);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await shell.expectSignedIn(acmeOwner.name);
    await expect.poll(() => after.api().length).toBeGreaterThan(3);
    for (const request of after.api()) expect(request.headers()["accept-language"], request.url()).toBe("de");
    // A reload keeps it: the document and the shell read the remembered choice.
    const texts: string[] = [];
    page.on("request", (request) => {
      if (TEXTS.test(request.url())) texts.push(request.url());
    });
    await page.reload();
    await shell.expectSignedIn(acmeOwner.name);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect(texts.length).toBeGreaterThan(0);
    expect(
      texts.every((url) => /i18n-de\./.test(url)),
      texts.join("\n"),
    ).toBe(true);
  });
});
