// The /settings page as a member uses it: the interface language switches the whole app (Arabic right
// to left) and is kept after a reload; a chat default saved here is what the conversation screen's
// behaviour panel shows; a walkthrough starts from here on the conversation screen.
import { acmeUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { expect, test } from "../fixtures/test.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { ModelSettingsPage } from "../pages/model-settings-page.ts";
import { SettingsPage } from "../pages/settings-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

// Its own member: the settings changed here must not leak into other specs.
const member = { email: "sam.settings@acme.test", password: "e2e-settings-Password-1", name: "Sam Settings" };

test.beforeAll(() => {
  try {
    ops("user", "create", "acme", member.email, "--name", member.name, "--password", member.password);
  } catch {
    // Made by an earlier run against the same server.
  }
});

test.beforeEach(async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open(acmeUrl, "?next=%2Fsettings");
  await signIn.signIn(member.email, member.password);
  await expect(page).toHaveURL(/\/settings$/, { timeout: 30_000 });
});

test("the language switches the whole app, right to left in Arabic, and is kept", async ({ page }) => {
  const settings = new SettingsPage(page);
  await expect(settings.title).toHaveText("Settings");
  await page.screenshot({ path: test.info().outputPath("lead-settings-en.png"), fullPage: true });
  await settings.language.selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(settings.title).toHaveText("الإعدادات");
  await page.screenshot({ path: test.info().outputPath("lead-settings-ar.png"), fullPage: true });
  await page.reload();
  await expect(settings.title).toHaveText("الإعدادات");
  await expect(settings.language).toHaveValue("ar");
  await settings.language.selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(settings.title).toHaveText("Settings");
});

test("a chat default saved here is kept and is what the conversation screen uses", async ({ page }) => {
  const settings = new SettingsPage(page);
  await expect(settings.markdown).toHaveAttribute("aria-checked", "true");
  await settings.markdown.click();
  await expect(settings.markdown).toHaveAttribute("aria-checked", "false");
  await expect(settings.markdown).toHaveAttribute("aria-busy", "false");
  // LaTeX view needs Markdown view.
  await expect(settings.latex).toBeDisabled();
  await page.reload();
  await expect(settings.markdown).toHaveAttribute("aria-checked", "false");

  await page.goto(`${acmeUrl}/conversations/new`);
  const panel = new ModelSettingsPage(page);
  await panel.openBehavior();
  await expect(panel.behaviorSwitch("markdown-view")).toHaveAttribute("aria-checked", "false");
  await panel.behaviorSwitch("markdown-view").click();
  await expect(panel.behaviorSwitch("markdown-view")).toHaveAttribute("aria-checked", "true");
  // The switch turns at once; wait for the save before leaving, or the settings page may read the old value.
  await expect(panel.behaviorSwitch("markdown-view")).toHaveAttribute("aria-busy", "false");

  // Changed there, shown here.
  await page.goto(`${acmeUrl}/settings`);
  await expect(settings.markdown).toHaveAttribute("aria-checked", "true");
});

test("a walkthrough starts from the settings page on the conversation screen", async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.tourButton("user-introduction").click();
  await expect(page).toHaveURL(/\/conversations\/new$/);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(new ChatPage(page).input).toBeVisible();
});

test("account settings and the settings page lead to each other", async ({ page }) => {
  const settings = new SettingsPage(page);
  await page.getByTestId("settings.account-link").click();
  await expect(page).toHaveURL(/\/account-settings/);
  await page.getByTestId("account.preferences-link").click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(settings.title).toHaveText("Settings");
});
