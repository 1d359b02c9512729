// The tools panel end to end (mf_tools against the real server): the chat box's 'Agentics' button
// opens it; the list is searched and sorted on the server; a Personal tool downloads under the
// server's file name and is deleted after confirming; the System tool 'Teach me anything' is there
// for every member; a member cannot delete an Account tool (UI and API); the remote's own JS stays
// within 60 KB gzip. The editor's icon shows in the list and a knowledge file's text reaches the
// provider when the tool runs; the Integrations section lists knowledge-source accounts and keeps its
// open state across a reload.
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { acmeOwner, acmeUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { pageApi } from "../fixtures/page-api.ts";
import { expect, test } from "../fixtures/test.ts";
import { openFakeProviderChat } from "../pages/chat-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";
import { ToolsPage } from "../pages/tools-page.ts";
import type { Page } from "@playwright/test";

const member = { email: "toolsmith@acme.test", password: "e2e-toolsmith-Password-1", name: "Tom Smith" };
const KB = 1024;

async function signIn(page: Page, who: { email: string; password: string }): Promise<ToolsPage> {
  const signInPage = new SignInPage(page);
  await signInPage.open(acmeUrl, "?next=%2Fconversations%2Fnew");
  await signInPage.signIn(who.email, who.password);
  await expect(page).toHaveURL(/\/conversations\/new/);
  return new ToolsPage(page);
}

/** A Personal tool of the signed-in page's member, made through the API as the editor will. */
async function makeTool(page: Page, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await pageApi(page, "POST", "/api/v1/tools/");
  expect(created.status).toBe(201);
  const id = (created.body as { id: number }).id;
  const saved = await pageApi(page, "PATCH", `/api/v1/tools/${id}/`, {
    json_tool_data: JSON.stringify({
      model_prompt: "Summarise {{text}}",
      metadata: {
        prompt_name: name,
        description: `${name} keeps the key points.\nLine two.\nLine three.\nLine four.\nLine five.`,
        variables: [{ name: "text", type: "text" }],
      },
      ...extra,
    }),
  });
  expect(saved.status).toBe(200);
  return id;
}

test.beforeAll(() => {
  try {
    ops(
      ...["user", "create", "acme", member.email, "--name", member.name],
      ...["--role", "member", "--password", member.password],
    );
  } catch {
    // Made by an earlier worker of this run (a retry starts a new one).
  }
});

test("the Agentics button opens the tools panel; search, sort, download and delete work on the server", async ({
  page,
}) => {
  const remoteJs: Buffer[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/remotes/mf_tools/") && response.url().endsWith(".js"))
      pending.push(response.body().then((body) => void remoteJs.push(gzipSync(body, { level: 9 }))));
  });
  const tools = await signIn(page, acmeOwner);
  await makeTool(page, "Zeta summary");
  await makeTool(page, "Alpha digest");
  await tools.open();
  await expect(tools.item("Teach me anything")).toBeVisible();
  await expect(tools.item("Teach me anything").getByTestId("tools.badge")).toHaveText("System");
  expect(await tools.names()).toEqual(["Alpha digest", "Teach me anything", "Zeta summary"]);
  // Long descriptions are shortened above four lines.
  const alpha = tools.item("Alpha digest");
  await alpha.getByRole("button", { name: "Show more" }).click();
  await expect(alpha.getByRole("button", { name: "Show less" })).toBeVisible();

  await tools.sort.selectOption("-name");
  await expect.poll(() => tools.names()).toEqual(["Zeta summary", "Teach me anything", "Alpha digest"]);
  await tools.search.fill("digest");
  await expect.poll(() => tools.names()).toEqual(["Alpha digest"]);
  await tools.search.fill("nothing like this");
  await expect(page.getByTestId("tools.empty")).toHaveText("No tool matches your search.");
  await tools.search.fill("");
  await tools.sort.selectOption("name");

  const downloading = page.waitForEvent("download");
  await tools.item("Alpha digest").getByTestId("tools.download").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Alpha digest.json");
  const file = JSON.parse(await readFile((await download.path()) ?? "", "utf8")) as Record<string, unknown>;
  expect(file).toMatchObject({ format: "parley.tool", name: "Alpha digest", prompt: "Summarise {{text}}" });

  await tools.item("Zeta summary").getByTestId("tools.delete").click();
  const confirm = page.getByRole("dialog", { name: "Delete tool?" });
  await expect(confirm).toContainText("Zeta summary will be deleted for good.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(tools.item("Zeta summary")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("tools-panel.png") });

  await Promise.all(pending);
  const size = remoteJs.reduce((sum, part) => sum + part.length, 0);
  console.log(`mf_tools JS ${(size / KB).toFixed(1)} KB gzip in ${remoteJs.length} files`);
  expect(remoteJs.length).toBeGreaterThan(0);
  expect(size).toBeLessThanOrEqual(60 * KB);
});

test("the upload dialog imports a JSON and a CSV tool and lists the invalid file with its error", async ({
  page,
}) => {
  const tools = await signIn(page, member);
  await tools.open();
  await page.getByTestId("tools.upload").click();
  const dialog = page.getByTestId("tools.upload-dialog");
  await expect(dialog).toBeVisible();
  const json = JSON.stringify({
    format: "parley.tool",
    format_version: 1,
    name: "Imported from JSON",
    prompt: "Explain {{term}}",
    variables: [{ name: "term", type: "text" }],
  });
  const csv =
    "name,description,usage_notes,prompt,system_prompt,version,max_tokens,temperature,creator_name,creator_email,creator_organization,variables\n" +
    'Imported from CSV,From a sheet,,"\'=Say {{x}}",,1.0,,,,,,"[{""name"":""x"",""type"":""text""}]"\n';
  await page.getByTestId("tools.upload-input").setInputFiles([
    { name: "one.json", mimeType: "application/json", buffer: Buffer.from(json) },
    { name: "sheet.csv", mimeType: "text/csv", buffer: Buffer.from(csv) },
    { name: "broken.json", mimeType: "application/json", buffer: Buffer.from('{"format": ') },
  ]);
  await expect(dialog.getByRole("list", { name: "Chosen files" }).getByRole("listitem")).toHaveCount(3);
  await dialog.getByTestId("tools.upload-submit").click();
  await expect(dialog.getByTestId("tools.upload-result")).toContainText("Tools uploaded: 2");
  await expect(dialog.getByTestId("tools.upload-invalid")).toHaveText(
    "broken.json: The file is not valid JSON.",
  );
  // Only the refused file stays chosen.
  await expect(dialog.getByRole("list", { name: "Chosen files" }).getByRole("listitem")).toHaveText([
    /broken\.json/,
  ]);
  await page.screenshot({ path: test.info().outputPath("tools-upload.png") });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tools.item("Imported from JSON")).toBeVisible();
  await expect(tools.item("Imported from CSV")).toBeVisible();
  // The CSV cell's leading apostrophe (formula guard) is gone again.
  const id = Number(await tools.item("Imported from CSV").getAttribute("data-tool-id"));
  const imported = await pageApi(page, "GET", `/api/v1/tools/${id}/`);
  expect((imported.body as { prompt: string }).prompt).toBe("=Say {{x}}");
});

test("'Teach me anything' runs from the chat box: its rendered prompt reaches the provider", async ({
  page,
}) => {
  const chat = await openFakeProviderChat(page);
  const tools = new ToolsPage(page);
  await tools.open();
  await tools.item("Teach me anything").getByTestId("tools.use").click();
  const panel = page.getByTestId("tool-input");
  await expect(panel.getByRole("heading", { name: "Teach me anything" })).toBeVisible();
  await expect(tools.opener).toHaveText("Teach me anything");
  await panel.getByLabel(/topic/).fill("tides {{level}}");
  await panel.getByLabel(/level/).selectOption("expert");
  await page.screenshot({ path: test.info().outputPath("tool-input-panel.png") });
  const before = await chat.assistantReplies().count();
  await panel.getByTestId("tool-input.send").click();
  await expect(chat.assistantReplies()).toHaveCount(before + 1, { timeout: 30_000 });
  // The fake provider echoes what it read: the prompt rendered once (the value's {{level}} stays).
  await expect(chat.assistantReplies().last()).toContainText(
    "Echo: Teach me about tides {{level}}. I am a expert.",
    { timeout: 30_000 },
  );
  const question = page.getByTestId("message.tool").last();
  await expect(question).toContainText("Tool: Teach me anything");
  await expect(question).toContainText("tides {{level}}");
  // Closing the tool brings the plain chat box back.
  await panel.getByTestId("tool-input.close").click();
  await expect(tools.opener).toHaveText("Agentics");
});

test("a tool made in the editor (select and url variables, preview, save) runs from the chat box", async ({
  page,
}) => {
  const chat = await openFakeProviderChat(page);
  const tools = new ToolsPage(page);
  await tools.open();
  await page.getByTestId("tools.create").click();
  const editor = page.getByTestId("tool-editor");
  await expect(editor.getByTestId("tool-editor.prompt")).toBeVisible();
  await editor.getByTestId("tool-editor.prompt").fill("Summarise {{source}} for a {{audience}} reader");
  await editor.getByTestId("tool-editor.add-variable").click();
  await editor.getByTestId("tool-editor.add-variable").click();
  const [first, second] = [
    editor.getByTestId("tool-editor.variable").nth(0),
    editor.getByTestId("tool-editor.variable").nth(1),
  ];
  await first.getByTestId("tool-editor.variable-name").fill("source");
  await first.getByTestId("tool-editor.variable-type").selectOption("url");
  await first.getByTestId("tool-editor.variable-default").fill("https://example.com/report");
  await second.getByTestId("tool-editor.variable-name").fill("audience");
  await second.getByTestId("tool-editor.variable-type").selectOption("single-select");
  await second.getByTestId("tool-editor.variable-allowed").fill("busy, curious");
  await second.getByTestId("tool-editor.variable-default").fill("curious");
  await editor.getByTestId("tool-editor.preview").check();
  await expect(editor.getByTestId("tool-editor.prompt")).toHaveValue(
    "Summarise https://example.com/report for a curious reader",
  );
  await editor.getByTestId("tool-editor.tab-settings").click();
  await editor.getByTestId("tool-editor.name").fill("Report digest");
  await editor.getByTestId("tool-editor.system-prompt").fill("Answer in three bullet points.");
  await page.screenshot({ path: test.info().outputPath("tool-editor.png") });
  await editor.getByTestId("tool-editor.save").click();
  await expect(page.getByText("tool updated successfully")).toBeVisible();
  await editor.getByTestId("tool-editor.send").click();
  await expect(editor).toHaveCount(0);

  const panel = page.getByTestId("tool-input");
  await expect(panel.getByRole("heading", { name: "Report digest" })).toBeVisible();
  await panel.getByLabel(/audience/).selectOption("busy");
  const before = await chat.assistantReplies().count();
  await panel.getByTestId("tool-input.send").click();
  await expect(chat.assistantReplies()).toHaveCount(before + 1, { timeout: 30_000 });
  // (The reply's link reads "(opens in a new tab)" to screen readers.)
  await expect(chat.assistantReplies().last()).toContainText(
    /Echo: Summarise https:\/\/example\.com\/report .*for a busy reader/,
    { timeout: 30_000 },
  );
  await expect(tools.item("Report digest")).toBeVisible();
});

test("a member sees an Account tool without delete, and the API refuses the edit", async ({ browser }) => {
  const ownerPage = await (await browser.newContext()).newPage();
  await signIn(ownerPage, acmeOwner);
  const id = await makeTool(ownerPage, "Workspace glossary", {
    tool_type: "Account",
    member_access: { prompt: "None", settings: "None" },
  });
  const page = await (await browser.newContext()).newPage();
  const tools = await signIn(page, member);
  await tools.open();
  const shared = tools.item("Workspace glossary");
  await expect(shared.getByTestId("tools.badge")).toHaveText("Account");
  await expect(shared.getByTestId("tools.delete")).toHaveCount(0);
  // Its prompt is hidden from members: not downloadable, and the API neither shows nor changes it.
  await expect(shared.getByTestId("tools.download")).toHaveCount(0);
  const read = await pageApi(page, "GET", `/api/v1/tools/${id}/`);
  expect((read.body as { prompt: string | null }).prompt).toBeNull();
  const edit = await pageApi(page, "PATCH", `/api/v1/tools/${id}/`, {
    json_tool_data: JSON.stringify({ model_prompt: "Hijacked" }),
  });
  expect(edit.status).toBe(403);
  expect((await pageApi(page, "DELETE", `/api/v1/tools/${id}/`)).status).toBe(403);
  await ownerPage.context().close();
  await page.context().close();
});

test("the tools panel in Arabic reads right to left", async ({ page }) => {
  const tools = await signIn(page, member);
  await page.goto(`${acmeUrl}/conversations/new?locale=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await tools.open();
  await expect(page.getByRole("tab", { name: "Agentics" })).toHaveAttribute("aria-selected", "true");
  await expect(tools.item("Teach me anything").getByTestId("tools.badge")).toHaveText("النظام");
  await expect(tools.search).toHaveAttribute("placeholder", "ابحث في الأدوات...");
  await page.screenshot({ path: test.info().outputPath("tools-panel-ar.png") });
  // The editor in Arabic: a System tool opens read-only, tabs and labels translated.
  await tools.item("Teach me anything").getByTestId("tools.edit").click();
  const editor = page.getByTestId("tool-editor");
  await expect(editor.getByRole("tab", { name: "Agentics" })).toHaveAttribute("aria-selected", "true");
  await expect(editor.getByText("يمكنك عرض هذا الجزء دون تغييره.")).toBeVisible();
  await expect(editor.getByTestId("tool-editor.save")).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath("tool-editor-ar.png") });
});

/** A 1×1 orange PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

test("the editor's icon shows in the list, and a knowledge file's text reaches the provider when the tool runs", async ({
  page,
}) => {
  const chat = await openFakeProviderChat(page);
  const tools = new ToolsPage(page);
  await tools.open();
  await tools.create();
  const editor = tools.editor;
  await editor.getByTestId("tool-editor.prompt").fill("Answer from the notes: what colour is the sky?");
  await editor.getByTestId("tool-editor.tab-settings").click();
  await editor.getByTestId("tool-editor.name").fill("Sky facts");
  // Another type is refused at once with the spec's message.
  await tools.chooseIcon({ name: "icon.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(editor.getByTestId("tool-editor.icon-error")).toHaveText(
    "The icon must be a .jpg or .png image.",
  );
  await tools.chooseIcon({ name: "icon.png", mimeType: "image/png", buffer: PNG });
  await expect(editor.getByTestId("tool-editor.icon-error")).toHaveCount(0);
  await expect(editor.getByRole("img", { name: "Icon of Sky facts" })).toBeVisible();
  await tools.addKnowledge([
    { name: "sky-notes.txt", mimeType: "text/plain", buffer: Buffer.from("In Parleyland the sky is green.") },
  ]);
  await expect(editor.getByTestId("tool-editor.knowledge-pending")).toContainText("sky-notes.txt");
  await editor.getByTestId("tool-editor.knowledge-pending").scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("tool-editor-settings-pending.png") });
  await editor.getByTestId("tool-editor.save").click();
  await expect(page.getByText("tool updated successfully")).toBeVisible();
  // Sent: it moves to the uploaded list, previewed from the server.
  await expect(editor.getByTestId("tool-editor.knowledge-pending")).toHaveCount(0);
  const uploaded = editor.getByTestId("tool-editor.knowledge-uploaded");
  await expect(uploaded.getByRole("link", { name: "Preview sky-notes.txt" })).toHaveAttribute(
    "href",
    /\/api\/v1\/tools\/\d+\/files\/\d+\/sky-notes\.txt$/,
  );
  await uploaded.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("tool-editor-settings-saved.png") });

  // The list's avatar is the icon, loaded from the server.
  const avatar = tools.item("Sky facts").locator("img");
  await expect(avatar).toHaveAttribute("src", /\/api\/v1\/tools\/\d+\/avatar\/\?v=\d+/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);

  await editor.getByTestId("tool-editor.send").click();
  await expect(editor).toHaveCount(0);
  const before = await chat.assistantReplies().count();
  await page.getByTestId("tool-input").getByTestId("tool-input.send").click();
  await expect(chat.assistantReplies()).toHaveCount(before + 1, { timeout: 30_000 });
  // The fake provider echoes what it read: the prompt, then the knowledge file as a document.
  await expect(chat.assistantReplies().last()).toContainText("what colour is the sky?", { timeout: 30_000 });
  await expect(chat.assistantReplies().last()).toContainText("In Parleyland the sky is green.");
  await page.screenshot({ path: test.info().outputPath("tool-knowledge-reply.png") });
});

test("the Integrations section of the tools panel connects an account and keeps its open state over a reload", async ({
  page,
}) => {
  const tools = await signIn(page, member);
  await tools.open();
  await expect(tools.integrationsToggle).toHaveAttribute("aria-expanded", "true");
  const add = tools.integrations.getByTestId("integrations.add");
  await expect(add).toHaveText("Add Account");
  await page.screenshot({ path: test.info().outputPath("tools-integrations-empty.png") });
  // The service's sign-in opens in a new tab and comes back connected there.
  const signInTab = page.context().waitForEvent("page");
  await add.click();
  const tab = await signInTab;
  await expect(tab).toHaveURL(/integration=connected|\/conversations\/new$/, { timeout: 30_000 });
  await tab.close();
  await page.reload();
  await tools.open();
  const account = tools.integrations.getByTestId("integrations.account");
  await expect(account).toHaveCount(1);
  await expect(account.getByTestId("integrations.status")).toHaveAttribute("aria-label", "Active");
  await expect(account.getByRole("switch")).toHaveAttribute("aria-checked", "true");
  await expect(tools.integrations.getByTestId("integrations.add")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("tools-integrations.png") });

  await tools.integrationsToggle.click();
  await expect(tools.integrationsToggle).toHaveAttribute("aria-expanded", "false");
  await expect(tools.integrations).toBeHidden();
  expect(await tools.accordionState()).toMatchObject({ rem: false });
  await page.reload();
  await tools.open();
  await expect(tools.integrationsToggle).toHaveAttribute("aria-expanded", "false");
  await expect(tools.integrations).toBeHidden();
  await tools.integrationsToggle.click();
  await expect(tools.integrations).toBeVisible();
  expect(await tools.accordionState()).toMatchObject({ rem: true });

  // In Arabic, right to left.
  await page.goto(`${acmeUrl}/conversations/new?locale=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await tools.open();
  await expect(tools.integrationsToggle).toHaveText("التكاملات");
  await tools.create();
  await tools.editor.getByTestId("tool-editor.tab-settings").click();
  await tools.chooseIcon({ name: "icon.png", mimeType: "image/png", buffer: PNG });
  await tools.addKnowledge([
    { name: "ملاحظات.txt", mimeType: "text/plain", buffer: Buffer.from("ملاحظة") },
    { name: "chart.png", mimeType: "image/png", buffer: PNG },
  ]);
  await expect(tools.editor.getByTestId("tool-editor.knowledge-pending").getByRole("listitem")).toHaveCount(
    2,
  );
  await page.screenshot({ path: test.info().outputPath("tool-editor-settings-ar.png") });
  await tools.editor.getByTestId("tool-editor.knowledge-pending").scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("tool-editor-knowledge-ar.png") });
  await tools.editor.getByRole("button", { name: "إلغاء" }).click();
  await page.screenshot({ path: test.info().outputPath("tools-integrations-ar.png") });

  // Removed again after the confirmation, so the next run starts without an account (the language
  // chosen stays chosen: back to English).
  await page.goto(`${acmeUrl}/conversations/new?locale=en`);
  await tools.open();
  await tools.integrations.getByTestId("integrations.remove").click();
  await page.getByTestId("integrations.remove-ok").click();
  await expect(page.getByText("The knowledge-source integration was removed.")).toBeVisible();
  await expect(tools.integrations.getByTestId("integrations.add")).toBeVisible();
});
