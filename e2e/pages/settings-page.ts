import type { Locator, Page } from "@playwright/test";

/** Route /settings (mf_account): language, chat defaults, walkthroughs, the way to account settings. */
export class SettingsPage {
  readonly page: Page;
  readonly root: Locator;
  readonly title: Locator;
  readonly language: Locator;
  readonly markdown: Locator;
  readonly latex: Locator;
  readonly agentic: Locator;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId("settings.page");
    this.title = this.root.getByRole("heading", { level: 1 });
    this.language = page.getByTestId("settings.language");
    this.markdown = page.getByTestId("settings.markdown-view");
    this.latex = page.getByTestId("settings.latex-view");
    this.agentic = page.getByTestId("settings.agentic");
  }

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/settings`);
    await this.root.waitFor();
  }

  tourButton(tour: "user-introduction" | "helper-app" | "model-params"): Locator {
    return this.page.getByTestId(`settings.tour-${tour}`);
  }
}
