import { expect, type Locator, type Page } from "@playwright/test";

/** The snapshots part of mf_collaboration's collaborate/share dialog. */
export class SnapshotsPage {
  readonly page: Page;
  readonly section: Locator;
  readonly rows: Locator;

  constructor(page: Page) {
    this.page = page;
    this.section = page.getByTestId("snapshots.section");
    this.rows = page.getByTestId("snapshot.row");
  }

  /** Creates a snapshot (anonymized or with names) and returns its row (the newest, first). */
  async create(anonymized: boolean): Promise<Locator> {
    const before = await this.rows.count();
    await this.section
      .getByTestId(anonymized ? "snapshots.create-anonymized" : "snapshots.create-named")
      .click();
    await expect(this.rows).toHaveCount(before + 1);
    return this.rows.first();
  }

  /** Switches a row public and returns its link. */
  async publish(row: Locator): Promise<string> {
    await row.getByTestId("snapshot.public").click();
    await expect(row.getByTestId("snapshot.link")).toBeVisible();
    return row.getByTestId("snapshot.link").inputValue();
  }
}
