// Security round 3 in Chromium: a model step that makes two tool calls at once. The member declines
// the first and allows the second; each tool section of the reply shows its own call's outcome — the
// declined one only "The user disallowed the function.", the allowed one its own result. The reference
// MCP server (server-everything) is added under a name of its own.
import type { Page } from "@playwright/test";
import { mcpEverythingUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { expect as baseExpect, test } from "../fixtures/test.ts";
import { fakeMarker, registerFakeReply, TOOL_RESULT_PREFIX } from "@parley/test-fakes/scripted-replies";
import { openFakeProviderChat } from "../pages/chat-page.ts";
import type { ChatPage } from "../pages/chat-page.ts";
import { McpPage } from "../pages/mcp-page.ts";
import { ToolsPage } from "../pages/tools-page.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const DECLINED = "The user disallowed the function.";

test.describe.serial("two tool calls in one model step", () => {
  let page: Page;
  let chat: ChatPage;
  let mcp: McpPage;

  test.beforeAll(async ({ browser }) => {
    ops(...["mcp", "add", "acme", "steps", "--url", mcpEverythingUrl]);
    page = await browser.newPage();
    chat = await openFakeProviderChat(page);
    mcp = new McpPage(page);
    const tools = new ToolsPage(page);
    await tools.open();
    await mcp.tab.click();
    await mcp.useServer("steps");
    await expect(mcp.tool("steps", "echo")).toBeVisible();
  });

  test.afterAll(async () => {
    await page?.close();
  });

  test("each result shows under its own call; the declined one says only that it was disallowed", async () => {
    await registerFakeReply("two-calls", {
      text: "",
      toolCalls: [
        { name: "steps__echo", arguments: { message: "first call" } },
        { name: "steps__echo", arguments: { message: "second call" } },
      ],
    });
    const before = await chat.assistantReplies().count();
    await chat.sendMessage(`Please echo twice ${fakeMarker("two-calls")}`);
    const args = mcp.dialog.getByTestId("tool-permission.args");
    await expect(args).toContainText("first call");
    // The second call asks right after the first is answered: the dialog stays, with its arguments.
    await mcp.dialog.getByTestId("tool-permission.choice-decline").check();
    await mcp.dialog.getByTestId("tool-permission.decline").click();
    await expect(args).toContainText("second call");
    await mcp.answer("allow_once");

    await expect(chat.assistantReplies()).toHaveCount(before + 1);
    const reply = chat.assistantReplies().last();
    await expect(reply).toHaveAttribute("data-status", "complete");
    await expect(reply).toContainText(TOOL_RESULT_PREFIX);
    const sections = reply.getByTestId("message.section-tool");
    await expect(sections).toHaveCount(2);
    for (const section of await sections.all()) await section.locator("summary").click();
    const [declined, allowed] = [sections.nth(0), sections.nth(1)];
    await expect(declined).toContainText("first call");
    await expect(declined).toContainText(DECLINED);
    await expect(declined).not.toContainText("Echo:");
    await expect(allowed).toContainText("second call");
    await expect(allowed).toContainText("Echo: second call");
    await expect(allowed).not.toContainText(DECLINED);
    await page.screenshot({ path: test.info().outputPath("two-tool-calls.png") });
  });
});
