import { expect, type Locator, type Page } from "@playwright/test";

/** The host shell's chrome: top navigation, user menu, panels. */
export class ShellPage {
  readonly userMenu: Locator;
  readonly signOut: Locator;
  readonly language: Locator;
  readonly leftPanel: Locator;
  readonly centre: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.userMenu = page.getByTestId("nav.user-menu");
    this.signOut = page.getByTestId("nav.sign-out");
    this.language = page.getByTestId("nav.language");
    this.leftPanel = page.getByTestId("layout.left-panel");
    this.centre = page.getByTestId("layout.centre");
  }

  async expectSignedIn(name: string): Promise<void> {
    await expect(this.userMenu).toBeVisible();
    await this.userMenu.click();
    await expect(this.page.getByRole("menu")).toContainText(name);
    await this.page.keyboard.press("Escape");
  }

  async signOutNow(): Promise<void> {
    await this.userMenu.click();
    await this.signOut.click();
  }
}
