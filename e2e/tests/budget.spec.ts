import { gzipSync } from "node:zlib";
import { acmeOwner, acmeUrl } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { publicSnapshot, SharePage } from "../pages/share-page.ts";

const KB = 1024;

/**
 * Bundle budgets, measured on what the browser really fetches (gzip level 9 of each body, so the
 * figure does not depend on the server's compression settings): the shell's JS before the first
 * remote request, and the mf_auth remote's own JS (its entry and first parcel, without the shared
 * singletons the host already provides).
 */
test("the shell and the sign-in remote stay within their JS budgets, without zod", async ({ page }) => {
  const shellJs: Buffer[] = [];
  const remoteJs: Buffer[] = [];
  const allShellJs: Buffer[] = [];
  // Files carrying zod (its `_zod` key survives minification): none, the forms check without it.
  const withZod: string[] = [];
  let remoteStarted = false;
  page.on("request", (request) => {
    if (request.url().includes("/remotes/")) remoteStarted = true;
  });
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const url = response.url();
    if (!url.endsWith(".js") || response.status() !== 200) return;
    const fromRemote = url.includes("/remotes/");
    const target = url.includes("/remotes/mf_auth/") ? remoteJs : remoteStarted ? null : shellJs;
    pending.push(
      response.body().then((body) => {
        if (body.includes("_zod")) withZod.push(new URL(url).pathname);
        const gzipped = gzipSync(body, { level: 9 });
        target?.push(gzipped);
        if (!fromRemote) allShellJs.push(gzipped);
      }),
    );
  });
  await page.goto(`${acmeUrl}/sign-in`);
  await expect(page.getByTestId("sign-in.workspace-name")).toBeVisible();
  await Promise.all(pending);
  const size = (parts: Buffer[]) => parts.reduce((sum, part) => sum + part.length, 0);
  // Reported, not asserted: the shell's whole JS for this page, shared singletons included.
  console.log(
    `all shell JS for /sign-in ${(size(allShellJs) / KB).toFixed(1)} KB gzip in ${allShellJs.length} files`,
  );
  console.log(
    `shell JS ${(size(shellJs) / KB).toFixed(1)} KB gzip in ${shellJs.length} files; mf_auth JS ${(size(remoteJs) / KB).toFixed(1)} KB gzip in ${remoteJs.length} files`,
  );
  expect(shellJs.length).toBeGreaterThan(0);
  expect(remoteJs.length).toBeGreaterThan(0);
  expect(size(shellJs)).toBeLessThanOrEqual(130 * KB);
  expect(size(remoteJs)).toBeLessThanOrEqual(60 * KB);
  expect(withZod).toEqual([]);
});

/**
 * The share page's JS: a cold visitor (fresh context) reads a snapshot with formulas; everything the
 * page fetches until the network is idle counts. The dialogs (mf_share, React, i18next) load only when
 * opened: reported, not part of the arrival budget.
 */
test("a public snapshot page stays within 120 KB of JS for a cold visitor", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const link = await publicSnapshot(page);
  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  const js: { url: string; size: number }[] = [];
  const pending: Promise<void>[] = [];
  view.on("response", (response) => {
    if (!response.url().endsWith(".js") || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => void js.push({ url: response.url(), size: gzipSync(body, { level: 9 }).length })),
    );
  });
  await view.goto(link, { waitUntil: "networkidle" });
  await expect(view.getByTestId("share.title")).toBeVisible();
  await Promise.all(pending);
  const total = (parts: { size: number }[]) => parts.reduce((sum, part) => sum + part.size, 0);
  const arrival = total(js);
  console.log(`share page JS on arrival ${(arrival / KB).toFixed(1)} KB gzip in ${js.length} files`);
  expect(js.length).toBeGreaterThan(0);
  expect(arrival).toBeLessThanOrEqual(120 * KB);

  const share = new SharePage(view);
  await share.openContinueDialog();
  await share.closeDialog();
  await Promise.all(pending);
  console.log(
    `share page JS with its dialogs opened ${(total(js) / KB).toFixed(1)} KB gzip in ${js.length} files`,
  );
  await visitor.close();
});

/**
 * The chat page sends no validation library: the schemas in shared-contracts are for the server, and
 * the remotes import only their zod-free siblings (constants, paths, guards). A value import from a
 * schema module would pull zod (about 25–36 KB gzip a remote) into the page; its internal `_zod` key
 * survives minification, so any JS file carrying it fails this test. The page's whole JS (shell and
 * remotes, fetched by a new page of a signed-in context until the network is idle) is reported.
 */
test("the chat page loads no validation library", async ({ page, signInPage, shell }) => {
  await signInPage.open(acmeUrl);
  await signInPage.signIn(acmeOwner.email, acmeOwner.password);
  await shell.expectSignedIn(acmeOwner.name);
  const chat = await page.context().newPage();
  const js: { url: string; size: number; zod: boolean }[] = [];
  const pending: Promise<void>[] = [];
  chat.on("response", (response) => {
    if (!response.url().endsWith(".js") || response.status() !== 200) return;
    pending.push(
      response.body().then((body) => {
        const size = gzipSync(body, { level: 9 }).length;
        js.push({ url: response.url(), size, zod: body.includes("_zod") });
      }),
    );
  });
  await chat.goto(`${acmeUrl}/conversations/new`, { waitUntil: "networkidle" });
  await expect(chat.getByTestId("chat-box.input")).toBeVisible();
  await Promise.all(pending);
  const total = js.reduce((sum, part) => sum + part.size, 0);
  console.log(`chat page JS ${(total / KB).toFixed(1)} KB gzip in ${js.length} files`);
  expect(js.length).toBeGreaterThan(0);
  expect(js.filter((file) => file.zod).map((file) => new URL(file.url).pathname)).toEqual([]);
  await chat.close();
});
