// A regression, "Create → Cancel in the Agentics tab leaves a blank 'New tool' behind" (each try added
// one more for the member to delete by hand): nothing is stored until the member saves.
import type { Page } from "@playwright/test";
import { pageApi } from "../fixtures/page-api.ts";
import { expect, test } from "../fixtures/test.ts";
import { openFakeProviderChat } from "../pages/chat-page.ts";
import { ToolsPage } from "../pages/tools-page.ts";

test.describe.configure({ timeout: 120_000 });

/** The names of the member's tools, as the server lists them. */
async function toolNames(page: Page): Promise<string[]> {
  const answer = await pageApi(page, "GET", "/api/v1/tools/?page_size=100");
  expect(answer.status).toBe(200);
  return (answer.body as { results: { name: string }[] }).results.map((tool) => tool.name);
}

test("Create then Cancel stores nothing, however often; Save stores the one tool", async ({ page }) => {
  await openFakeProviderChat(page);
  const tools = new ToolsPage(page);
  await tools.open();
  await expect(tools.items.first()).toBeVisible();
  const before = await toolNames(page);

  for (let attempt = 0; attempt < 3; attempt++) {
    await tools.create();
    await expect(tools.editor.getByRole("heading", { name: "New tool" })).toBeVisible();
    await tools.editor.getByRole("button", { name: "Cancel" }).click();
    await expect(tools.editor).toBeHidden();
  }
  expect(await toolNames(page)).toEqual(before);
  await expect(tools.item("New tool")).toHaveCount(0);

  const name = `Created once ${Date.now()}`;
  await tools.create();
  await tools.editor.getByTestId("tool-editor.prompt").fill("Say hello to {{who}}");
  await tools.editor.getByTestId("tool-editor.tab-settings").click();
  await tools.editor.getByTestId("tool-editor.name").fill(name);
  await tools.editor.getByTestId("tool-editor.save").click();
  await expect(page.getByTestId("toast").filter({ hasText: "tool updated successfully" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("tool-created.png") });
  await tools.editor.getByRole("button", { name: "Cancel" }).click();
  await expect(tools.item(name)).toHaveCount(1);
  const after = await toolNames(page);
  expect(after.filter((tool) => !before.includes(tool))).toEqual([name]);
});
