import { gzipSync } from "node:zlib";
import { acmeUrl } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";

const KB = 1024;

/**
 * Bundle budgets, measured on what the browser really fetches (gzip level 9 of each body, so the
 * figure does not depend on the server's compression settings): the shell's JS before the first
 * remote request, and the mf_auth remote's own JS (its entry and first parcel, without the shared
 * singletons the host already provides).
 */
test("the shell and the sign-in remote stay within their JS budgets", async ({ page }) => {
  const shellJs: Buffer[] = [];
  const remoteJs: Buffer[] = [];
  const allShellJs: Buffer[] = [];
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
});
