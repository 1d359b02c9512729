import { catalogue } from "@parley/shared-contracts/messages";
import { OLDER_MINOR_SHARED, PINNED_AUTH_VERSION, acmeUrl, globexUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { expect, test } from "../fixtures/test.ts";
import { ForgotPasswordPage } from "../pages/password-pages.ts";
import type { Page } from "@playwright/test";

/** Versions of mf_auth whose remoteEntry the page fetched. */
function watchAuthVersions(page: Page): Set<string> {
  const versions = new Set<string>();
  page.on("request", (request) => {
    const match = request.url().match(/\/remotes\/mf_auth\/([^/]+)\//);
    if (match?.[1]) versions.add(match[1]);
  });
  return versions;
}

/** `major.minor` of a version or caret range, as numbers. */
function majorMinor(version: string): [number, number] {
  const [, major, minor] = /(\d+)\.(\d+)/.exec(version) ?? [];
  return [Number(major), Number(minor)];
}

/** Every copy of a shared package the federation runtime knows in the page, with who uses it. */
function sharedCopies(page: Page, name: string) {
  return page.evaluate((pkg) => {
    type Copy = { version: string; from: string; loaded?: boolean; useIn?: string[] };
    type Scopes = Record<string, Record<string, Record<string, Copy>>>;
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Scopes> } }).__FEDERATION__
      ?.__SHARE__;
    return Object.values(share ?? {}).flatMap((scopes) =>
      Object.values(scopes).flatMap((packages) =>
        Object.values(packages[pkg] ?? {}).map(({ version, from, loaded, useIn }) => ({
          version,
          from,
          loaded: loaded === true,
          useIn: useIn ?? [],
        })),
      ),
    );
  }, name);
}

test.describe("remotes", () => {
  test("a remote that fails to load shows an error panel with Retry; the shell keeps working", async ({
    page,
  }) => {
    await page.route("**/remotes/mf_auth/**", (route) => route.fulfill({ status: 404, body: "gone" }));
    const report = page.waitForRequest(
      (r) => r.url().endsWith("/api/v1/remotes/errors") && r.method() === "POST",
    );
    await page.goto(`${acmeUrl}/sign-in`);
    await expect(page.getByTestId("remote-error.panel")).toBeVisible();
    await expect(page.getByTestId("remote-error.panel")).toContainText(
      catalogue["remote.failed"].replace("{{product}}", "Parley"),
    );
    expect((await report).postDataJSON()).toMatchObject({ remote: "mf_auth" });

    // The rest of the shell still routes.
    await page.goto(`${acmeUrl}/no-such-page`);
    await expect(page.getByText(catalogue["notFound.title"])).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId("remote-error.panel")).toBeVisible();

    // The remote is back: Retry mounts it.
    await page.unroute("**/remotes/mf_auth/**");
    await page.getByTestId("remote-error.retry").click();
    await expect(page.getByTestId("sign-in.workspace-name")).toHaveText("Acme");
  });

  test("pinning acme's mf_auth serves that version to acme while globex keeps the default", async ({
    browser,
  }) => {
    ops("remotes", "pin", "acme", "mf_auth", PINNED_AUTH_VERSION);
    try {
      const acme = await browser.newPage();
      const acmeVersions = watchAuthVersions(acme);
      await acme.goto(`${acmeUrl}/sign-in`);
      await expect(acme.getByTestId("sign-in.workspace-name")).toHaveText("Acme");
      expect([...acmeVersions]).toEqual([PINNED_AUTH_VERSION]);

      // The pinned build was made against an older minor of a shared library (global-setup.ts): its
      // manifest asks for `^<older minor>` and provides that version; it loaded and mounted (above)
      // on the host's newer minor, the one copy in the page.
      const declared = await acme.evaluate(async (url) => {
        const response = await fetch(url);
        return (await response.json()) as {
          shared: { name: string; version: string; requiredVersion: string }[];
        };
      }, `/remotes/mf_auth/${PINNED_AUTH_VERSION}/mf-manifest.json`);
      const query = declared.shared.find((s) => s.name === OLDER_MINOR_SHARED.name);
      expect(query).toMatchObject({
        version: OLDER_MINOR_SHARED.declared,
        requiredVersion: `^${OLDER_MINOR_SHARED.declared}`,
      });
      const [hostMajor, hostMinor] = majorMinor(OLDER_MINOR_SHARED.host);
      const [major, minor] = majorMinor(query?.requiredVersion ?? "");
      expect(major).toBe(hostMajor);
      expect(minor).toBeLessThan(hostMinor);
      // The sign-in page does without react-query (docs/architecture.md): the password pages use it.
      expect(await sharedCopies(acme, OLDER_MINOR_SHARED.name)).not.toContainEqual(
        expect.objectContaining({ loaded: true }),
      );
      const forgot = new ForgotPasswordPage(acme);
      await forgot.open(acmeUrl);
      await expect(forgot.email).toBeVisible();
      expect([...acmeVersions]).toEqual([PINNED_AUTH_VERSION]);
      const copies = await sharedCopies(acme, OLDER_MINOR_SHARED.name);
      const loaded = copies.filter((copy) => copy.loaded);
      expect(loaded).toHaveLength(1);
      expect(loaded[0]?.version).toBe(OLDER_MINOR_SHARED.host);
      expect(loaded[0]?.useIn.some((user) => user.startsWith("mf_auth"))).toBe(true);

      const globex = await browser.newPage();
      const globexVersions = watchAuthVersions(globex);
      await globex.goto(`${globexUrl}/sign-in`);
      await expect(globex.getByTestId("sign-in.workspace-name")).toHaveText("Globex");
      expect(globexVersions.size).toBe(1);
      expect([...globexVersions][0]).not.toBe(PINNED_AUTH_VERSION);
      // Fetched from inside the page: only the browser resolves *.localhost.
      const manifest = await globex.evaluate(async () => {
        const response = await fetch("/api/v1/remotes/manifest");
        return (await response.json()) as { remotes: Record<string, { version: string; pinned: boolean }> };
      });
      expect(manifest.remotes.mf_auth).toMatchObject({ version: [...globexVersions][0], pinned: false });
    } finally {
      ops("remotes", "unpin", "acme", "mf_auth");
    }
  });
});
