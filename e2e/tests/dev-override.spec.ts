// The developer override in Chromium against the real server: an owner loads mf-tools from a dev
// server for their own browser (avatar menu → Developer tools); the banner says so on every page and
// Clear ends it; a dev server that is down falls back to the workspace's version; another browser sees
// nothing; the audit log has it; an ordinary member has no panel and the server refuses them.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { acmeOwner, acmeUrl, DEAD_DEV_PORT, DEV_REMOTE_PORT, fakeProviderUser } from "../fixtures/env.ts";
import { repoRoot, startNode } from "../fixtures/processes.ts";
import { pageApi } from "../fixtures/page-api.ts";
import { expect, test } from "../fixtures/test.ts";
import { DevOverridePage } from "../pages/dev-override-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";

test.describe.configure({ timeout: 120_000 });

async function signedIn(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const signInPage = new SignInPage(page);
  await signInPage.open(acmeUrl, "?next=%2Ftools");
  await expect(signInPage.workEmailButton.or(signInPage.email)).toBeVisible({ timeout: 30_000 });
  await signInPage.signIn(who.email, who.password);
  await expect(page).toHaveURL(/\/tools$/, { timeout: 30_000 });
  return page;
}

test("an owner's override of a dev server that is down: banner, fallback, audit, and Clear", async ({
  browser,
}) => {
  const page = await signedIn(browser, acmeOwner);
  const dev = new DevOverridePage(page);
  const origin = `http://localhost:${DEAD_DEV_PORT}`;

  // Refused at the field: not this computer, not allowed by the server.
  await dev.openPanel();
  await dev.origin.fill("http://evil.example:3005");
  await dev.load.click();
  await expect(dev.error).toHaveText(
    "Only this computer (localhost) or the origins the server allows can serve a remote.",
  );
  await expect(dev.origin).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dev.dialog).toHaveCount(0);

  await dev.turnOn("mf_tools", origin);
  await expect(dev.banner).toContainText(`mf-tools from \u2068${origin}\u2069 — development`);
  // Nothing answers there: the Tools screen falls back to the workspace's version.
  await expect(page.getByRole("heading", { name: "Agentics" })).toBeVisible({ timeout: 30_000 });
  await expect(dev.versionOf("mf_tools")).toHaveAttribute("data-remote-version", /^\d+\.\d+\.\d+$/);
  await page.screenshot({ path: test.info().outputPath("dev-override-banner.png") });

  // The banner stays on every page of the workspace.
  await page.goto(`${acmeUrl}/conversations/new`);
  await expect(dev.banner).toBeVisible();

  // Another browser of the same owner: no override.
  const other = await signedIn(browser, acmeOwner);
  await expect(other.getByRole("heading", { name: "Agentics" })).toBeVisible({ timeout: 30_000 });
  await expect(new DevOverridePage(other).banner).toHaveCount(0);
  const manifest = await pageApi(other, "GET", "/api/v1/remotes/manifest");
  expect((manifest.body as { remotes: { mf_tools: { channel: string } } }).remotes.mf_tools.channel).not.toBe(
    "development",
  );

  // The audit log has it.
  const audit = await pageApi(page, "GET", "/api/v1/admin/audit/?q=dev_override");
  expect(JSON.stringify(audit.body)).toContain("remote.dev_override_on");

  await Promise.all([page.waitForEvent("load"), dev.clear.click()]);
  await expect(page.getByTestId("chat-box.input")).toBeVisible({ timeout: 30_000 });
  await expect(dev.banner).toHaveCount(0);
});

test("an owner works on mf-tools from its dev server: the edit shows on the page, then Clear", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const origin = `http://localhost:${DEV_REMOTE_PORT}`;
  // `npm run dev -w mf-tools` on this worker's port.
  const devServer = await startNode("scripts/dev/serve.ts", {}, `${origin}/parley-remote.json`, 120_000, [
    "mf-tools",
    "--port",
    String(DEV_REMOTE_PORT),
  ]);
  const texts = path.join(repoRoot, "mf-tools", "src", "i18n", "locales", "en.ts");
  const original = readFileSync(texts, "utf8");
  try {
    const page = await signedIn(browser, acmeOwner);
    const dev = new DevOverridePage(page);
    await dev.turnOn("mf_tools", origin);
    await expect(dev.banner).toContainText(`mf-tools from \u2068${origin}\u2069 — development`);
    // The dev build passed the contract check and runs.
    await expect(dev.versionOf("mf_tools")).toHaveAttribute("data-remote-version", "0.0.0-dev", {
      timeout: 30_000,
    });
    await expect(page.getByRole("heading", { name: "Agentics" })).toBeVisible();

    // An edit of the remote's texts shows on this page by itself.
    writeFileSync(
      texts,
      original.replace('"tabs.agentics": "Agentics"', '"tabs.agentics": "Agentics, edited"'),
    );
    await expect(page.getByRole("heading", { name: "Agentics, edited" })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: test.info().outputPath("dev-override-hot-edit.png") });

    await Promise.all([page.waitForEvent("load"), dev.clear.click()]);
    await expect(dev.banner).toHaveCount(0);
  } finally {
    writeFileSync(texts, original);
    devServer.kill("SIGTERM");
  }
});

test("an ordinary member has no developer panel, and the server refuses them", async ({ browser }) => {
  const page = await signedIn(browser, fakeProviderUser);
  await page.getByTestId("nav.user-menu").click();
  await expect(page.getByTestId("nav.sign-out")).toBeVisible();
  await expect(new DevOverridePage(page).menuItem).toHaveCount(0);
  await page.keyboard.press("Escape");
  const refused = await pageApi(page, "PUT", "/api/v1/remotes/dev-override", {
    remote: "mf_tools",
    origin: "http://localhost:3005",
  });
  expect(refused.status).toBe(403);
  const status = await pageApi(page, "GET", "/api/v1/remotes/dev-override");
  expect(status.body).toMatchObject({ allowed: false, refusal: "role" });
});
