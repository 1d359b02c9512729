import { expect, type Locator, type Page } from "@playwright/test";

/** The DLP warning (docs/product/dlp.md § DLP warning dialog): findings by group and the three choices. */
export class DlpDialog {
  readonly root: Locator;
  readonly entities: Locator;
  readonly anonymize: Locator;
  readonly sendAnyway: Locator;
  readonly dontSend: Locator;
  readonly remember: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId("dlp.dialog");
    this.entities = this.root.getByTestId("dlp.entity");
    this.anonymize = this.root.getByTestId("dlp.anonymize");
    this.sendAnyway = this.root.getByTestId("dlp.send-anyway");
    this.dontSend = this.root.getByTestId("dlp.dont-send");
    this.remember = this.root.getByTestId("dlp.remember");
  }

  /** Waits for the warning and sends the held message as it is. */
  async chooseSendAnyway(): Promise<void> {
    await expect(this.root).toBeVisible({ timeout: 15_000 });
    await this.sendAnyway.click();
    await expect(this.root).toBeHidden();
  }
}
