// The desktop helper app in Chromium against the real server: the real `parley-helper` on loopback
// (its one local server @modelcontextprotocol/server-filesystem over a temporary folder), started
// after the switch opened the launch link as the protocol handler would; pairing by typing the code
// at the helper's terminal; the local servers in the tools panel; the fake provider calls the
// filesystem tool as files__read_text_file, the member allows it, the page runs it through the
// helper (after a reload, the tools panel never opened in that page load) and the result lands in
// the reply; an 'allow always' answer holds for the next call and is listed and revoked; switching
// off shuts the helper down and clears the server's desktop tools; the section in Arabic. Then a
// helper whose allowedOrigins leave this address out: its refusal is read at once.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { FAKE_MODEL, HELPER_DOWNLOAD_URL } from "../fixtures/env.ts";
import { prepareHelperApp, type RunningHelperApp } from "../fixtures/helper-app.ts";
import { pageApi } from "../fixtures/page-api.ts";
import { expect as baseExpect, test } from "../fixtures/test.ts";
import { fakeMarker, registerFakeReply, TOOL_RESULT_PREFIX } from "@parley/test-fakes/scripted-replies";
import type { ChatPage } from "../pages/chat-page.ts";
import { openFakeProviderChat } from "../pages/chat-page.ts";
import { HelperPage } from "../pages/helper-page.ts";
import { McpPage } from "../pages/mcp-page.ts";
import { ShellPage } from "../pages/shell-page.ts";
import { ToolsPage } from "../pages/tools-page.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const NOTE = "The secret of the desktop is 4711.";

interface DesktopSessions {
  results: { uuid: string; tools: { function: { name: string }; server_name: string }[] }[];
}

async function desktopSessions(page: Page): Promise<DesktopSessions> {
  const answer = await pageApi(page, "GET", "/api/v1/desktop-tools/");
  expect(answer.status).toBe(200);
  return answer.body as DesktopSessions;
}

test.describe.serial("the desktop helper app", () => {
  let page: Page;
  let chat: ChatPage;
  let helper: HelperPage;
  let app: RunningHelperApp;

  test.beforeAll(async ({ browser }) => {
    app = prepareHelperApp();
    writeFileSync(join(app.files, "notes.txt"), NOTE);
    page = await browser.newPage();
    chat = await openFakeProviderChat(page);
    helper = new HelperPage(page);
  });

  test.afterAll(async () => {
    await page?.close();
    await app?.stop();
  });

  test("switching on launches the helper, pairing with the code shows its local servers", async () => {
    await new ToolsPage(page).open();
    await expect(helper.section).toBeVisible();
    await expect(helper.download).toHaveAttribute("href", HELPER_DOWNLOAD_URL);
    await expect(helper.download).toHaveText("Download the helper app (version 1.0.0)");
    await expect(helper.state).toHaveText("Not running on this computer.");
    await expect(helper.toggle).toHaveAttribute("aria-checked", "false");

    await helper.toggle.click();
    await expect(helper.toggle).toHaveAttribute("aria-checked", "true");
    // What the parley-helper:// handler does: start the helper; the status poll finds it.
    await app.start();
    await expect(helper.state).toHaveText("Running, but not paired with this Parley address yet.");
    await helper.pair.click();
    await expect(helper.pairingCode).toHaveText(/^\d{3}-\d{3}$/);
    const code = (await helper.pairingCode.textContent()) ?? "";
    await expect.poll(() => app.output()).toContain(`asks to pair with code ${code}`);
    await page.screenshot({ path: test.info().outputPath("helper-pairing.png") });
    app.type(code);

    await expect(helper.state).toHaveText(/^Running, version \d+\.\d+\.\d+/);
    const files = helper.server("files");
    await expect(files.getByTestId("helper.server-status")).toHaveText(
      /^Running · \d+ of \d+ tools offered$/,
    );
    await files.getByRole("button", { name: "Show the tools of files" }).click();
    await expect(helper.tool("files", "read_text_file")).toBeVisible();
    await expect(helper.toggle).toHaveAttribute("aria-checked", "true");
    await page.screenshot({ path: test.info().outputPath("helper-servers.png") });

    // The browser posted the helper's tools to the server's desktop tools store.
    await expect
      .poll(async () =>
        (await desktopSessions(page)).results.flatMap((s) => s.tools.map((t) => t.function.name)),
      )
      .toContain("files__read_text_file");
  });

  test("after a reload, with the tools panel never opened, a reply calls the local filesystem tool; once allowed, its result is in the reply", async () => {
    // Escape closes the right panel, so the reload does not bring it back.
    await helper.download.focus();
    await page.keyboard.press("Escape");
    await expect(new ToolsPage(page).panel).toBeHidden();
    // The shell starts the desktop agent at page start because a desktop uuid is stored.
    await helper.reloadAndWaitForDesktopAgent();
    await expect(new ToolsPage(page).opener).toBeVisible();
    await expect(new ToolsPage(page).panel).toBeHidden();
    await chat.selectModel(FAKE_MODEL.displayName);
    await registerFakeReply("helper-read", {
      text: "",
      toolCalls: [{ name: "files__read_text_file", arguments: { path: join(app.files, "notes.txt") } }],
    });
    const before = await chat.assistantReplies().count();
    await chat.sendMessage(`Read my notes ${fakeMarker("helper-read")}`);
    const mcp = new McpPage(page);
    await expect(mcp.dialog).toBeVisible();
    await expect(mcp.dialog).toContainText("files");
    await expect(mcp.dialog.getByTestId("tool-permission.args")).toContainText("notes.txt");
    await page.screenshot({ path: test.info().outputPath("helper-permission.png") });
    await mcp.answer("allow_once");
    await expect(chat.assistantReplies()).toHaveCount(before + 1);
    const reply = chat.assistantReplies().last();
    await expect(reply).toHaveAttribute("data-status", "complete");
    await expect(reply).toContainText(`${TOOL_RESULT_PREFIX}${NOTE}`);
    await page.screenshot({ path: test.info().outputPath("helper-reply.png") });
  });

  test("'allow always' holds for the local tool: the next reply runs it without asking; the answer is listed as local and revocable", async () => {
    const mcp = new McpPage(page);
    const readNotes = { name: "files__read_text_file", arguments: { path: join(app.files, "notes.txt") } };
    await registerFakeReply("helper-read-always", { text: "", toolCalls: [readNotes] });
    await registerFakeReply("helper-read-unasked", { text: "", toolCalls: [readNotes] });
    const before = await chat.assistantReplies().count();
    await chat.sendMessage(`Read them again ${fakeMarker("helper-read-always")}`);
    await mcp.answer("allow_always");
    await expect(chat.assistantReplies()).toHaveCount(before + 1);
    await expect(chat.assistantReplies().last()).toContainText(`${TOOL_RESULT_PREFIX}${NOTE}`);

    // Nobody answers now: the reply gets the result only because the answer stands.
    await chat.sendMessage(`And once more ${fakeMarker("helper-read-unasked")}`);
    await expect(chat.assistantReplies()).toHaveCount(before + 2);
    const reply = chat.assistantReplies().last();
    await expect(reply).toHaveAttribute("data-status", "complete");
    await expect(reply).toContainText(`${TOOL_RESULT_PREFIX}${NOTE}`);
    await expect(mcp.dialog).toBeHidden();

    const tools = new ToolsPage(page);
    await tools.open();
    await mcp.tab.click();
    const grant = mcp.grants.filter({ hasText: "read_text_file" });
    await expect(grant).toHaveText(
      /files › read_text_file · Local server \(desktop helper app\) · Always allowed/,
    );
    await grant.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("helper-grant.png") });
    await grant.getByRole("button", { name: "Revoke read_text_file" }).click();
    await expect(grant).toHaveCount(0);
    await helper.download.focus();
    await page.keyboard.press("Escape");
    await expect(tools.panel).toBeHidden();
  });

  test("switching off shuts the helper down and clears the server's desktop tools", async () => {
    await new ToolsPage(page).open();
    await helper.toggle.click();
    await expect(helper.toggle).toHaveAttribute("aria-checked", "false");
    expect(await app.exited()).toBe(0);
    await expect(helper.state).toHaveText("Not running on this computer.");
    await expect(helper.servers).toHaveCount(0);
    await expect.poll(async () => (await desktopSessions(page)).results).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("parley.desktop-uuid"))).toBeNull();
    await page.screenshot({ path: test.info().outputPath("helper-off.png") });
  });

  test("in Arabic the section reads right to left, every text translated", async () => {
    await new ShellPage(page).language.selectOption("ar");
    await expect(helper.section.getByRole("switch", { name: "استخدام تطبيق المساعد" })).toBeVisible();
    await expect(helper.state).toHaveText("لا يعمل على هذا الكمبيوتر.");
    await expect(helper.download).toHaveText("تنزيل التطبيق المساعد (الإصدار 1.0.0)");
    expect(await helper.section.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
    await page.screenshot({ path: test.info().outputPath("helper-arabic.png") });
    await new ShellPage(page).language.selectOption("en");
    await expect(helper.state).toHaveText("Not running on this computer.");
  });
});

test.describe.serial("a helper that does not allow this Parley address", () => {
  let page: Page;
  let app: RunningHelperApp;

  test.beforeAll(async ({ browser }) => {
    app = prepareHelperApp({ allowedOrigins: ["https://parley.elsewhere.example"] });
    page = await browser.newPage();
    await openFakeProviderChat(page);
  });

  test.afterAll(async () => {
    await page?.close();
    await app?.stop();
  });

  test("switching on reads its refusal and warns 'Helper did not start properly' at once", async () => {
    const helper = new HelperPage(page);
    // A secret left from an earlier pairing makes the status read a CORS request with a preflight.
    await page.evaluate(() => localStorage.setItem("parley.helper-secret", "left-from-before"));
    await new ToolsPage(page).open();
    await expect(helper.state).toHaveText("Not running on this computer.");
    await helper.toggle.click();
    await app.start();
    // Well before the 60 s of the status poll's timeout.
    await expect(helper.toast("Helper did not start properly")).toBeVisible({ timeout: 10_000 });
    await expect(helper.state).toHaveText(
      "Running, but it does not allow this Parley address: add it to allowedOrigins in its configuration.",
    );
    await expect(helper.servers).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("helper-refused.png") });
  });
});
