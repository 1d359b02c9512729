import { catalogue } from "@parley/shared-contracts/messages";
import { acmeOwner, acmeUrl, BASE_PORT, rootUrl } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { AdminHostPages } from "../pages/admin-site-page.ts";

test.describe("shell", () => {
  test("signed-out pages and the root domain log no error and make no failing call", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (entry) => {
      if (entry.type() === "error") problems.push(`console: ${entry.text()}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${acmeUrl}/sign-in`);
    await expect(page.getByTestId("sign-in.workspace-name")).toHaveText("Acme");
    // A protected page sends the signed-out visitor to sign-in, quietly too.
    await page.goto(`${acmeUrl}/settings`);
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByTestId("sign-in.workspace-name")).toHaveText("Acme");
    await page.goto(`${rootUrl}/`);
    await expect(page.getByTestId("subdomain.input")).toBeVisible();
    // The admin host without a chosen workspace says how to reach the console (a fresh tab).
    await page.goto(`http://admin.localhost:${BASE_PORT}/`);
    await expect(
      page.getByRole("heading", { name: "Choose the workspace to manage in Parley" }),
    ).toBeVisible();
    // Its own title, not "Page not found"; no workspace signed in there yet: the link finds one.
    await expect(page).toHaveTitle("Manage account | Parley");
    const adminHost = new AdminHostPages(page);
    await expect(adminHost.landingLink).toHaveText("Find your workspace");
    await page.screenshot({ path: test.info().outputPath("admin-host.png") });
    await adminHost.landingLink.click();
    await expect(page.getByTestId("subdomain.input")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a full page keeps the loading screen with the product logo until its remote arrives", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/remotes\/mf_auth\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${acmeUrl}/sign-in`, { waitUntil: "commit" });
    // The shell is up and waits for the page's remote: the same logo screen as the first paint, in the
    // page's slot, and no spinner.
    const waiting = page.getByTestId("page.slot").getByTestId("loading-screen");
    await expect(waiting).toBeVisible({ timeout: 20_000 });
    await expect(waiting.locator("svg")).toBeVisible();
    await expect(waiting).toHaveAccessibleName("Loading Parley");
    await expect(page.getByRole("status")).toHaveCount(1);
    // The logo's size, not a page-wide image (it pulses between 94 % and 100 % of 56 px).
    const box = await waiting.locator("svg").boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(52);
    expect(box?.width).toBeLessThanOrEqual(56);
    await page.screenshot({ path: test.info().outputPath("loading-screen.png") });
    release();
    await expect(page.getByTestId("sign-in.workspace-name")).toHaveText("Acme");
    await expect(page.getByTestId("loading-screen")).toHaveCount(0);
  });

  test("an unknown route shows the not-found page and Back to home", async ({ page }) => {
    await page.goto(`${acmeUrl}/definitely/not/here`);
    await expect(page.getByText(catalogue["notFound.title"])).toBeVisible();
    await page.getByTestId("not-found.back-home").click();
    await expect(page).not.toHaveURL(/definitely/);
  });

  test("Arabic from the locale query renders right-to-left and persists", async ({ page }) => {
    await page.goto(`${acmeUrl}/sign-in?locale=ar`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByTestId("sign-in.workspace-name")).toHaveText("Acme");
    await page.goto(`${acmeUrl}/sign-in`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test("the language selector switches the interface language", async ({ page, signInPage }) => {
    await signInPage.open(acmeUrl);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    const language = page.getByTestId("nav.language");
    await expect(language).toBeVisible();
    await language.selectOption("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await language.selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the workspace's feature list is loaded once after sign-in and kept across reloads", async ({
    page,
    signInPage,
    shell,
  }) => {
    const loads: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/v1/payments/features/")) loads.push(response.status());
    });
    await signInPage.open(acmeUrl);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await shell.expectSignedIn(acmeOwner.name);
    await expect.poll(() => loads).toEqual([200]);
    await page.reload();
    await shell.expectSignedIn(acmeOwner.name);
    // Kept 24 h: the reload reads it from storage.
    expect(loads).toEqual([200]);
    const kept = await page.evaluate(() =>
      Object.keys(window.localStorage).filter((key) => key.startsWith("parley_features:acme:")),
    );
    expect(kept).toHaveLength(1);
  });

  test("panels resize from the keyboard and keep their size", async ({ page, signInPage }) => {
    await signInPage.open(acmeUrl);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    const separator = page.getByRole("separator").first();
    await expect(separator).toHaveAttribute("aria-valuenow", "20");
    await separator.focus();
    await page.keyboard.press("ArrowRight");
    await expect(separator).toHaveAttribute("aria-valuenow", "30");
    await page.keyboard.press("Shift+ArrowRight");
    await expect(separator).toHaveAttribute("aria-valuenow", "50");
    await page.reload();
    await expect(page.getByRole("separator").first()).toHaveAttribute("aria-valuenow", "50");
  });

  test("the page holds one React renderer, shared by the shell and every remote", async ({
    page,
    signInPage,
  }) => {
    await page.addInitScript(() => {
      const counter = window as unknown as { __RENDERERS__: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
      counter.__RENDERERS__ = 0;
      counter.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject() {
          counter.__RENDERERS__ += 1;
          return counter.__RENDERERS__;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    await signInPage.open(acmeUrl);
    await expect(signInPage.workspaceName).toBeVisible();
    // React DOM registers each renderer copy with the DevTools hook; the hook is installed before any script runs.
    const renderers = await page.evaluate(
      () => (window as unknown as { __RENDERERS__?: number }).__RENDERERS__ ?? -1,
    );
    expect(renderers).toBe(1);
  });
});
