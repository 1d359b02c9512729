// Shell features: the free-trial banner, Manage account, the Help menu's walkthroughs,
// and where sign-out and an expired session lead back to. Runs in its own workspace (umbrella).
import { catalogue } from "@parley/shared-contracts/messages";
import type { Page } from "@playwright/test";
import { BASE_PORT, tenantUrl, umbrella } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { pageApi } from "../fixtures/page-api.ts";
import { expect, test } from "../fixtures/test.ts";
import type { SignInPage } from "../pages/sign-in-page.ts";

const url = tenantUrl(umbrella.subdomain);
const TRIAL_END = "2035-01-03T04:05:06Z";

test.beforeAll(() => {
  // The subdomain as a whole first column: other specs' workspaces may start with the same letters.
  const existing = ops("workspace", "list");
  if (!new RegExp(`^${umbrella.subdomain}\\s`, "m").test(existing)) {
    ops("workspace", "create", umbrella.subdomain, "--name", "Umbrella");
    for (const [who, role] of [
      [umbrella.owner, "owner"],
      [umbrella.member, "member"],
    ] as const) {
      ops(
        "user",
        "create",
        umbrella.subdomain,
        who.email,
        "--name",
        who.name,
        "--role",
        role,
        "--password",
        who.password,
      );
    }
  }
  ops("workspace", "billing", umbrella.subdomain, "--trial-end", TRIAL_END, "--balance", "1234.5");
});

async function signIn(
  page: Page,
  signInPage: SignInPage,
  who: { email: string; password: string },
  path = "",
) {
  await page.goto(`${url}${path}`);
  await expect(page).toHaveURL(/\/sign-in/);
  await signInPage.signIn(who.email, who.password);
  await expect(page.getByTestId("nav.user-menu")).toBeVisible();
}

test.describe("free-trial banner", () => {
  test("counts down each second on a controlled clock and shows the balance in en-US", async ({
    page,
    signInPage,
    shell,
  }) => {
    await page.clock.install({ time: new Date("2034-12-31T23:58:00Z") });
    await signIn(page, signInPage, umbrella.owner);
    const banner = shell.trialBanner;
    await expect(banner.root).toBeVisible();
    await expect(banner.balance).toHaveText("$1,234.50");
    // Frozen two days, four hours, five minutes and six seconds before the end.
    await page.clock.pauseAt(new Date("2035-01-01T00:00:00Z"));
    await page.clock.runFor(1000);
    await expect(banner.countdown).toHaveText("2d 4h 05m 05s");
    await page.clock.runFor(1000);
    await expect(banner.countdown).toHaveText("2d 4h 05m 04s");
    await page.clock.runFor(60_000);
    await expect(banner.countdown).toHaveText("2d 4h 04m 04s");
    // Past the last day: no days part.
    await page.clock.fastForward(2 * 24 * 3600 * 1000);
    await expect(banner.countdown).toHaveText("4h 04m 04s");
    await page.screenshot({ path: test.info().outputPath("h5-trial-banner-en.png") });
    // At the end the banner goes away.
    await page.clock.fastForward((4 * 3600 + 4 * 60 + 4) * 1000);
    await expect(banner.root).toBeHidden();
  });

  test("stays dismissed after a reload, in Arabic too", async ({ page, signInPage, shell }) => {
    await signIn(page, signInPage, umbrella.owner);
    await page.getByTestId("nav.language").selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const banner = shell.trialBanner;
    await expect(banner.balance).toHaveText("$1,234.50");
    await expect(banner.countdown).toHaveText(/^\d+d \d+h \d\dm \d\ds$/);
    await page.screenshot({ path: test.info().outputPath("h5-trial-banner-ar.png") });
    await banner.dismiss.click();
    await expect(banner.root).toBeHidden();
    await page.reload();
    await expect(page.getByTestId("nav.user-menu")).toBeVisible();
    await expect(banner.root).toBeHidden();
    await page.getByTestId("nav.language").selectOption("en");
  });
});

test.describe("manage account", () => {
  test("the owner passes the permission check and gets the admin site in their language", async ({
    page,
    signInPage,
    shell,
  }) => {
    await signIn(page, signInPage, umbrella.owner);
    await page.getByTestId("nav.language").selectOption("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // The admin tab's API answers, told when the hand-over goes wrong (a rare CI failure to explain).
    const answers: string[] = [];
    page.context().on("response", (response) => {
      if (response.url().includes("admin.localhost") && response.url().includes("/api/"))
        answers.push(
          `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
        );
    });
    const popup = page.waitForEvent("popup");
    await shell.manageAccount.click();
    const admin = await popup;
    // The console of that workspace, in French, signed in by the hand-over (admin-site.spec.ts goes on).
    await expect(admin)
      .toHaveURL(`http://admin.localhost:${BASE_PORT}/members`)
      .catch((error: unknown) => {
        if (error instanceof Error) error.message += `\nThe admin tab's API answers: ${answers.join("; ")}`;
        throw error;
      });
    await expect(admin.locator("html")).toHaveAttribute("lang", "fr");
    await expect(admin.getByTestId("admin.workspace")).toContainText("Umbrella");
    await admin.close();
    await page.getByTestId("nav.language").selectOption("en");
  });

  test("a member sees no button, and the server refuses them with the catalogue message", async ({
    page,
    signInPage,
    shell,
  }) => {
    await signIn(page, signInPage, umbrella.member);
    await expect(shell.manageAccount).toHaveCount(0);
    const answer = await pageApi(page, "POST", "/api/v1/accounts/manage-permission/", {});
    expect(answer).toEqual({
      status: 403,
      body: { error: { message: catalogue["manage.refused"], code: "manage_refused" } },
    });
  });

  test("a refusal shows 'You do not have managing permission!' (a profile that still says admin)", async ({
    page,
    signInPage,
    shell,
  }) => {
    // As if the member had been an admin when the page loaded and was demoted since.
    await page.route("**/api/v1/members/detail", async (route) => {
      // Node cannot resolve *.localhost: fetch from the loopback address with the workspace's Host.
      const response = await route.fetch({
        url: route.request().url().replace(`${umbrella.subdomain}.localhost`, "127.0.0.1"),
        headers: {
          ...(await route.request().allHeaders()),
          host: `${umbrella.subdomain}.localhost:${BASE_PORT}`,
        },
      });
      if (!response.ok()) return route.fulfill({ response });
      const profile = await response.json();
      await route.fulfill({
        response,
        json: { ...profile, account: { ...profile.account, is_owner_or_admin: true } },
      });
    });
    await signIn(page, signInPage, umbrella.member);
    let popups = 0;
    page.on("popup", () => (popups += 1));
    await shell.manageAccount.click();
    await expect(page.getByTestId("toast")).toContainText(catalogue["manage.refused"]);
    // The tab opened during the click was closed again.
    await expect.poll(() => page.context().pages().length).toBe(1);
    expect(popups).toBeLessThanOrEqual(1);
  });
});

test.describe("walkthroughs", () => {
  test("the user introduction runs end to end with click-advance and Next, and remembers it finished", async ({
    page,
    signInPage,
    shell,
  }) => {
    await signIn(page, signInPage, umbrella.owner, "/conversations/new");
    await expect(page.getByTestId("chat-box.input")).toBeVisible();
    const tour = await shell.startWalkthrough("User introduction");
    await tour.expectStep(1, 7, "Start a new conversation");
    await expect(tour.spotlight).toBeVisible();
    await expect(tour.popover).toBeFocused();
    await expect(tour.back).toBeDisabled();
    // Clicking the highlighted target moves on (after 100 ms).
    await page.getByTestId("sidebar.new").click();
    await tour.expectStep(2, 7, "Choose an AI model");
    await page.getByTestId("model-dropdown.button").click();
    await tour.expectStep(3, 7, "Write your message");
    // Clicking into the chat box advances too, and leaves the focus there for typing.
    await page.getByTestId("chat-box.input").click();
    await tour.expectStep(4, 7, "Select AI tools");
    await expect(page.getByTestId("chat-box.input")).toBeFocused();
    await tour.back.click();
    await tour.expectStep(3, 7, "Write your message");
    await tour.next.click();
    // The tool steps land on real targets: the 'Agentics' button, the System tool's Use, the tool's Send.
    await tour.expectStep(4, 7, "Select AI tools");
    await expect(tour.spotlight).toBeVisible();
    await page.getByTestId("chat-box.tools").click();
    await tour.expectStep(5, 7, "Choose the 'Teach me anything' tool");
    await expect(tour.spotlight).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("h5-walkthrough-tools.png") });
    await page.locator('[data-tour="teach-me-anything"]').click();
    await tour.expectStep(6, 7, "Run the tool");
    await expect(page.getByTestId("tool-input.send")).toBeVisible();
    await expect(tour.spotlight).toBeVisible();
    await tour.next.click();
    await tour.expectStep(7, 7, "Help is always here");
    await expect(tour.spotlight).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("h5-walkthrough-help.png") });
    await expect(tour.next).toHaveText("Done");
    await tour.next.click();
    await expect(tour.popover).toHaveCount(0);
    const progress = await page.evaluate(() => localStorage.getItem("parley_tour_progress"));
    expect(JSON.parse(progress ?? "{}")).toMatchObject({ "user-introduction": { step: 0, done: true } });
  });

  test("Escape closes a walkthrough, the focus returns to Help, and it resumes where it was left", async ({
    page,
    signInPage,
    shell,
  }) => {
    await signIn(page, signInPage, umbrella.owner, "/conversations/new");
    const tour = await shell.startWalkthrough("Model parameters walkthrough");
    await tour.expectStep(1, 5, "Open the model settings");
    await tour.next.click();
    await tour.expectStep(2, 5, "Model settings at a glance");
    await expect(tour.popover).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(tour.popover).toHaveCount(0);
    await expect(shell.helpMenu).toBeFocused();
    await page.reload();
    const again = await shell.startWalkthrough("Model parameters walkthrough");
    await again.expectStep(2, 5, "Model settings at a glance");
  });

  test("the helper app walkthrough speaks the user's language (Arabic, right to left)", async ({
    page,
    signInPage,
    shell,
  }) => {
    await signIn(page, signInPage, umbrella.owner, "/conversations/new");
    await page.getByTestId("nav.language").selectOption("ar");
    const tour = await shell.startWalkthrough("جولة تطبيق المساعد");
    await expect(tour.progress).toHaveText("الخطوة 1 من 4");
    await expect(tour.title).toHaveText("افتح لوحة الأدوات");
    await page.screenshot({ path: test.info().outputPath("h5-walkthrough-ar.png") });
    await tour.close.click();
    await page.getByTestId("nav.language").selectOption("en");
  });
});

test.describe("where the user comes back to", () => {
  test("sign out posts the last visited path, goes to /sign-in, and signing in returns there", async ({
    page,
    signInPage,
    shell,
  }) => {
    await signIn(page, signInPage, umbrella.owner, "/routines");
    await page.goto(`${url}/conversations/new?from=e2e`);
    await expect(page.getByTestId("chat-box.input")).toBeVisible();
    const logout = page.waitForRequest("**/api/v1/authentication/logout/");
    await shell.signOutNow();
    expect((await logout).postDataJSON()).toEqual({ last_visited_path: "/conversations/new?from=e2e" });
    await expect(page).toHaveURL(`${url}/sign-in`);
    await signInPage.signIn(umbrella.owner.email, umbrella.owner.password);
    await expect(page).toHaveURL(`${url}/conversations/new?from=e2e`);
  });

  test("after the session expires the user signs in again and is back on the same page", async ({
    page,
    context,
    signInPage,
  }) => {
    await signIn(page, signInPage, umbrella.member, "/conversations/new");
    await expect(page.getByTestId("sidebar.search")).toBeVisible();
    // The session ends elsewhere (both tokens gone); the next call of the page finds out: the
    // search's, or — on a machine slow enough for the 5 s access token to run out first — the refresh
    // the shell makes by itself, and then the box is gone before it is typed in. Either way, sign-in.
    await context.clearCookies({ name: "parley_access" });
    await context.clearCookies({ name: "parley_refresh" });
    void page
      .getByTestId("sidebar.search")
      .fill("anything", { timeout: 10_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(`${url}/sign-in?next=${encodeURIComponent("/conversations/new")}`);
    await signInPage.signIn(umbrella.member.email, umbrella.member.password);
    await expect(page).toHaveURL(`${url}/conversations/new`);
  });
});
