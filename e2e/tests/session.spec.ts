import { ACCESS_TTL_SECONDS, acmeOwner, acmeUrl, REFRESH_GRACE_MS } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";

test.describe("session", () => {
  test("a guarded page sends a visitor to sign-in and back after it", async ({ page, signInPage, shell }) => {
    await page.goto(`${acmeUrl}/routines`);
    await expect(page).toHaveURL(/\/sign-in\?next=%2Froutines/);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await expect(page).toHaveURL(`${acmeUrl}/routines`);
    await shell.expectSignedIn(acmeOwner.name);
  });

  test("the session survives an expired access token through one refresh", async ({
    page,
    signInPage,
    shell,
  }) => {
    await signInPage.open(acmeUrl);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await shell.expectSignedIn(acmeOwner.name);
    await page.waitForTimeout((ACCESS_TTL_SECONDS + 1) * 1000);
    const refreshes: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/v1/authentication/token/refresh/")) refreshes.push(response.status());
    });
    await page.reload();
    await shell.expectSignedIn(acmeOwner.name);
    expect(refreshes).toEqual([200]);
  });

  test("a replayed refresh token is rejected and revokes the session", async ({
    page,
    context,
    browser,
    signInPage,
    shell,
  }) => {
    await signInPage.open(acmeUrl);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await shell.expectSignedIn(acmeOwner.name);
    const stolen = (await context.cookies()).find((c) => c.name === "parley_refresh");
    expect(stolen).toBeDefined();

    // The legitimate client rotates its refresh token.
    const rotated = await page.evaluate(async () => {
      const csrf = document.cookie.match(/(?:^|; )parley_csrf=([^;]+)/)?.[1] ?? "";
      const response = await fetch("/api/v1/authentication/token/refresh/", {
        method: "POST",
        headers: { "x-csrf-token": decodeURIComponent(csrf) },
      });
      return response.status;
    });
    expect(rotated).toBe(200);

    // Someone replays the old one from another browser — after the grace window in which two tabs
    // refreshing at once both get the new pair.
    await page.waitForTimeout(REFRESH_GRACE_MS + 300);
    const attacker = await browser.newContext();
    await attacker.addCookies([stolen!]);
    const attackerPage = await attacker.newPage();
    await attackerPage.goto(`${acmeUrl}/conversations`);
    await expect(attackerPage).toHaveURL(/\/sign-in/);
    await attacker.close();

    // The whole family is revoked: the legitimate session ends too, at the latest when its access token expires.
    await context.clearCookies({ name: "parley_access" });
    await page.goto(`${acmeUrl}/conversations`);
    await expect(page).toHaveURL(/\/sign-in/);
  });
});
