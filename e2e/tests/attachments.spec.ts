// Attachments end to end: a PDF chosen from the Add file menu reaches the model as text (the fake
// provider echoes its prompt), 11 files are refused with the spec's message, an image is refused
// for a model without image support, a dropped file is attached, and an image sent to people only
// shows in the conversation and opens in the preview.
import { PNG_1X1, pdfWith } from "../../server/test/modules/attachments/fixtures.ts";
import { expect, test } from "../fixtures/test.ts";
import { pageGetStart } from "../fixtures/page-api.ts";
import { AttachmentsPage } from "../pages/attachments-page.ts";
import { openFakeProviderChat } from "../pages/chat-page.ts";

test.describe.configure({ timeout: 120_000 });

const REPORT_LINE = "Net revenue reached 42 million in Q3";

test("a PDF from the Add file menu reaches the model as text, and shows on the message", async ({ page }) => {
  const chat = await openFakeProviderChat(page);
  const attachments = new AttachmentsPage(page);
  await attachments.upload("documents", [
    { name: "q3-report.pdf", buffer: Buffer.from(pdfWith(REPORT_LINE)) },
  ]);
  await expect(attachments.chips).toHaveCount(1);
  await expect(attachments.chips.first()).toContainText("q3-report.pdf");
  await page.screenshot({ path: test.info().outputPath("lead-attachments-chips.png") });

  const reply = await chat.sendAndSettle("What does the report say?");
  await expect(reply).toHaveAttribute("data-status", "complete");
  await expect(reply).toContainText(REPORT_LINE);
  await expect(attachments.chips).toHaveCount(0);
  const sent = chat.userMessages().filter({ hasText: "What does the report say?" });
  const link = attachments.messageFiles(sent).documents;
  await expect(link).toHaveText("q3-report.pdf");
  // Fetched by the page (its cookies; Node cannot resolve *.localhost).
  const head = await pageGetStart(page, (await link.getAttribute("href")) ?? "", 5);
  expect(head).toEqual({ status: 200, start: "%PDF-" });
});

test("11 files are refused with the spec's message; an image needs a model that reads images", async ({
  page,
}) => {
  const chat = await openFakeProviderChat(page);
  const attachments = new AttachmentsPage(page);
  await attachments.upload(
    "documents",
    Array.from({ length: 11 }, (_, i) => ({ name: `note-${i}.txt`, buffer: Buffer.from(`note ${i}`) })),
  );
  await expect(attachments.problem).toHaveText("You can only upload up to 10 files at a time");
  await chat.input.fill("Too many");
  await chat.send.click();
  await expect(attachments.error).toContainText("You can only upload up to 10 files at a time");
  await expect(chat.input).toHaveValue("Too many");
  await expect(chat.userMessages()).toHaveCount(0);
  for (let i = 0; i < 11; i++) await page.getByTestId("attach.remove").first().click();

  await attachments.upload("images", [{ name: "chart.png", buffer: Buffer.from(PNG_1X1) }]);
  await expect(attachments.problem).toHaveText("Some files are not supported by the current model");
  await page.screenshot({ path: test.info().outputPath("lead-attachments-problem.png") });
});

test("a dropped or pasted file is attached; an image sent to people only opens in the preview", async ({
  page,
}) => {
  const chat = await openFakeProviderChat(page);
  const attachments = new AttachmentsPage(page);
  await attachments.dropFile({ name: "dropped.txt", text: "dropped notes" });
  await expect(attachments.overlay).toHaveCount(0);
  await expect(attachments.chips).toHaveCount(1);
  await expect(attachments.chips.first()).toContainText("dropped.txt");
  await page.getByTestId("attach.remove").click();
  await attachments.pasteFile({ name: "pasted.txt", text: "pasted notes" });
  await expect(attachments.chips).toHaveCount(1);
  await expect(attachments.chips.first()).toContainText("pasted.txt");
  await page.getByTestId("attach.remove").click();

  await attachments.upload("images", [{ name: "chart.png", buffer: Buffer.from(PNG_1X1) }]);
  await chat.input.fill("The chart for everyone");
  await page.getByTestId("chat-box.send-non-ai").click();
  const sent = chat.userMessages().filter({ hasText: "The chart for everyone" });
  await expect(sent).toHaveAttribute("data-message-id", /^\d+$/);
  const image = attachments.messageFiles(sent).images;
  await expect(image).toHaveCount(1);
  await image.click();
  const preview = page.getByRole("dialog", { name: "chart.png" });
  await expect(preview).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("lead-attachments-preview.png") });
  await page.keyboard.press("Escape");
  await expect(preview).toHaveCount(0);
});

test("a large upload shows its progress and can be cancelled; sent again, it arrives", async ({ page }) => {
  const chat = await openFakeProviderChat(page);
  const attachments = new AttachmentsPage(page);
  // 1.5 MB at 256 KB/s: about six seconds of upload, wide enough to cancel and to watch on a busy machine.
  const rows = Array.from({ length: 30_000 }, (_, i) => `${i},item ${i},${(i * 7) % 1000}`).join("\n");
  const csv = { name: "inventory.csv", buffer: Buffer.from(rows.padEnd(1_500_000, " ")) };
  await attachments.upload("documents", [csv]);
  await attachments.throttleUploads(256 * 1024);
  await chat.input.fill("The inventory for everyone");
  await page.getByTestId("chat-box.send-non-ai").click();

  // Cancelled at once (the checks below take time the upload must not outrun): nothing is sent, the
  // text and the file are back.
  await expect(attachments.progress).toBeVisible();
  await attachments.cancelUpload.click();
  await expect(attachments.progress).toHaveCount(0);
  await expect(chat.input).toHaveValue("The inventory for everyone");
  await expect(attachments.chips).toHaveCount(1);
  await expect(chat.userMessages()).toHaveCount(0);

  // Sent again: the bar counts up, and the message shows at once with its file.
  await page.getByTestId("chat-box.send-non-ai").click();
  await expect(attachments.progress).toBeVisible();
  await expect(attachments.progress).toHaveAttribute("aria-valuenow", /^([1-9]\d?)$/, { timeout: 10_000 });
  await expect(attachments.progress).toHaveAttribute("aria-label", /Uploading files… \d+%/);
  const sent = chat.userMessages().filter({ hasText: "The inventory for everyone" });
  await expect(attachments.messageFiles(sent).documents).toHaveText("inventory.csv");
  await page.screenshot({ path: test.info().outputPath("lead-upload-progress.png") });
  await expect(sent).toHaveAttribute("data-message-id", /^\d+$/, { timeout: 30_000 });
  await expect(attachments.messageFiles(sent).documents).toHaveText("inventory.csv");
  await expect(attachments.progress).toHaveCount(0);
  await attachments.throttleUploads(null);
});
