// Independent delivery, end to end: a remote team builds mf-auth 1.1.0 in its own folder and publishes
// it with a token scoped to mf_auth; it stays staged until ops promote it for acme only; the token
// cannot publish another remote; a tampered chunk makes a fresh browser fall back to the promoted
// fallback (1.0.0), and the fallback is reported and stored. A later version that declares a new page
// makes the host serve it where it is promoted, with no host build; so does a build that declares a new
// right-panel view.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { acmeOwner, acmeUrl, globexOwner, globexUrl, rootUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { repoRoot, runNode } from "../fixtures/processes.ts";
import { expect, test } from "../fixtures/test.ts";
import { SignInPage } from "../pages/sign-in-page.ts";

const VERSION = "1.1.0";
const DEFAULT_VERSION = "1.0.0";

/** The publish CLI as a remote team's CI runs it: no data directory, only the server's URL and a token. */
function publish(folder: string, token: string): { ok: boolean; output: string } {
  try {
    const output = runNode(
      "server/src/cli/ops.ts",
      ["remotes", "publish", folder, "--url", rootUrl, "--token", token],
      {
        PARLEY_DATA_DIR: join(tmpdir(), "parley-no-such-data-dir"),
      },
    );
    return { ok: true, output };
  } catch (error) {
    return { ok: false, output: (error as Error).message };
  }
}

/** A fresh browser (no local storage memory of good versions) on the sign-in page. */
async function freshSignIn(browser: Browser, url: string): Promise<{ page: Page; versions: Set<string> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const versions = new Set<string>();
  page.on("response", (response) => {
    const match = /\/remotes\/mf_auth\/([^/]+)\/remoteEntry\.js$/.exec(response.url());
    if (match?.[1] && response.ok()) versions.add(match[1]);
  });
  await page.goto(`${url}/sign-in`);
  return { page, versions };
}

async function servedVersion(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch("/api/v1/remotes/manifest");
    const body = (await response.json()) as { remotes: { mf_auth: { version: string } } };
    return body.remotes.mf_auth.version;
  });
}

test.describe("remote delivery", () => {
  let ci: string;
  let build: string;
  let token: string;

  test.beforeAll(() => {
    // The team's own checkout and output folder, nowhere near the server's dist/.
    ci = mkdtempSync(join(tmpdir(), "parley-ci-"));
    runNode("scripts/build.ts", ["--only", "mf-auth", "--version", VERSION, "--out", ci]);
    build = join(ci, "remotes", "mf_auth", VERSION);
    token = (
      ops("remotes", "token", "create", "mf_auth", "--name", "auth team CI").trim().split("\n").at(-1) ?? ""
    ).trim();
    expect(token).toMatch(/^prt_/);
  });

  test.afterAll(() => {
    ops("remotes", "unpin", "acme", "mf_auth");
    rmSync(ci, { recursive: true, force: true });
  });

  test("publish → staged → promoted for acme only; the token publishes mf_auth only; a tampered chunk falls back", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    let started = Date.now();
    const published = publish(build, token);
    const publishMs = Date.now() - started;
    expect(published.output).toContain(`Published mf_auth ${VERSION}`);
    expect(published.ok).toBe(true);

    // Staged: nobody gets it yet.
    expect(ops("remotes", "list")).toMatch(
      new RegExp(`mf_auth .*${VERSION.replace(/\./g, "\\.")}\\s*$`, "m"),
    );
    const before = await freshSignIn(browser, acmeUrl);
    await expect(before.page.getByTestId("sign-in.workspace-name")).toHaveText("Acme");
    expect(await servedVersion(before.page)).toBe(DEFAULT_VERSION);
    await before.page.context().close();

    // Immutable: the same version again is refused.
    expect(publish(build, token)).toMatchObject({ ok: false });

    // The same token cannot publish another remote.
    const conversations = join(ci, "conversations");
    cpSync(join(repoRoot, "dist", "remotes", "mf_conversations", DEFAULT_VERSION), conversations, {
      recursive: true,
    });
    const refused = publish(conversations, token);
    expect(refused.ok).toBe(false);
    expect(refused.output).toContain("This token publishes mf_auth only");

    // Promote for acme only.
    started = Date.now();
    ops("remotes", "promote", "mf_auth", VERSION, "acme");
    const acme = await freshSignIn(browser, acmeUrl);
    await expect(acme.page.getByTestId("sign-in.workspace-name")).toHaveText("Acme");
    const live = publishMs + (Date.now() - started);
    expect([...acme.versions]).toEqual([VERSION]);
    test.info().annotations.push({ type: "publish to live for acme (ms)", description: String(live) });
    console.log(
      `remote delivery: publish ${publishMs} ms; publish + promote + first page for acme ${live} ms`,
    );
    await acme.page.context().close();

    const globex = await freshSignIn(browser, globexUrl);
    await expect(globex.page.getByTestId("sign-in.workspace-name")).toHaveText("Globex");
    expect([...globex.versions]).toEqual([DEFAULT_VERSION]);
    await globex.page.context().close();

    const history = ops("remotes", "history", "mf_auth");
    expect(history).toMatch(
      new RegExp(`promote\\s+${VERSION.replace(/\./g, "\\.")}\\s+-\\s+acme\\s+ops-cli:`),
    );
    expect(history).toMatch(/publish\s+1\.1\.0\s+-\s+-\s+publish-token:\d+ \(auth team CI\)/);

    // A chunk of 1.1.0 tampered with on the way (a compromised cache or CDN): its sha384, carried in
    // remoteEntry.js, no longer matches; a fresh browser falls back to 1.0.0 and reports it.
    const chunk = readdirSync(join(build, "assets")).find((f) =>
      f.startsWith("__federation_expose_SignInPage"),
    );
    expect(chunk).toBeDefined();
    const context = await browser.newContext();
    const page = await context.newPage();
    const original = readFileSync(join(build, "assets", chunk ?? ""), "utf8");
    await page.route(`**/remotes/mf_auth/${VERSION}/assets/${chunk}`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/javascript; charset=utf-8",
        body: `${original}\n;window.__tampered = true;`,
      }),
    );
    const versions = new Set<string>();
    page.on("response", (response) => {
      const match = /\/remotes\/mf_auth\/([^/]+)\/remoteEntry\.js$/.exec(response.url());
      if (match?.[1]) versions.add(match[1]);
    });
    const report = page.waitForRequest(
      (r) => r.url().endsWith("/api/v1/remotes/errors") && r.postDataJSON()?.phase === "fallback",
    );
    await page.goto(`${acmeUrl}/sign-in`);
    await expect(page.getByTestId("sign-in.workspace-name")).toHaveText("Acme");
    expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
    expect([...versions].sort()).toEqual([DEFAULT_VERSION, VERSION]);
    expect((await report).postDataJSON()).toMatchObject({
      remote: "mf_auth",
      version: VERSION,
      fallbackVersion: DEFAULT_VERSION,
      phase: "fallback",
    });
    await context.close();
    await expect
      .poll(() => ops("remotes", "failures"))
      .toMatch(new RegExp(`acme\\s+mf_auth\\s+1\\.1\\.0\\s+fallback\\s+1\\.0\\.0`));
  });

  test("a remote adds a page: published and promoted for acme, the host serves it without a host build", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // The team declares a new page in mf-auth's build (its rspack.config.ts `routes`, which the build
    // writes into parley-remote.json): here the declaration is added to that file of a fresh build.
    const version = "1.2.0";
    const out = mkdtempSync(join(tmpdir(), "parley-ci-page-"));
    try {
      runNode("scripts/build.ts", ["--only", "mf-auth", "--version", version, "--out", out]);
      const folder = join(out, "remotes", "mf_auth", version);
      const infoFile = join(folder, "parley-remote.json");
      const info = JSON.parse(readFileSync(infoFile, "utf8")) as {
        routes: { version: number; routes: object[] };
      };
      info.routes.routes.push({
        path: "/welcome",
        kind: "page",
        expose: "./SignInPage",
        title: "title.signIn",
      });
      writeFileSync(infoFile, JSON.stringify(info));

      const visit = async (url: string) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${url}/welcome`);
        return page;
      };
      const before = await visit(acmeUrl);
      await expect(before.getByTestId("not-found")).toBeVisible();
      await before.context().close();

      expect(publish(folder, token)).toMatchObject({ ok: true });
      ops("remotes", "promote", "mf_auth", version, "acme");
      const acme = await visit(acmeUrl);
      await expect(acme.getByTestId("sign-in.workspace-name")).toHaveText("Acme");
      await expect(acme.getByTestId("not-found")).toHaveCount(0);
      await acme.context().close();
      // globex runs the build without the page.
      const globex = await visit(globexUrl);
      await expect(globex.getByTestId("not-found")).toBeVisible();
      await globex.context().close();
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  test("a remote adds a right-panel view: promoted for acme, the host opens it there without a host build", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // mf-tools' team declares a new view in its build (rspack.config.ts `slots`); as above, the
    // declaration is added to the built parley-remote.json. A remembered view opens with the layout,
    // which is how the test opens it (no remote of this build has a button for it yet).
    const version = "1.1.0";
    const view = "tools-catalogue";
    const out = mkdtempSync(join(tmpdir(), "parley-ci-panel-"));
    try {
      runNode("scripts/build.ts", ["--only", "mf-tools", "--version", version, "--out", out]);
      const folder = join(out, "remotes", "mf_tools", version);
      const infoFile = join(folder, "parley-remote.json");
      const info = JSON.parse(readFileSync(infoFile, "utf8")) as {
        routes: { version: number; routes: object[]; slots: object[] };
      };
      info.routes.slots.push({ slot: "right-panel", view, expose: "./ToolsPanel" });
      writeFileSync(infoFile, JSON.stringify(info));
      const toolsToken = (
        ops("remotes", "token", "create", "mf_tools", "--name", "tools team CI").trim().split("\n").at(-1) ??
        ""
      ).trim();
      expect(publish(folder, toolsToken)).toMatchObject({ ok: true });
      ops("remotes", "promote", "mf_tools", version, "acme");

      const withRememberedView = async (url: string, owner: { email: string; password: string }) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const signIn = new SignInPage(page);
        await signIn.open(url);
        await signIn.signIn(owner.email, owner.password);
        await expect(page.getByTestId("layout.left-slot")).toBeVisible();
        await page.evaluate((name) => localStorage.setItem("parley_right_panel", name), view);
        await page.reload();
        await expect(page.getByTestId("layout.left-slot")).toBeVisible();
        return page;
      };
      const acme = await withRememberedView(acmeUrl, acmeOwner);
      await expect(acme.getByTestId("layout.right-slot").getByTestId("tools.panel")).toBeVisible();
      await acme.context().close();
      // globex runs the build without the view: the remembered view fills nothing.
      const globex = await withRememberedView(globexUrl, globexOwner);
      await expect(globex.getByTestId("layout.right-slot")).toHaveCount(0);
      await globex.context().close();
    } finally {
      ops("remotes", "unpin", "acme", "mf_tools");
      rmSync(out, { recursive: true, force: true });
    }
  });
});
