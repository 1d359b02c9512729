// A regression: the helper's status line and how often the page asks. Switching the helper off showed
// "Running" again for 2–4 s before "Not running" (a status read while the helper stopped its
// servers): now "Stopping…" shows until nothing answers. And the page read the helper's status every
// few seconds forever once the tools panel had shown: now reads back off (1 s doubling to 30 s) while
// nothing answers, and stop with the panel once the member switched the helper off. A stand-in
// helper that keeps answering "enabled" for 3 s after its shutdown (as one without the `stopping`
// status does). Chromium itself logs every refused connection as "Failed to load resource:
// net::ERR_CONNECTION_REFUSED" (fetch, image, XHR, EventSource and WebSocket alike, whatever the page
// does with the failure); the page logs nothing of its own, and the backing off keeps those lines rare.
import type { ConsoleMessage, Page } from "@playwright/test";
import { HELPER_PORT } from "../fixtures/env.ts";
import { startHelperStub, type HelperStub } from "../fixtures/helper-stub.ts";
import { expect as baseExpect, test } from "../fixtures/test.ts";
import { openFakeProviderChat } from "../pages/chat-page.ts";
import { HelperPage } from "../pages/helper-page.ts";
import { ToolsPage } from "../pages/tools-page.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const HELPER_ORIGIN = `http://127.0.0.1:${HELPER_PORT}`;

/** Chromium's own console line for a refused connection to the helper (not the page's code). */
const isBrowserRefusal = (message: ConsoleMessage) =>
  message.text() === "Failed to load resource: net::ERR_CONNECTION_REFUSED" &&
  message.location().url.startsWith(`${HELPER_ORIGIN}/`);

test.describe.serial("the helper's status line and its reads", () => {
  let page: Page;
  let helper: HelperPage;
  let stub: HelperStub;
  /** When (ms since the page opened) each request to the helper went out, and the refused ones. */
  const reads: number[] = [];
  const refused: string[] = [];
  const consoleLines: ConsoleMessage[] = [];
  let opened = 0;

  test.beforeAll(async ({ browser }) => {
    stub = await startHelperStub({ stopMs: 3000, statusWhileStopping: "enabled" });
    page = await browser.newPage();
    opened = Date.now();
    page.on("request", (request) => {
      if (request.url().startsWith(`${HELPER_ORIGIN}/`)) reads.push(Date.now() - opened);
    });
    page.on("requestfailed", (request) => {
      if (request.url().startsWith(`${HELPER_ORIGIN}/`)) refused.push(request.failure()?.errorText ?? "");
    });
    page.on("console", (message) => consoleLines.push(message));
    await openFakeProviderChat(page);
    helper = new HelperPage(page);
  });

  test.afterAll(async () => {
    await page?.close();
    await stub?.stop();
  });

  test("switched off, it says 'Stopping…' until the helper is gone, never 'Running' in between", async () => {
    await new ToolsPage(page).open();
    await expect(helper.state).toHaveText("Running, version 1.0.0");
    await expect(helper.toggle).toHaveAttribute("aria-checked", "true");
    const states = await helper.recordStates();

    await helper.toggle.click();
    await expect(helper.state).toHaveText("Stopping…");
    await expect(helper.toggle).toHaveAttribute("aria-checked", "false");
    await page.screenshot({ path: test.info().outputPath("helper-stopping.png") });
    await stub.gone();
    await expect(helper.state).toHaveText("Not running on this computer.");
    await expect(helper.toggle).toHaveAttribute("aria-checked", "false");
    // The stand-in answered "enabled" for 3 s meanwhile: the line never said "Running" again.
    expect(await states()).toEqual(["Running, version 1.0.0", "Stopping…", "Not running on this computer."]);
    await page.screenshot({ path: test.info().outputPath("helper-stopped.png") });
  });

  test("with the helper gone, reads back off, stop with the panel, and no console line is the page's own", async () => {
    const from = reads.length;
    await page.waitForTimeout(16_000);
    const recent = reads.slice(from);
    // Reads after about 1, 2, 4 and 8 s: each wait about twice the last (the panel and the agent each
    // reading every 5 s, as before, would be six or seven at even intervals).
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(recent.length).toBeLessThanOrEqual(5);
    const waits = recent.slice(1).map((at, index) => at - (recent[index] ?? 0));
    for (const [index, wait] of waits.slice(1).entries())
      expect(wait).toBeGreaterThan(1.6 * (waits[index] ?? 0));

    const tools = new ToolsPage(page);
    await helper.download.focus();
    await page.keyboard.press("Escape");
    await expect(tools.panel).toBeHidden();
    const closed = reads.length;
    await page.waitForTimeout(12_000);
    // Switched off by the member and no helper view open: nothing asks any more.
    expect(reads.length).toBe(closed);

    // Of the helper, only Chromium's line per refused read (as many as reads refused).
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((error) => error === "net::ERR_CONNECTION_REFUSED")).toBe(true);
    const aboutHelper = consoleLines.filter((message) => message.location().url.startsWith(HELPER_ORIGIN));
    expect(aboutHelper.every(isBrowserRefusal)).toBe(true);
    expect(aboutHelper.length).toBe(refused.length);
    // Nothing from the page's own code (the browser's network lines, e.g. a 401 before the shell
    // refreshes its access token, are not the page's).
    const ours = consoleLines
      .filter((message) => ["error", "warning"].includes(message.type()))
      .filter((message) => !message.text().startsWith("Failed to load resource:"))
      .map((message) => `${message.type()}: ${message.text()}`);
    expect(ours).toEqual([]);
    test.info().annotations.push({ type: "helper reads (ms)", description: reads.join(" ") });
  });
});
