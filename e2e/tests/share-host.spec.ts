// The share host in Chromium against the real server: a public snapshot read in a fresh context (no
// cookies, nothing from another origin, hostile content inert, formulas rendered), the view-mode
// dialog kept per snapshot, the not-found page, strict headers, and continuing by workspace into a
// new conversation of acme's.
import type { Request } from "@playwright/test";
import { acmeOwner } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { CollaborationPage } from "../pages/collaboration-page.ts";
import { publicSnapshot, SharePage } from "../pages/share-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";
import { SnapshotsPage } from "../pages/snapshots-page.ts";

test("a public snapshot on the share host: rendered, inert, cookie-free, view settings kept, not found when private", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const link = await publicSnapshot(page);
  const shareOrigin = new URL(link).origin;

  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  const dialogs: string[] = [];
  view.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const foreign: string[] = [];
  view.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== shareOrigin && url.protocol.startsWith("http")) foreign.push(request.url());
  });
  const share = new SharePage(view);
  const response = await view.goto(link);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers["set-cookie"]).toBeUndefined();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cache-control"]).toBe("no-store");

  await expect(share.title).toBeVisible();
  await expect(share.created).toBeVisible();
  await expect(share.messages).toHaveCount(2);
  const answer = share.messages.nth(1);
  await share.openViewDialog();
  await share.setView("markdown", true);
  await share.setView("latex", true);
  await share.closeDialog();
  await expect(answer.locator(".share-markdown .katex").first()).toBeVisible();
  await expect(answer.locator(".share-markdown strong")).toHaveText("bold");
  const prompt = share.messages.first();
  await expect(prompt.locator(".share-markdown")).toContainText("<script>window.__pwned = 1</script>");
  await expect(prompt.locator("script, iframe, object, embed, img")).toHaveCount(0);
  await expect(view.locator("a[href^='javascript' i], a[href^='data' i]")).toHaveCount(0);
  await prompt.locator(".share-markdown").getByText("js link", { exact: true }).click();
  await view.screenshot({ path: test.info().outputPath("share-page.png"), fullPage: true });

  // Markdown off: the text as written, and LaTeX View disabled; kept for this snapshot on reload.
  await share.openViewDialog();
  await share.setView("markdown", false);
  await expect(share.viewDialog.getByTestId("share.view-latex")).toBeDisabled();
  await view.screenshot({ path: test.info().outputPath("share-view-dialog.png") });
  await share.closeDialog();
  await expect(answer.locator(".share-plain")).toBeVisible();
  await expect(answer.locator(".share-markdown")).toBeHidden();
  await view.reload();
  await expect(share.messages.nth(1).locator(".share-plain")).toBeVisible();
  await expect(share.messages.nth(1).locator(".share-markdown")).toBeHidden();

  expect(await view.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(foreign).toEqual([]);
  expect(await visitor.cookies()).toEqual([]);

  // The share host has only the snapshot page and the not-found page.
  for (const path of ["/", "/sign-in", "/conversations", "/c/00000000-0000-4000-8000-000000000000"]) {
    const other = await view.goto(`${shareOrigin}${path}`);
    expect(other?.status(), path).toBe(404);
    await expect(share.notFound).toBeVisible();
  }
  await expect(view.getByTestId("not-found.home")).toHaveAttribute("href", "/");
  // No signed-in API on the share host (asked from the page: Node cannot resolve *.localhost).
  expect(await view.evaluate(async () => (await fetch("/api/v1/members/detail")).status)).toBe(404);

  // Made private: not found on the next request.
  await new CollaborationPage(page).openDialog();
  const snapshots = new SnapshotsPage(page);
  await snapshots.rows.first().getByTestId("snapshot.public").click();
  await expect(snapshots.rows.first().getByTestId("snapshot.link")).toHaveCount(0);
  const gone = await view.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(share.notFound).toBeVisible();
  await visitor.close();
});

test("continuing a snapshot by workspace signs the visitor in first, then makes a new conversation in acme with its messages", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const link = await publicSnapshot(page);
  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  await view.goto(link);
  const share = new SharePage(view);
  await share.openContinueDialog();
  const email = share.continueDialog.getByTestId("share.continue-email");
  const subdomain = share.continueDialog.getByTestId("share.continue-subdomain");
  const submit = share.continueDialog.getByTestId("share.continue-submit");
  await expect(submit).toBeDisabled();
  await email.fill("not-an-address");
  await expect(subdomain).toBeDisabled();
  await email.press("Enter");
  await expect(share.continueDialog.getByTestId("share.continue-email-error")).toHaveText("Invalid email");
  await email.fill("");
  await subdomain.fill("nowhere");
  await subdomain.press("Enter");
  await expect(share.continueDialog.getByTestId("share.continue-error")).toHaveText(
    "We cannot find your workspace. Please try again.",
  );
  await subdomain.fill("acme");
  await expect(email).toBeDisabled();
  await view.screenshot({ path: test.info().outputPath("share-continue-dialog.png") });
  await subdomain.press("Enter");

  // Not signed in on acme: the sign-in page first, then back to continue.
  await expect(view).toHaveURL(/^http:\/\/acme\.localhost:\d+\/sign-in\?next=%2Fcontinue-snapshot%2F/, {
    timeout: 30_000,
  });
  const signIn = new SignInPage(view);
  await expect(signIn.workEmailButton.or(signIn.email)).toBeVisible({ timeout: 30_000 });
  await signIn.signIn(acmeOwner.email, acmeOwner.password);
  await expect(view).toHaveURL(/^http:\/\/acme\.localhost:\d+\/conversations\/\d+$/, { timeout: 30_000 });
  await expect(view.getByTestId("message.item").first()).toContainText("Hostile sample", { timeout: 30_000 });
  await expect(view.getByText("The answer is").first()).toBeVisible();
  await visitor.close();
});
