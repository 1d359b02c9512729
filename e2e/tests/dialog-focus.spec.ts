// A regression, "a second tool-permission dialog does not take keyboard focus": after one permission
// dialog was answered, the next one (another message whose reply calls a tool) left the focus in the
// chat box behind it, so Escape did nothing and typing went into the hidden box. Here three in a row,
// each sent from the chat box: each dialog has the focus, typing does not reach the chat box, Escape
// closes it (stop now) and the focus is back in the chat box.
import type { Page } from "@playwright/test";
import { mcpEverythingUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { expect as baseExpect, test } from "../fixtures/test.ts";
import { fakeMarker, registerFakeReply } from "@parley/test-fakes/scripted-replies";
import { type ChatPage, openFakeProviderChat } from "../pages/chat-page.ts";
import { McpPage } from "../pages/mcp-page.ts";
import { ToolsPage } from "../pages/tools-page.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

/** Whether the keyboard focus is inside the permission dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector("[data-testid='tool-permission.dialog']")?.contains(document.activeElement) ??
      false,
  );

test.describe.serial("the tool permission dialog's focus", () => {
  let page: Page;
  let chat: ChatPage;

  test.beforeAll(async ({ browser }) => {
    // A name of its own: mcp.spec.ts adds "everything" on the same worker's server and fails if it exists.
    ops(...["mcp", "add", "acme", "focus", "--url", mcpEverythingUrl]);
    page = await browser.newPage();
    chat = await openFakeProviderChat(page);
  });

  test.afterAll(async () => {
    await page?.close();
  });

  test("every permission dialog in a row takes the focus and gives it back", async () => {
    const tools = new ToolsPage(page);
    const mcp = new McpPage(page);
    await tools.open();
    await mcp.tab.click();
    await mcp.useServer("focus");
    // Escape in the panel closes it.
    await mcp.tab.focus();
    await page.keyboard.press("Escape");
    await expect(tools.panel).toBeHidden();

    for (let round = 1; round <= 3; round++) {
      await registerFakeReply(`focus-${round}`, {
        text: "",
        toolCalls: [{ name: "focus__echo", arguments: { message: `round ${round}` } }],
      });
      // Sent with Enter from the chat box, as a member types.
      await chat.input.fill(`Echo this ${fakeMarker(`focus-${round}`)}`);
      await chat.input.press("Enter");
      await expect(mcp.dialog).toBeVisible();
      await expect(mcp.dialog.getByTestId("tool-permission.args")).toContainText(`round ${round}`);
      // The send settles (the sent message has its server id) once the reply has begun, when the dialog
      // may be open already: the focus must stay in the dialog.
      await expect(chat.userMessages().last()).toHaveAttribute("data-message-id", /^[1-9]\d*$/);
      await expect.poll(() => focusInDialog(page)).toBe(true);
      await page.keyboard.type("zz");
      await expect(chat.input).toHaveValue("");
      if (round === 2)
        await page.screenshot({ path: test.info().outputPath("second-permission-dialog.png") });
      await page.keyboard.press("Escape");
      await expect(mcp.dialog).toBeHidden();
      await expect(chat.input).toBeFocused();
      // Stop now ends the reply; the next round sends once it has.
      await expect(chat.assistantReplies().last()).not.toHaveAttribute("data-status", "streaming");
    }
  });
});
