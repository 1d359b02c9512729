// MCP tool servers in Chromium against the real server: the reference server from npm
// (server-everything, Streamable HTTP on loopback) added with the ops CLI; a member switches it on in
// the MCP Servers tab; the fake provider calls its echo tool; the permission dialog answers (allow
// once, decline, stop now, allow in this conversation), comes back after a reload, and is shown only
// to the sender (a collaborator sees the tool section); refused URLs.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { acmeUrl, fakeProviderUser, mcpEverythingUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { expect as baseExpect, test } from "../fixtures/test.ts";
import { fakeMarker, registerFakeReply, TOOL_RESULT_PREFIX } from "@parley/test-fakes/scripted-replies";
import { ChatPage, openFakeProviderChat } from "../pages/chat-page.ts";
import { CollaborationPage } from "../pages/collaboration-page.ts";
import { McpPage } from "../pages/mcp-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";
import { ToolsPage } from "../pages/tools-page.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** A fake reply that calls server-everything's echo tool with `message`. */
async function echoCall(name: string, message: string): Promise<string> {
  await registerFakeReply(name, {
    text: "",
    toolCalls: [{ name: "everything__echo", arguments: { message } }],
  });
  return `Please echo ${fakeMarker(name)}`;
}

/** The id of the chat's newest reply ("" when none). */
async function lastReplyId(chat: ChatPage): Promise<string> {
  const replies = chat.assistantReplies();
  if ((await replies.count()) === 0) return "";
  return (await replies.last().getAttribute("data-message-id")) ?? "";
}

/** The reply the last send started: the newest one once its id is no longer `before`. */
async function newestReply(chat: ChatPage, before: string) {
  await expect
    .poll(async () => {
      const id = await lastReplyId(chat);
      return /^\d+$/.test(id) && id !== before;
    })
    .toBe(true);
  return chat.messageById(await lastReplyId(chat));
}

test.describe.serial("MCP tools in replies", () => {
  let page: Page;
  let chat: ChatPage;
  let mcp: McpPage;
  /** Where allow_conversation was answered. */
  let allowedConversation = "";

  test.beforeAll(async ({ browser }) => {
    ops(
      ...["mcp", "add", "acme", "everything", "--url", mcpEverythingUrl],
      ...["--description", "The MCP reference server"],
    );
    page = await browser.newPage();
    chat = await openFakeProviderChat(page);
    mcp = new McpPage(page);
  });

  test.afterAll(async () => {
    await page?.close();
  });

  test("the member switches the workspace server on in the MCP Servers tab", async () => {
    const tools = new ToolsPage(page);
    await tools.open();
    await mcp.tab.click();
    const server = mcp.server("everything");
    await expect(server).toContainText("The MCP reference server");
    await expect(server.getByTestId("mcp.summary")).toContainText("Connected");
    await expect(server.getByTestId("mcp.server-switch")).toHaveAttribute("aria-checked", "false");
    await mcp.useServer("everything");
    await expect(mcp.tool("everything", "echo")).toBeVisible();
    await expect(mcp.tool("everything", "echo").getByRole("switch")).toHaveAttribute("aria-checked", "true");
    await expect(server.getByTestId("mcp.summary")).not.toContainText(/^0 of/);
    await page.screenshot({ path: test.info().outputPath("mcp-servers-tab.png") });
  });

  test("a tool call asks first; allow once puts the result in the reply", async () => {
    const before = await lastReplyId(chat);
    await chat.sendMessage(await echoCall("mcp-allow", "hello from e2e"));
    await expect(mcp.dialog).toBeVisible();
    await expect(mcp.dialog).toContainText("everything");
    await expect(mcp.dialog.getByTestId("tool-permission.args")).toContainText("hello from e2e");
    // The reply's tool section waits with its loader meanwhile.
    const reply = await newestReply(chat, before);
    await expect(reply.getByTestId("message.section-tool")).toHaveAttribute("data-complete", "false");
    await page.screenshot({ path: test.info().outputPath("mcp-permission-dialog.png") });
    await mcp.answer("allow_once");
    await expect(reply).toHaveAttribute("data-status", "complete");
    await expect(reply.getByTestId("message.section-tool")).toHaveAttribute("data-complete", "true");
    await expect(reply).toContainText(`${TOOL_RESULT_PREFIX}Echo: hello from e2e`);
    await reply.getByTestId("message.section-tool").locator("summary").click();
    await expect(reply.getByTestId("message.section-tool")).toContainText("Echo: hello from e2e");
    await page.screenshot({ path: test.info().outputPath("mcp-tool-result.png") });
  });

  test("decline tells the model; stop now ends the reply", async () => {
    let before = await lastReplyId(chat);
    await chat.sendMessage(await echoCall("mcp-decline", "not this"));
    await mcp.answer("decline");
    const declined = await newestReply(chat, before);
    await expect(declined).toHaveAttribute("data-status", "complete");
    await expect(declined).toContainText(`${TOOL_RESULT_PREFIX}The user disallowed the function.`);

    before = await lastReplyId(chat);
    await chat.sendMessage(await echoCall("mcp-stop", "stop here"));
    await mcp.answer("stop_now");
    const stopped = await newestReply(chat, before);
    await expect(stopped).toHaveAttribute("data-status", "stopped");
    await stopped.getByTestId("message.section-tool").locator("summary").click();
    await expect(stopped).toContainText("The user stopped the conversation.");
    await expect(stopped).not.toContainText(TOOL_RESULT_PREFIX);
  });

  test("the dialog comes back after a reload, and closing it stops the reply", async () => {
    const before = await lastReplyId(chat);
    await chat.sendMessage(await echoCall("mcp-reload", "after reload"));
    await expect(mcp.dialog).toBeVisible();
    await page.reload();
    await expect(mcp.dialog).toBeVisible({ timeout: 30_000 });
    await expect(mcp.dialog.getByTestId("tool-permission.args")).toContainText("after reload");
    await page.keyboard.press("Escape");
    await expect(mcp.dialog).toBeHidden();
    const reply = await newestReply(chat, before);
    await expect(reply).toHaveAttribute("data-status", "stopped");
  });

  test("allow in this conversation holds there only", async () => {
    let before = await lastReplyId(chat);
    await chat.sendMessage(await echoCall("mcp-conv-1", "first"));
    await mcp.answer("allow_conversation");
    await expect(await newestReply(chat, before)).toContainText(`${TOOL_RESULT_PREFIX}Echo: first`);

    before = await lastReplyId(chat);
    await chat.sendMessage(await echoCall("mcp-conv-2", "second"));
    const second = await newestReply(chat, before);
    await expect(second).toContainText(`${TOOL_RESULT_PREFIX}Echo: second`);
    await expect(mcp.dialog).toBeHidden();

    // A new conversation asks again.
    allowedConversation = page.url();
    await page.goto(`${acmeUrl}/conversations/new`);
    await chat.selectModel("Fake GPT");
    await chat.sendMessage(await echoCall("mcp-conv-3", "elsewhere"));
    await expect(mcp.dialog).toBeVisible();
    await mcp.answer("decline");
    await chat.waitForSettled();
  });

  test("the MCP tab lists the standing answer, and revoking it makes the tool ask again", async () => {
    // allow_conversation of the test before is listed.
    const tools = new ToolsPage(page);
    await tools.open();
    await mcp.tab.click();
    await expect(mcp.grants.first()).toContainText("Allowed in one conversation");
    await mcp.grants.first().getByRole("button").click();
    await expect(mcp.grants).toHaveCount(0);
    await page.goto(allowedConversation);
    await chat.sendMessage(await echoCall("mcp-revoked", "asks again"));
    await expect(mcp.dialog).toBeVisible();
    await mcp.answer("decline");
    await chat.waitForSettled();
  });

  test("the MCP tab and the permission dialog in Arabic read right to left", async () => {
    await page.goto(`${acmeUrl}/conversations/new?locale=ar`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await chat.selectModel("Fake GPT");
    const tools = new ToolsPage(page);
    await tools.open();
    await mcp.tab.click();
    await expect(mcp.server("everything").getByTestId("mcp.summary")).toContainText("متصل");
    await chat.sendMessage(await echoCall("mcp-arabic", "مرحبا"));
    await expect(mcp.dialog).toBeVisible();
    await expect(mcp.dialog.getByRole("heading", { level: 2 })).toHaveText("هل تسمح بـ echo؟");
    await expect(mcp.dialog.getByTestId("tool-permission.allow")).toHaveText("اسمح");
    await page.screenshot({ path: test.info().outputPath("mcp-dialog-ar.png") });
    await mcp.answer("decline");
    await chat.waitForSettled();
    await page.goto(`${acmeUrl}/conversations/new?locale=en`);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });
});

test.describe.serial("who is asked", () => {
  const colleague = {
    email: `mcp-cole-${Date.now()}@acme.test`,
    password: "e2e-mcp-Cole-1",
    name: "Mo Collaborator",
  };
  let contexts: BrowserContext[] = [];

  async function signIn(browser: Browser, who: { email: string; password: string }, next: string) {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const signInPage = new SignInPage(page);
    await signInPage.open(acmeUrl, `?next=${encodeURIComponent(next)}`);
    await expect(signInPage.workEmailButton.or(signInPage.email)).toBeVisible({ timeout: 30_000 });
    await signInPage.signIn(who.email, who.password);
    return page;
  }

  test.afterAll(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
  });

  test("a collaborator sees the pending tool section but no dialog", async ({ browser }) => {
    test.setTimeout(180_000);
    ops(
      ...["user", "create", "acme", colleague.email, "--name", colleague.name],
      ...["--role", "member", "--password", colleague.password],
    );
    const senderPage = await signIn(browser, fakeProviderUser, "/conversations/new");
    const sender = new ChatPage(senderPage);
    await sender.selectModel("Fake GPT");
    await sender.sendAndSettle("Let's look at tools together");
    const link = await new CollaborationPage(senderPage).enable();
    await new CollaborationPage(senderPage).closeDialog();

    const colePage = await signIn(browser, colleague, new URL(link).pathname);
    const cole = new ChatPage(colePage);
    await expect(cole.assistantReplies()).toHaveCount(1);

    await sender.sendMessage(await echoCall("mcp-collab", "together"));
    const senderMcp = new McpPage(senderPage);
    await expect(senderMcp.dialog).toBeVisible();
    await expect(cole.assistantReplies()).toHaveCount(2);
    const pending = cole.assistantReplies().last().getByTestId("message.section-tool");
    await expect(pending).toHaveAttribute("data-complete", "false");
    await expect(new McpPage(colePage).dialog).toHaveCount(0);
    await colePage.screenshot({ path: test.info().outputPath("mcp-collaborator-pending.png") });
    await senderMcp.answer("allow_once");
    await expect(cole.assistantReplies().last()).toContainText(`${TOOL_RESULT_PREFIX}Echo: together`);
  });
});

test("MCP URLs on loopback (not allow-listed) or the metadata address are refused", () => {
  for (const url of ["http://127.0.0.1:9/mcp", "http://169.254.169.254/mcp"]) {
    expect(() => ops("mcp", "add", "acme", "refused", "--url", url)).toThrow(/Refused to fetch/);
  }
  expect(ops("mcp", "list", "acme")).not.toContain("refused");
});
