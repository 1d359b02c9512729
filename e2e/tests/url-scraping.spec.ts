// Explicit URL detection ({{url}} in a message) against pages the test set-up serves on loopback:
// the page on the allow-listed host:port reaches the model (the fake provider echoes its prompt),
// long pages are cut with the spec's mark, and the same page on an unlisted port, other loopback
// spellings, private and metadata addresses, and a redirect to an unlisted address are refused.
import { PAGE_PORT, UNLISTED_PAGE_PORT } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { PAGE_SENTENCE } from "@parley/test-fakes/page-server";
import { openFakeProviderChat, type ChatPage } from "../pages/chat-page.ts";
import { ModelSettingsPage } from "../pages/model-settings-page.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const listed = `http://localhost:${PAGE_PORT}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// The reply's tool block: "Read <url>" or "Could not fetch <url>: refused: …" (a link's text also
// carries the screen-reader note "(opens in a new tab)").
const readLine = (url: string, suffix = "") =>
  new RegExp(`Read ${escape(url)}( \\(opens in a new tab\\))?${escape(suffix)}`);
const refusedLine = (url: string) =>
  new RegExp(`Could not fetch ${escape(url)}( \\(opens in a new tab\\))?: refused`);

async function setUrlDetection(chat: ChatPage, on: boolean): Promise<void> {
  const panel = new ModelSettingsPage(chat.page);
  await panel.openBehavior();
  const toggle = panel.behaviorSwitch("explicit-url");
  if ((await toggle.getAttribute("aria-checked")) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", String(on));
  await chat.page.getByTestId("behavior-settings.close").click();
}

test("a {{url}} on an allow-listed host reaches the model; long pages are cut", async ({ page }) => {
  const chat = await openFakeProviderChat(page);
  await setUrlDetection(chat, true);

  const reply = await chat.sendAndSettle(`What does this report say? {{${listed}/page}}`);
  await expect(reply).toHaveAttribute("data-status", "complete");
  // The fake echoes the prompt it received: the page's text was in it, its script was not.
  await expect(reply).toContainText(PAGE_SENTENCE);
  await expect(reply).not.toContainText("window.tracking");
  await expect(reply).toContainText(readLine(`${listed}/page`));
  await page.screenshot({ path: test.info().outputPath("lead-scraping-read.png") });

  const long = await chat.sendAndSettle(`And this one? {{${listed}/long}}`);
  await expect(long).toContainText("[Content truncated due to size]");
  await expect(long).toContainText(readLine(`${listed}/long`, " (truncated)"));
});

test("the same page elsewhere is refused: unlisted port, loopback spellings, private, metadata, redirects", async ({
  page,
}) => {
  const chat = await openFakeProviderChat(page);
  await setUrlDetection(chat, true);
  const refused = [
    `http://localhost:${UNLISTED_PAGE_PORT}/page`,
    `http://127.0.0.2:${PAGE_PORT}/page`,
    `http://[::1]:${PAGE_PORT}/page`,
    `http://2130706433:${PAGE_PORT}/page`,
    `http://0177.0.0.1:${PAGE_PORT}/page`,
  ];
  // The addresses typed in {{…}} are what the user asked to fetch: DLP does not hold the send for them.
  const first = await chat.sendAndSettle(`Read these: ${refused.map((url) => `{{${url}}}`).join(" ")}`);
  for (const url of refused) await expect(first).toContainText(refusedLine(url));
  await expect(first).not.toContainText(PAGE_SENTENCE);

  const more = [
    "http://10.0.0.1/page",
    "http://192.168.1.20/page",
    "http://169.254.169.254/latest/meta-data/",
    `${listed}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${UNLISTED_PAGE_PORT}/page`)}`,
  ];
  const second = await chat.sendAndSettle(`And these: ${more.map((url) => `{{${url}}}`).join(" ")}`);
  for (const url of more) await expect(second).toContainText(refusedLine(url));
  await expect(second).not.toContainText(PAGE_SENTENCE);
  await page.screenshot({ path: test.info().outputPath("lead-scraping-refused.png") });
});

test("with explicit URL detection off, nothing is fetched", async ({ page }) => {
  const chat = await openFakeProviderChat(page);
  await setUrlDetection(chat, false);
  const reply = await chat.sendAndSettle(`Ignore this link {{${listed}/page}}`);
  await expect(reply).toHaveAttribute("data-status", "complete");
  await expect(reply).not.toContainText(PAGE_SENTENCE);
  await expect(reply).not.toContainText("Read http");
});
