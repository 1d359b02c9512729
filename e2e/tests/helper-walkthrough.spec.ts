// A regression, "the helper walkthrough points at the helper": step 1 opened the behaviour settings, but
// the helper section is in the tools panel, and steps 2 ("Download the helper app… from this link")
// and 3 ("Turn the helper app on here") floated pointing at nothing, even with a download link
// configured (the e2e server names one). Now step 1 points at the button that opens the tools panel,
// and steps 2 and 3 open that panel and unfold the helper section themselves if needed.
import { expect, test } from "../fixtures/test.ts";
import { openFakeProviderChat } from "../pages/chat-page.ts";
import { HelperPage } from "../pages/helper-page.ts";
import { ToolsPage } from "../pages/tools-page.ts";

test.describe.configure({ timeout: 120_000 });

test("step 1 opens the tools panel; the download link and the switch are pointed at", async ({
  page,
  shell,
}) => {
  await openFakeProviderChat(page);
  const tools = new ToolsPage(page);
  const helper = new HelperPage(page);
  const tour = await shell.startWalkthrough("Helper app walkthrough");
  await tour.expectStep(1, 4, "Open the tools panel");
  await tour.expectPointingAt(tools.opener);
  await page.screenshot({ path: test.info().outputPath("helper-tour-1.png") });

  await tools.opener.click();
  await expect(tools.panel).toBeVisible();
  await tour.expectStep(2, 4, "Download the helper app");
  await tour.expectPointingAt(helper.download);
  await page.screenshot({ path: test.info().outputPath("helper-tour-2.png") });

  await tour.next.click();
  await tour.expectStep(3, 4, "Start the helper app");
  await tour.expectPointingAt(helper.toggle);
  await page.screenshot({ path: test.info().outputPath("helper-tour-3.png") });
  await tour.close.click();
});

test("with the panel closed and the helper section folded, Next opens and unfolds them", async ({
  page,
  shell,
}) => {
  await openFakeProviderChat(page);
  const tools = new ToolsPage(page);
  const helper = new HelperPage(page);
  // The member folded the helper section and closed the panel.
  await tools.open();
  await helper.sectionToggle.click();
  await expect(helper.sectionToggle).toHaveAttribute("aria-expanded", "false");
  await helper.sectionToggle.focus();
  await page.keyboard.press("Escape");
  await expect(tools.panel).toBeHidden();

  const tour = await shell.startWalkthrough("Helper app walkthrough");
  await tour.expectStep(1, 4, "Open the tools panel");
  await tour.next.click();
  await tour.expectStep(2, 4, "Download the helper app");
  await expect(tools.panel).toBeVisible();
  await expect(helper.sectionToggle).toHaveAttribute("aria-expanded", "true");
  await tour.expectPointingAt(helper.download);
  await tour.next.click();
  await tour.expectPointingAt(helper.toggle);
  await tour.close.click();
});
