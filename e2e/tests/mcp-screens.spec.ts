// The MCP screens in Chromium against the real server (server-everything added with the ops
// CLI under a name of its own): the MCP server detail dialog opens from a server's name in the MCP
// Servers tab and in the Tools screen's server list, with each tool's state and arguments; a tool
// permission answered 'always' in the chat shows in "Your standing answers" at once, without a reload.
import type { Page } from "@playwright/test";
import { mcpEverythingUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { expect as baseExpect, test } from "../fixtures/test.ts";
import { fakeMarker, registerFakeReply, TOOL_RESULT_PREFIX } from "@parley/test-fakes/scripted-replies";
import { type ChatPage, openFakeProviderChat } from "../pages/chat-page.ts";
import { McpPage } from "../pages/mcp-page.ts";
import { ToolsPage } from "../pages/tools-page.ts";
import { ToolsScreenPage } from "../pages/tools-screen-page.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** Its own names: mcp.spec.ts and dialog-focus.spec.ts add theirs on the same worker's server. */
const SERVER = "screens";
/** A second server, for the sort. */
const OTHER = "screens-zz";

test.describe.serial("the MCP screens", () => {
  let page: Page;
  let chat: ChatPage;
  let mcp: McpPage;
  let tools: ToolsPage;

  test.beforeAll(async ({ browser }) => {
    ops(...["mcp", "add", "acme", SERVER, "--url", mcpEverythingUrl, "--description", "Screens under test"]);
    ops(...["mcp", "add", "acme", OTHER, "--url", mcpEverythingUrl]);
    page = await browser.newPage();
    chat = await openFakeProviderChat(page);
    mcp = new McpPage(page);
    tools = new ToolsPage(page);
  });

  test.afterAll(async () => {
    await page?.close();
  });

  test("a server's name in the MCP Servers tab opens its detail: status, tools and their arguments", async () => {
    await tools.open();
    await mcp.tab.click();
    await expect(mcp.server(SERVER).getByTestId("mcp.summary")).toContainText("Connected");
    const detail = await mcp.openDetails(SERVER);
    await expect(detail.getByRole("heading", { level: 2 })).toHaveText(SERVER);
    await expect(detail).toContainText("Screens under test");
    await expect(detail.getByTestId("mcp-detail.status")).toHaveText("Connected");
    const echo = mcp.detailTool("echo");
    await expect(echo).toContainText("Echoes back the input string");
    // Off until the member switches the server on.
    await expect(echo.getByTestId("mcp-detail.tool-state")).toHaveText("Off");
    await expect(echo.getByTestId("mcp-detail.parameter")).toHaveText([
      "string · required — Message to echo",
    ]);
    await page.screenshot({ path: test.info().outputPath("mcp-server-detail.png") });
    await detail.getByRole("button", { name: "Close" }).click();
    await expect(detail).toBeHidden();
    await expect(mcp.server(SERVER).getByTestId("mcp.details")).toBeFocused();
  });

  test("a tool allowed 'always' in the chat shows in the standing answers at once", async () => {
    await mcp.useServer(SERVER);
    await expect(mcp.grant(SERVER, "echo")).toHaveCount(0);
    await registerFakeReply("screens-always", {
      text: "",
      toolCalls: [{ name: `${SERVER}__echo`, arguments: { message: "every time" } }],
    });
    await chat.sendMessage(`Please echo ${fakeMarker("screens-always")}`);
    await mcp.answer("allow_always");
    await expect(chat.assistantReplies().last()).toContainText(`${TOOL_RESULT_PREFIX}Echo: every time`);
    // The tab stayed open through the answer: no reload, no tab switch.
    await expect(mcp.grant(SERVER, "echo")).toContainText("Always allowed");
    await page.screenshot({ path: test.info().outputPath("mcp-standing-answer.png") });
    // Revoked again: this member's next echo asks as before.
    await mcp.grant(SERVER, "echo").getByRole("button").click();
    await expect(mcp.grant(SERVER, "echo")).toHaveCount(0);
  });

  test("the Tools screen lists the MCP servers on the left; one opens its detail", async () => {
    const screen = new ToolsScreenPage(page);
    await screen.open();
    await expect(screen.server(SERVER)).toContainText(SERVER);
    // Searched and sorted by name on the server, both ways.
    await screen.search.fill(SERVER);
    await expect.poll(() => screen.serverNames()).toEqual([SERVER, OTHER]);
    await screen.sort.selectOption("-server_name");
    await expect.poll(() => screen.serverNames()).toEqual([OTHER, SERVER]);
    await screen.search.fill("zz");
    await expect.poll(() => screen.serverNames()).toEqual([OTHER]);
    await screen.search.fill(SERVER);
    await screen.server(SERVER).click();
    await expect(mcp.detail).toBeVisible();
    await expect(mcp.detailTool("echo").getByTestId("mcp-detail.tool-state")).toHaveText("On");
    await page.screenshot({ path: test.info().outputPath("tools-screen-mcp-detail.png") });
    await page.keyboard.press("Escape");
    await expect(mcp.detail).toBeHidden();
    await expect(screen.server(SERVER)).toBeFocused();
  });
});
