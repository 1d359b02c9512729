import { expect, type Locator, type Page } from "@playwright/test";

/** The developer panel (avatar menu → Developer tools) and the banner of an override in force. */
export class DevOverridePage {
  readonly page: Page;
  readonly menuItem: Locator;
  readonly dialog: Locator;
  readonly remote: Locator;
  readonly origin: Locator;
  readonly load: Locator;
  readonly error: Locator;
  readonly banner: Locator;
  readonly clear: Locator;

  constructor(page: Page) {
    this.page = page;
    this.menuItem = page.getByTestId("nav.developer-tools");
    this.dialog = page.getByTestId("dev-override");
    this.remote = page.getByTestId("dev-override.remote");
    this.origin = page.getByTestId("dev-override.origin");
    this.load = page.getByTestId("dev-override.turn-on");
    this.error = page.getByTestId("dev-override.error");
    this.banner = page.getByTestId("dev-override.banner");
    this.clear = page.getByTestId("dev-override.clear");
  }

  async openPanel(): Promise<void> {
    await this.page.getByTestId("nav.user-menu").click();
    await this.menuItem.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Loads `remote` (a container name) from `origin`: the page reloads with it. */
  async turnOn(remote: string, origin: string): Promise<void> {
    await this.openPanel();
    await this.remote.selectOption(remote);
    await this.origin.fill(origin);
    await Promise.all([this.page.waitForEvent("load"), this.load.click()]);
  }

  /** The version a mounted parcel of `container` runs (its wrapper's data-remote-version). */
  versionOf(container: string): Locator {
    return this.page.locator(`[data-remote="${container}"]`).first();
  }
}
