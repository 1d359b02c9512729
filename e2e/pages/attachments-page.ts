import type { Locator, Page } from "@playwright/test";

/** The chat box's attachments: the Add file menu, the chips, the drop overlay, a message's files. */
export class AttachmentsPage {
  readonly page: Page;
  readonly addButton: Locator;
  readonly chips: Locator;
  readonly problem: Locator;
  readonly error: Locator;
  readonly overlay: Locator;
  readonly progress: Locator;
  readonly cancelUpload: Locator;

  constructor(page: Page) {
    this.page = page;
    this.addButton = page.getByTestId("attach.button");
    this.chips = page.getByTestId("attach.chip");
    this.problem = page.getByTestId("chat-box.attachment-problem");
    this.error = page.getByTestId("chat-box.error");
    this.overlay = page.getByTestId("attach.drop-overlay");
    this.progress = page.getByTestId("chat.upload-progress").getByRole("progressbar");
    this.cancelUpload = page.getByTestId("chat.upload-cancel");
  }

  /** Slows this page's uploads to `bytesPerSecond` (Chromium's network emulation), or back to full speed. */
  async throttleUploads(bytesPerSecond: number | null): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond ?? -1,
    });
  }

  /** Chooses files through the menu's "Upload documents" or "Upload images". */
  async upload(kind: "documents" | "images", files: { name: string; buffer: Buffer }[]): Promise<void> {
    await this.addButton.click();
    const chooser = this.page.waitForEvent("filechooser");
    await this.page.getByTestId(`attach.${kind}`).click();
    await (await chooser).setFiles(files.map((f) => ({ ...f, mimeType: "application/octet-stream" })));
  }

  /** Drags a file over the chat screen (the overlay shows) and drops it. */
  async dropFile(file: { name: string; text: string }): Promise<void> {
    const screen = this.page.getByTestId("chat.screen");
    const transfer = await this.page.evaluateHandle((f) => {
      const data = new DataTransfer();
      data.items.add(new File([f.text], f.name, { type: "text/plain" }));
      return data;
    }, file);
    await screen.dispatchEvent("dragenter", { dataTransfer: transfer });
    await this.overlay.waitFor();
    await screen.dispatchEvent("dragover", { dataTransfer: transfer });
    await screen.dispatchEvent("drop", { dataTransfer: transfer });
  }

  /** Pastes a file into the chat box, as a screenshot from the clipboard arrives. */
  async pasteFile(file: { name: string; text: string }): Promise<void> {
    await this.page.getByTestId("chat-box.input").evaluate((input, f) => {
      const data = new DataTransfer();
      data.items.add(new File([f.text], f.name, { type: "text/plain" }));
      input.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, file);
  }

  messageFiles(message: Locator): { documents: Locator; images: Locator } {
    return { documents: message.getByTestId("attach.document"), images: message.getByTestId("attach.image") };
  }
}
