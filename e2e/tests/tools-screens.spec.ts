// The tools screens in Chromium against the real server: an owner shares a tool made in the
// editor and gives members Edit on its prompt, a member then edits that prompt (and with None cannot);
// the tool detail dialog opens from a tool's name; the upload dialog offers Done when only refused
// files remain; the Tools tab opens the Tools screen (breadcrumb, the MCP server list as its left
// panel); the tool input panel's Edit opens the tool edit dialog, whose Save updates the panel; a
// failed try says 'error trying the tool'.
import type { Browser, Page } from "@playwright/test";
import { acmeOwner, acmeUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { pageApi } from "../fixtures/page-api.ts";
import { expect as baseExpect, test } from "../fixtures/test.ts";
import { SignInPage } from "../pages/sign-in-page.ts";
import { ToolsPage } from "../pages/tools-page.ts";
import { ToolsScreenPage } from "../pages/tools-screen-page.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const member = { email: "screens-member@acme.test", password: "e2e-screens-Password-1", name: "Sam Screens" };
/** Names of this run's own (the workspace is shared with the other specs of this worker). */
const stamp = Date.now().toString(36);

async function signIn(page: Page, who: { email: string; password: string }): Promise<ToolsPage> {
  const signInPage = new SignInPage(page);
  await signInPage.open(acmeUrl, "?next=%2Fconversations%2Fnew");
  await expect(signInPage.workEmailButton.or(signInPage.email)).toBeVisible({ timeout: 30_000 });
  await signInPage.signIn(who.email, who.password);
  await expect(page).toHaveURL(/\/conversations\/new/, { timeout: 30_000 });
  return new ToolsPage(page);
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A Personal tool of the signed-in page's member with one text variable, made through the API. */
async function makeTool(page: Page, name: string): Promise<number> {
  const created = await pageApi(page, "POST", "/api/v1/tools/");
  expect(created.status).toBe(201);
  const id = (created.body as { id: number }).id;
  const saved = await pageApi(page, "PATCH", `/api/v1/tools/${id}/`, {
    json_tool_data: JSON.stringify({
      model_prompt: "Summarise {{text}}",
      metadata: {
        prompt_name: name,
        description: `${name} keeps the key points.`,
        usage_notes: "One text at a time.",
        variables: [{ name: "text", type: "text", description: "What to summarise", default: "the news" }],
      },
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

test("an owner gives members Edit on an Account tool's prompt; a member edits it, and with None cannot", async ({
  browser,
}) => {
  const name = `Glossary ${stamp}`;
  const ownerPage = await newPage(browser);
  const owner = await signIn(ownerPage, acmeOwner);
  await owner.open();
  await owner.create();
  await owner.editor.getByTestId("tool-editor.prompt").fill("Define the term plainly.");
  await owner.editor.getByTestId("tool-editor.tab-settings").click();
  await owner.editor.getByTestId("tool-editor.name").fill(name);
  // Nothing to share before the tool is stored.
  await expect(owner.editor.getByTestId("tool-editor.sharing")).toHaveCount(0);
  await owner.save();
  await owner.share(true, { prompt: "Edit", settings: "None" });
  await expect(owner.editor.getByTestId("tool-editor.member-prompt").locator("option")).toHaveText([
    "None",
    "Edit",
  ]);
  await ownerPage.screenshot({ path: test.info().outputPath("tool-editor-sharing.png") });
  await owner.save();
  await owner.editor.getByRole("button", { name: "Cancel" }).click();
  await expect(owner.item(name).getByTestId("tools.badge")).toHaveText("Account");
  const id = Number(await owner.item(name).getAttribute("data-tool-id"));

  const memberPage = await newPage(browser);
  const tools = await signIn(memberPage, member);
  await tools.open();
  const shared = tools.item(name);
  // Shared, not deletable by a member; its prompt editable, its settings hidden.
  await expect(shared.getByTestId("tools.delete")).toHaveCount(0);
  await shared.getByTestId("tools.edit").click();
  await expect(tools.editor.getByTestId("tool-editor.tab-prompt")).toBeVisible();
  await expect(tools.editor.getByTestId("tool-editor.tab-settings")).toHaveCount(0);
  await expect(tools.editor.getByTestId("tool-editor.sharing")).toHaveCount(0);
  await tools.editor.getByTestId("tool-editor.prompt").fill("Define the term in one line.");
  await memberPage.screenshot({ path: test.info().outputPath("tool-editor-member-edit.png") });
  await tools.save();
  await tools.editor.getByRole("button", { name: "Cancel" }).click();
  const read = await pageApi(ownerPage, "GET", `/api/v1/tools/${id}/`);
  expect((read.body as { prompt: string }).prompt).toBe("Define the term in one line.");

  // Back to None: the member sees the tool but cannot open or change it.
  await owner.item(name).getByTestId("tools.edit").click();
  await owner.share(true, { prompt: "None", settings: "None" });
  await owner.save();
  await owner.editor.getByRole("button", { name: "Cancel" }).click();
  await memberPage.reload();
  await tools.open();
  await expect(tools.item(name)).toBeVisible();
  await expect(tools.item(name).getByTestId("tools.edit")).toHaveCount(0);
  const refused = await pageApi(memberPage, "PATCH", `/api/v1/tools/${id}/`, {
    json_tool_data: JSON.stringify({ model_prompt: "Hijacked" }),
  });
  expect(refused.status).toBe(403);
  await ownerPage.context().close();
  await memberPage.context().close();
});

test("a tool's name opens its detail dialog: what it is and asks for, with Use and Edit", async ({
  page,
}) => {
  const name = `Digest ${stamp}`;
  const tools = await signIn(page, member);
  await makeTool(page, name);
  await tools.open();
  const nameButton = tools.item(name).getByTestId("tools.details");
  const detail = await tools.openDetails(name);
  await expect(detail.getByRole("heading", { level: 2 })).toHaveText(name);
  await expect(detail).toContainText(`${name} keeps the key points.`);
  await expect(detail).toContainText("One text at a time.");
  await expect(detail.getByTestId("tool-detail.type")).toHaveText("Personal");
  await expect(detail.getByTestId("tool-detail.variable")).toHaveText([
    "textTextWhat to summariseDefaultthe news",
  ]);
  await page.screenshot({ path: test.info().outputPath("tool-detail.png") });
  // Escape closes it and the focus goes back to the name.
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(nameButton).toBeFocused();
  // Use hands the tool to the chat box.
  await (await tools.openDetails(name)).getByTestId("tool-detail.use").click();
  await expect(tools.inputPanel.getByRole("heading", { name })).toBeVisible();
});

test("the upload dialog offers Done when only the refused files remain", async ({ page }) => {
  const tools = await signIn(page, member);
  await tools.open();
  await page.getByTestId("tools.upload").click();
  const dialog = page.getByTestId("tools.upload-dialog");
  const json = JSON.stringify({
    format: "parley.tool",
    format_version: 1,
    name: `Uploaded ${stamp}`,
    prompt: "Explain {{term}}",
    variables: [{ name: "term", type: "text" }],
  });
  await page.getByTestId("tools.upload-input").setInputFiles([
    { name: `good-${stamp}.json`, mimeType: "application/json", buffer: Buffer.from(json) },
    { name: "broken.json", mimeType: "application/json", buffer: Buffer.from('{"format": ') },
  ]);
  await dialog.getByTestId("tools.upload-submit").click();
  await expect(dialog.getByTestId("tools.upload-result")).toContainText("Tools uploaded: 1");
  await expect(dialog.getByRole("list", { name: "Chosen files" }).getByRole("listitem")).toHaveText([
    /broken\.json/,
  ]);
  // Sending the refused file again would be refused again: Done, not Upload.
  await expect(dialog.getByTestId("tools.upload-submit")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("tools-upload-done.png") });
  await dialog.getByTestId("tools.upload-done").click();
  await expect(dialog).toHaveCount(0);
  await expect(tools.item(`Uploaded ${stamp}`)).toBeVisible();
});

test("the Tools tab opens the Tools screen: its breadcrumb, the tools, and the MCP servers on the left", async ({
  page,
}) => {
  const tools = await signIn(page, member);
  const screen = new ToolsScreenPage(page);
  await screen.open();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(screen.tab).toHaveAttribute("aria-current", "page");
  await expect(screen.breadcrumb.getByRole("listitem")).toHaveText(["Parley", "Tools", "Agentics"]);
  await expect(page).toHaveTitle(/^Tools \| .+ \| Parley$/);
  await expect(tools.item("Teach me anything")).toBeVisible();
  // No chat box here: a tool is used from the chat's tools panel.
  await expect(screen.screen.getByTestId("tools.use")).toHaveCount(0);
  await expect(screen.search).toBeVisible();
  await expect(screen.sort.locator("option")).toHaveText(["Name, A to Z", "Name, Z to A"]);
  await page.screenshot({ path: test.info().outputPath("tools-screen.png") });
  // The tab remembers the area: back from a conversation, the left panel is the conversations list.
  await page.getByTestId("nav.tab-conversations").click();
  await expect(screen.sidebar).toHaveCount(0);
  await screen.open();

  await page.goto(`${acmeUrl}/tools?locale=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(screen.breadcrumb.getByRole("listitem")).toHaveText(["Parley", "الأدوات", "Agentics"]);
  await expect(screen.tab).toHaveText("الأدوات");
  await page.screenshot({ path: test.info().outputPath("tools-screen-ar.png") });
  await page.goto(`${acmeUrl}/tools?locale=en`);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("the tool input panel's Edit opens the tool edit dialog; Save updates the panel", async ({ page }) => {
  const name = `Brief ${stamp}`;
  const tools = await signIn(page, member);
  await makeTool(page, name);
  await tools.open();
  await tools.item(name).getByTestId("tools.use").click();
  const panel = tools.inputPanel;
  await expect(panel.getByRole("heading", { name })).toBeVisible();
  await expect(panel.getByLabel(/text/)).toHaveValue("the news");
  const edit = panel.getByTestId("tool-input.edit");
  await edit.click();
  await expect(tools.editor.getByTestId("tool-editor.prompt")).toHaveValue("Summarise {{text}}");
  await tools.editor.getByTestId("tool-editor.prompt").fill("Summarise {{topic}} briefly");
  await tools.editor.getByTestId("tool-editor.variable-name").fill("topic");
  await page.screenshot({ path: test.info().outputPath("tool-input-edit.png") });
  await tools.save();
  await tools.editor.getByRole("button", { name: "Cancel" }).click();
  await expect(tools.editor).toHaveCount(0);
  await expect(edit).toBeFocused();
  // The panel follows the saved tool: its input is the renamed variable.
  await expect(panel.getByLabel(/topic/)).toHaveValue("the news");
  await expect(panel.getByLabel(/^text/)).toHaveCount(0);
});

test("trying a tool whose send fails says 'error trying the tool' and keeps the values", async ({ page }) => {
  const name = `Faulty ${stamp}`;
  const tools = await signIn(page, member);
  await makeTool(page, name);
  await tools.open();
  await tools.item(name).getByTestId("tools.use").click();
  const panel = tools.inputPanel;
  await panel.getByLabel(/text/).fill("the tides");
  // The server's send fails as a fault would (a 500 with no message).
  await page.route("**/api/v1/messages/send/", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "error trying the tool" })).toBeVisible();
  await expect(panel.getByLabel(/text/)).toHaveValue("the tides");
  await page.screenshot({ path: test.info().outputPath("tool-try-failed.png") });
});
