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

  /** The free-trial banner under the navigation bar. */
  get trialBanner(): TrialBanner {
    return new TrialBanner(this.page);
  }

  get manageAccount(): Locator {
    return this.page.getByTestId("nav.manage-account");
  }

  get helpMenu(): Locator {
    return this.page.getByTestId("nav.help");
  }

  /** Help → Documentation, which opens in a new tab: that tab, once its page has loaded. */
  async openDocumentation(): Promise<Page> {
    await this.helpMenu.click();
    const opened = this.page.context().waitForEvent("page");
    await this.page.getByTestId("nav.documentation").click();
    const tab = await opened;
    await tab.waitForLoadState();
    return tab;
  }

  /** Opens the Help menu and starts a walkthrough by its menu label. */
  async startWalkthrough(label: string): Promise<Walkthrough> {
    await this.helpMenu.click();
    await this.page.getByRole("menuitem", { name: label }).click();
    const walkthrough = new Walkthrough(this.page);
    await expect(walkthrough.popover).toBeVisible();
    return walkthrough;
  }
}

/** The main layout's navigation-info modal (a failed navigation-info record). */
export class NavigationInfoModal {
  readonly dialog: Locator;
  readonly message: Locator;
  readonly close: Locator;

  constructor(page: Page) {
    this.dialog = page.getByTestId("navigation-info");
    this.message = page.getByTestId("navigation-info.message");
    this.close = page.getByTestId("navigation-info.ok");
  }
}

export class TrialBanner {
  readonly root: Locator;
  readonly countdown: Locator;
  readonly balance: Locator;
  readonly dismiss: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId("trial-banner");
    this.countdown = page.getByTestId("trial-banner.countdown");
    this.balance = page.getByTestId("trial-banner.balance");
    this.dismiss = page.getByTestId("trial-banner.dismiss");
  }
}

/** The guided walkthrough popover (host-shell features/walkthroughs). */
export class Walkthrough {
  readonly popover: Locator;
  readonly title: Locator;
  readonly progress: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly close: Locator;
  readonly spotlight: Locator;

  constructor(page: Page) {
    this.popover = page.getByTestId("walkthrough");
    this.title = page.getByTestId("walkthrough.title");
    this.progress = page.getByTestId("walkthrough.progress");
    this.next = page.getByTestId("walkthrough.next");
    this.back = page.getByTestId("walkthrough.back");
    this.close = page.getByTestId("walkthrough.close");
    this.spotlight = page.getByTestId("walkthrough.spotlight");
  }

  async expectStep(step: number, total: number, title: string): Promise<void> {
    await expect(this.progress).toHaveText(`Step ${step} of ${total}`);
    await expect(this.title).toHaveText(title);
  }

  /** The spotlight is on `target` (its box holds the target's centre), not a centred popover. */
  async expectPointingAt(target: Locator): Promise<void> {
    await expect(this.popover).not.toHaveAttribute("data-side", "centre");
    await expect
      .poll(async () => {
        const [light, box] = await Promise.all([this.spotlight.boundingBox(), target.boundingBox()]);
        if (light === null || box === null) return false;
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        return x >= light.x && x <= light.x + light.width && y >= light.y && y <= light.y + light.height;
      })
      .toBe(true);
  }
}
