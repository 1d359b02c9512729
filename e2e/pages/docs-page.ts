import type { Locator, Page } from "@playwright/test";

/** The docs host's server-rendered pages (Help → Documentation's target) and its not-found page. */
export class DocsPage {
  readonly page: Page;
  readonly home: Locator;
  readonly pages: Locator;
  readonly languages: Locator;
  readonly article: Locator;
  readonly untranslated: Locator;
  readonly notFound: Locator;
  readonly notFoundIndex: Locator;

  constructor(page: Page) {
    this.page = page;
    this.home = page.getByTestId("docs.home");
    this.pages = page.getByTestId("docs.pages");
    this.languages = page.getByTestId("docs.languages");
    this.article = page.getByTestId("docs.page");
    this.untranslated = page.getByTestId("docs.untranslated");
    this.notFound = page.getByTestId("docs.not-found");
    this.notFoundIndex = page.getByTestId("docs.not-found.index");
  }

  /** The page the list of pages marks as current. */
  get currentPage(): Locator {
    return this.pages.locator('a[aria-current="page"]');
  }

  async openPage(title: string): Promise<void> {
    await this.pages.getByRole("link", { name: title, exact: true }).click();
  }
}
