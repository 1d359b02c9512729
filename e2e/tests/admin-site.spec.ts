// The admin site: Manage account opens the console on admin.<base domain> in the member's
// language with the workspace selected, signed in by a one-time hand-over; invite by mailed link;
// deactivation; the audit log; a member is refused in the page and by the API.
import { readFile } from "node:fs/promises";
import { catalogue } from "@parley/shared-contracts/messages";
import { startSmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import type { SmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import {
  acmeOwner,
  acmeUrl,
  BASE_PORT,
  E2E_OPS_TOKEN,
  FAKE_MODEL,
  fakeProviderUser,
  globexUrl,
  globexOwner,
  PINNED_CONVERSATIONS_VERSION,
  SMTP_PORT,
} from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { pageApi } from "../fixtures/page-api.ts";
import { expect, test } from "../fixtures/test.ts";
import {
  AdminHostPages,
  AdminModelsPage,
  AdminProvidersPage,
  AdminSitePage,
  OpsRemotesPage,
} from "../pages/admin-site-page.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { OpsVersionsPage, OpsWorkspacesPage, opsNav } from "../pages/ops-pages.ts";
import { UpdatePasswordPage } from "../pages/password-pages.ts";
import { SignInPage } from "../pages/sign-in-page.ts";
import { solidPng } from "../fixtures/solid-png.ts";

const adminUrl = `http://admin.localhost:${BASE_PORT}`;
// Members of this spec's own (other specs sign in as the owner).
const ivy = { email: "ivy@acme.test", name: "Ivy Invited", password: "e2e-ivy-Password-1" };
const milo = { email: "milo@acme.test", name: "Milo Member", password: "e2e-milo-Password-1" };

test.describe("admin site", () => {
  // One receiver on the port the server mails to: this file's tests run in order in one worker.
  test.describe.configure({ mode: "serial" });
  let smtp: SmtpReceiver;

  test.beforeAll(async () => {
    smtp = await startSmtpReceiver(SMTP_PORT);
    ops(
      "user",
      "create",
      "acme",
      milo.email,
      "--name",
      milo.name,
      "--role",
      "member",
      "--password",
      milo.password,
    );
  });
  test.afterAll(async () => {
    await smtp.close();
  });

  test("Manage account opens the console in the owner's language with the workspace selected", async ({
    page,
    signInPage,
    shell,
  }) => {
    await signInPage.open(acmeUrl);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await shell.expectSignedIn(acmeOwner.name);
    await page.getByTestId("nav.language").selectOption("de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const popup = page.waitForEvent("popup");
    await shell.manageAccount.click();
    const admin = await popup;
    // No second sign-in: the hand-over token in the fragment became the admin host's own session,
    // and left the address before anything loaded.
    await expect(admin).toHaveURL(/^http:\/\/admin\.localhost:\d+\/members$/);
    await expect(admin.locator("html")).toHaveAttribute("lang", "de");
    const site = new AdminSitePage(admin);
    await expect(site.title).toHaveText("Mitglieder");
    await expect(site.workspace).toHaveText("Arbeitsbereich Acme");
    await expect(site.row(acmeOwner.email)).toBeVisible();
    await admin.screenshot({ path: test.info().outputPath("admin-members-de.png"), fullPage: true });
    await admin.close();
    await page.getByTestId("nav.language").selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("invite a member, who sets a password from the mailed link and signs in; deactivate ends the session", async ({
    page,
    browser,
    signInPage,
  }) => {
    await page.goto(`${adminUrl}/?account=acme&locale=en`);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    const site = new AdminSitePage(page);
    await expect(site.title).toHaveText("Members");
    // Keyboard: the invitation form is reachable and sends with Enter.
    await site.inviteEmail.focus();
    await page.keyboard.type(ivy.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(ivy.name);
    await page.keyboard.press("Enter");
    await expect(site.status(ivy.email)).toHaveText("Invited");
    await page.screenshot({ path: test.info().outputPath("admin-members-invited.png"), fullPage: true });

    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(ivy.email));
    expect(mail.subject).toBe("You are invited to Acme on Parley");
    const link = /https?:\/\/\S+\/password\/change\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link?.startsWith(`${acmeUrl}/password/change?token=`)).toBe(true);

    const ivyContext = await browser.newContext();
    const ivyPage = await ivyContext.newPage();
    await ivyPage.goto(link!);
    const update = new UpdatePasswordPage(ivyPage);
    await update.set(ivy.password);
    await expect(update.done).toBeVisible();
    await update.signIn.click();
    const ivySignIn = new SignInPage(ivyPage);
    await ivySignIn.signIn(ivy.email, ivy.password);
    await expect(ivyPage.getByTestId("nav.user-menu")).toBeVisible();

    await page.reload();
    await expect(site.status(ivy.email)).toHaveText("Active");
    await site.deactivate(ivy.email);
    await expect(site.status(ivy.email)).toHaveText("Deactivated");
    // Ivy's session is over at once: her next call is refused and the shell sends her to sign-in.
    expect((await pageApi(ivyPage, "GET", "/api/v1/members/detail")).status).toBe(401);
    await ivyPage.reload();
    await expect(ivyPage).toHaveURL(/\/sign-in/);
    await ivyContext.close();

    // The audit log has each change, searchable, and exports as CSV.
    await site.openSection("audit");
    await expect(site.title).toHaveText("Audit log");
    await site.auditSearch.fill("ivy@");
    await page.keyboard.press("Enter");
    await expect(site.auditRows.first()).toContainText("Member deactivated");
    await expect(site.auditRows).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath("admin-audit.png"), fullPage: true });
    const download = page.waitForEvent("download");
    await site.auditExport.click();
    const csv = await readFile(await (await download).path(), "utf8");
    expect(csv.split("\r\n")[0]).toBe("created_at,actor,action,target,before,after,ip");
    expect(csv).toContain("member.invited");
    expect(csv).toContain("member.deactivated");
  });

  test("a member sees no Manage account, is refused on the admin site and by the API", async ({
    page,
    signInPage,
    shell,
  }) => {
    await signInPage.open(acmeUrl);
    await signInPage.signIn(milo.email, milo.password);
    await shell.expectSignedIn(milo.name);
    await expect(shell.manageAccount).toHaveCount(0);
    const answer = await pageApi(page, "POST", "/api/v1/accounts/manage-permission/", {});
    expect(answer.status).toBe(403);
    await page.goto(`${adminUrl}/members?account=acme`);
    await signInPage.signIn(milo.email, milo.password);
    // Signed in, refused by the shell: no console, none of its menu, a way back to the workspace.
    const adminHost = new AdminHostPages(page);
    await expect(adminHost.refused.getByRole("heading")).toHaveText(catalogue["manage.refused"]);
    await expect(adminHost.refused).toContainText(
      `You are signed in to \u2068Acme\u2069 as \u2068${milo.email}\u2069.`,
    );
    await expect(adminHost.consoleMenu).toHaveCount(0);
    await expect(page.locator("[data-remote='mf_admin']")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("admin-refused.png") });
    await adminHost.refusedWorkspaceLink.click();
    await expect(page).toHaveURL(`${acmeUrl}/`);
    await shell.expectSignedIn(milo.name);
    // A new tab of the admin host has no chosen workspace: its own page, titled as such, and its link
    // leads to the workspace signed in to there before.
    const tab = await page.context().newPage();
    await tab.goto(`${adminUrl}/`);
    const landing = new AdminHostPages(tab);
    await expect(landing.landing).toBeVisible();
    await expect(tab).toHaveTitle("Manage account | Parley");
    await expect(landing.landingLink).toHaveText("Go to your workspace");
    await tab.screenshot({ path: test.info().outputPath("admin-landing-known-workspace.png") });
    await landing.landingLink.click();
    await expect(tab).toHaveURL(`${acmeUrl}/`);
    await tab.close();
  });

  test("provider keys test the connection; a model added on the fake provider answers in the chat", async ({
    page,
    browser,
    signInPage,
  }) => {
    await page.goto(`${adminUrl}/providers?account=acme&locale=en`);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    const providers = new AdminProvidersPage(page);
    const fake = providers.card("openai_compatible");
    await expect(fake.getByTestId("providers.state")).toHaveText("A key is set");
    // Write-only: the key is never shown back, not even in the field.
    await expect(fake.getByTestId("providers.key")).toHaveValue("");
    await fake.getByTestId("providers.test").click();
    await expect(fake.getByTestId("providers.result")).toHaveText(
      /^Connected: the provider lists \d+ models$/,
    );
    await page.screenshot({ path: test.info().outputPath("admin-providers.png"), fullPage: true });

    await new AdminSitePage(page).openSection("models");
    const models = new AdminModelsPage(page);
    await models.create({ name: "fake-admin", displayName: "Fake Admin", providerModel: FAKE_MODEL.name });
    await expect(models.row("fake-admin")).toContainText("Fake Admin");
    await page.screenshot({ path: test.info().outputPath("admin-models.png"), fullPage: true });

    // A member picks it in the chat and gets an answer from the fake provider.
    const fayContext = await browser.newContext();
    const fayPage = await fayContext.newPage();
    await fayPage.goto(`${acmeUrl}/conversations/new`);
    await new SignInPage(fayPage).signIn(fakeProviderUser.email, fakeProviderUser.password);
    const chat = new ChatPage(fayPage);
    await chat.selectModel("Fake Admin");
    const reply = await chat.sendAndSettle("Hello from the admin e2e");
    await expect(reply).toHaveAttribute("data-status", "complete");
    // Put things back: Fay's model is Fake GPT again and the new model is unavailable.
    await chat.selectModel(FAKE_MODEL.displayName);
    await fayContext.close();
    // A controlled checkbox: it changes when the server has answered.
    await models.row("fake-admin").getByTestId("models.enabled").click();
    await expect(models.row("fake-admin").getByTestId("models.enabled")).not.toBeChecked();
  });

  test("ops pin acme's mf_conversations to an older build: acme's chat loads it, globex keeps the newest; then roll back", async ({
    page,
    browser,
    signInPage,
  }) => {
    const older = PINNED_CONVERSATIONS_VERSION;
    // A workspace owner signed in on the admin host gets no further than the ops sign-in.
    await page.goto(`${adminUrl}/members?account=acme&locale=en`);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await expect(new AdminSitePage(page).title).toHaveText("Members");
    await page.goto(`${adminUrl}/ops/workspaces?locale=en`);
    await expect(page.getByTestId("ops.token")).toBeVisible();
    await expect(page.getByTestId("opsWorkspaces.table")).toHaveCount(0);

    await page.goto(`${adminUrl}/ops/remotes?locale=en`);
    const ops = new OpsRemotesPage(page);
    // A workspace session is no way in: only the ops token is.
    await ops.signIn("not-the-token", "e2e");
    await expect(page.getByTestId("ops.refused")).toHaveText("The ops token was refused.");
    await ops.signIn(E2E_OPS_TOKEN, "e2e");
    await ops.showTenant("acme");
    await expect(page.getByTestId("ops.channel")).toHaveText("Workspace acme");
    const conversations = ops.row("mf_conversations");
    const newest = (await conversations.getByTestId("ops.serves").textContent()) ?? "";
    expect(newest).not.toBe(older);
    await conversations.getByTestId("ops.version").selectOption(older);
    await conversations.getByTestId("ops.promote").click();
    await expect(ops.output).toContainText(older);
    await expect(conversations.getByTestId("ops.pin")).toHaveText(older);
    await page.screenshot({ path: test.info().outputPath("ops-pins.png"), fullPage: true });

    /** The mf_conversations build a fresh browser of the workspace runs in its chat, signed in as `who`. */
    const chatVersions = async (url: string, who: { email: string; password: string }) => {
      const context = await browser.newContext();
      const visitor = await context.newPage();
      const fetched = new Set<string>();
      visitor.on("request", (request) => {
        const match = /\/remotes\/mf_conversations\/([^/]+)\//.exec(request.url());
        if (match?.[1]) fetched.add(match[1]);
      });
      await visitor.goto(`${url}/conversations/new`);
      await new SignInPage(visitor).signIn(who.email, who.password);
      // The tab's load beacon (the canary's rate), sent shortly after the parcels mounted.
      const beacon = visitor.waitForRequest(
        (r) =>
          r.url().endsWith("/api/v1/remotes/loads") && r.postData()?.includes("mf_conversations") === true,
      );
      await expect(new ChatPage(visitor).input).toBeVisible();
      // Counted (204), not refused by the rate limit: the canary's rate below depends on it.
      expect((await (await beacon).response())?.status()).toBe(204);
      const shown = await visitor
        .locator("[data-remote='mf_conversations']")
        .evaluateAll((parcels) => [...new Set(parcels.map((p) => p.getAttribute("data-remote-version")))]);
      await context.close();
      return { shown, fetched: [...fetched] };
    };
    const versions = new OpsVersionsPage(page);
    try {
      // The next load of acme's chat runs the pinned build; globex keeps the newest.
      expect(await chatVersions(acmeUrl, acmeOwner)).toEqual({ shown: [older], fetched: [older] });
      expect(await chatVersions(globexUrl, globexOwner)).toEqual({ shown: [newest], fetched: [newest] });

      // The versions page shows the canary: acme on the older build, its load errors since then.
      await opsNav(page, "versions").click();
      const canary = versions.canary("mf_conversations", older, "acme");
      await expect(canary.getByTestId("opsVersions.errorsSince")).toHaveText(
        "Load errors since the promotion: 0",
      );
      await expect(canary.getByTestId("opsVersions.rateSince")).toHaveText(
        "Error rate since the promotion: 0% (loads: 1)",
      );
      await expect(versions.row("mf_conversations", newest)).toContainText("Newest built-in");
      await page.screenshot({ path: test.info().outputPath("ops-versions.png"), fullPage: true });
    } finally {
      // One-click rollback there: acme follows the default again.
      await page.goto(`${adminUrl}/ops/versions?locale=en`);
      await versions
        .canary("mf_conversations", older, "acme")
        .getByTestId("opsVersions.rollbackTenant")
        .click();
      await expect(page.getByTestId("opsVersions.output")).toContainText("Rolled mf_conversations back");
      await expect(versions.canary("mf_conversations", older, "acme")).toHaveCount(0);
    }
    expect(await chatVersions(acmeUrl, acmeOwner)).toEqual({ shown: [newest], fetched: [newest] });

    await opsNav(page, "workspaces").click();
    const workspaces = new OpsWorkspacesPage(page);
    await expect(workspaces.row("acme").getByTestId("opsWorkspaces.status")).toHaveText("Active");
    await expect(workspaces.row("globex")).toBeVisible();
    // A new workspace with its owner, suspended and reinstated (a run's own subdomain: none is ever removed).
    const subdomain = `opsmade-${Date.now().toString(36)}`;
    await workspaces.create(subdomain, "Umbrella", `owner@${subdomain}.test`);
    // One command, one transaction; the result said in the page's language, the password shown once.
    await expect(workspaces.output).toContainText(
      `Workspace ${subdomain} (Umbrella) is created with its owner owner@${subdomain}.test.`,
    );
    await expect(page.getByTestId("opsWorkspaces.output-password")).not.toBeEmpty();
    await expect(workspaces.row(subdomain)).toContainText("Umbrella");
    await workspaces
      .row(subdomain)
      .getByRole("button", { name: `Suspend ${subdomain}` })
      .click();
    await page.getByTestId("opsWorkspaces.confirm-ok").click();
    await expect(workspaces.row(subdomain).getByTestId("opsWorkspaces.status")).toContainText(
      "Suspended since",
    );
    await expect(workspaces.output).toHaveText(`Workspace ${subdomain} is suspended (sessions ended: 0).`);
    await page.screenshot({ path: test.info().outputPath("ops-workspaces.png"), fullPage: true });
    await workspaces
      .row(subdomain)
      .getByRole("button", { name: `Reinstate ${subdomain}` })
      .click();
    await expect(workspaces.row(subdomain).getByTestId("opsWorkspaces.status")).toHaveText("Active");
    // Right to left in Arabic, every text translated.
    for (const section of ["versions", "workspaces"] as const) {
      await page.goto(`${adminUrl}/ops/${section}?locale=ar`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(opsNav(page, section)).toHaveAttribute("aria-current", "page");
      await page.screenshot({ path: test.info().outputPath(`ops-${section}-ar.png`), fullPage: true });
    }
  });

  test("workspace settings: the name is changed and shown at once, then put back; a logo is uploaded", async ({
    page,
    signInPage,
  }) => {
    await page.goto(`${adminUrl}/workspace?account=acme&locale=en`);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    const site = new AdminSitePage(page);
    await expect(site.title).toHaveText("Workspace settings");
    const name = page.getByTestId("workspace.name");
    await expect(name).toHaveValue("Acme");
    await expect(page.getByTestId("workspace.dlp-WARN")).toBeChecked();
    await page.screenshot({ path: test.info().outputPath("admin-workspace.png"), fullPage: true });
    await name.fill("Acme Corp");
    await page.getByTestId("workspace.save").click();
    await expect(site.workspace).toHaveText("Workspace Acme Corp");
    await name.fill("Acme");
    await page.getByTestId("workspace.save").click();
    await expect(site.workspace).toHaveText("Workspace Acme");
    // The logo: a PNG chosen, previewed and uploaded; acme's sign-in page and top bar show it (left in
    // place: the demo workspace keeps a logo for the other specs).
    await page.getByTestId("workspace.logo-file").setInputFiles({
      name: "acme.png",
      mimeType: "image/png",
      buffer: solidPng(120, 40, [37, 99, 235]),
    });
    await expect(page.getByTestId("workspace.logo-preview")).toBeVisible();
    await page.getByTestId("workspace.logo-upload").click();
    const current = page.getByTestId("workspace.logo-current");
    await expect(current).toHaveAttribute("src", /^\/api\/v1\/accounts\/acme\/logo\/[\w-]+\.png$/);
    const logo = (await current.getAttribute("src")) ?? "";
    await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    await page.screenshot({ path: test.info().outputPath("admin-workspace-logo.png"), fullPage: true });
    await signInPage.open(acmeUrl);
    const signInLogo = page.locator(`img[src="${logo}"]`);
    await expect.poll(() => signInLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    const topBarLogo = page.getByTestId("nav.company-logo");
    await expect(topBarLogo).toHaveAttribute("src", logo);
    await expect.poll(() => topBarLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    await page.screenshot({ path: test.info().outputPath("workspace-top-bar-logo.png") });
    await page.goto(`${adminUrl}/workspace?account=acme&locale=ar`);
    await expect(page.getByTestId("workspace.logo-current")).toHaveAttribute("src", logo);
    await page.screenshot({ path: test.info().outputPath("admin-workspace-logo-ar.png"), fullPage: true });
    await page.goto(`${adminUrl}/workspace?account=acme&locale=en`);
    await expect(site.title).toHaveText("Workspace settings");
    // Usage: what the replies cost over the last 30 days, with a chart (the e2e chats made some).
    await site.openSection("usage");
    await expect(site.title).toHaveText("Usage");
    await expect(page.getByTestId("usage.total")).toContainText(" to ");
    await page.screenshot({ path: test.info().outputPath("admin-usage.png"), fullPage: true });
    // Arabic: the console reads right to left.
    await page.goto(`${adminUrl}/members?locale=ar`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(site.title).toHaveText("الأعضاء");
    await page.screenshot({ path: test.info().outputPath("admin-members-ar.png"), fullPage: true });
  });
});
