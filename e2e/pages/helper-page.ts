import type { Locator, Page } from "@playwright/test";

/** The tools panel's desktop helper section (mf_tools). */
export class HelperPage {
  readonly page: Page;
  readonly section: Locator;
  readonly sectionToggle: Locator;
  readonly toggle: Locator;
  readonly state: Locator;
  readonly download: Locator;
  readonly pair: Locator;
  readonly pairingCode: Locator;
  readonly servers: Locator;

  constructor(page: Page) {
    this.page = page;
    this.section = page.getByTestId("tools.section-helper");
    this.sectionToggle = page.getByTestId("tools.toggle-helper");
    this.toggle = page.getByRole("switch", { name: "Use the desktop helper app" });
    this.state = page.getByTestId("helper.state");
    this.download = page.getByTestId("helper.download");
    this.pair = page.getByRole("button", { name: "Pair with the helper" });
    this.pairingCode = page.getByTestId("helper.pairing-code");
    this.servers = page.getByTestId("helper.server");
  }

  /**
   * Reloads the page and resolves once the new page load's desktop agent has posted the helper's
   * tools (from then on the server sends local calls to this page load).
   */
  async reloadAndWaitForDesktopAgent(): Promise<void> {
    const posted = this.page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        new URL(response.url()).pathname === "/api/v1/desktop-tools/" &&
        response.ok(),
      { timeout: 30_000 },
    );
    await this.page.reload();
    await posted;
  }

  /**
   * Starts recording every text the state line shows, in order (a MutationObserver in the page, so
   * a state shown for a moment between two polls of the test is not missed); the function returned
   * reads the record.
   */
  async recordStates(): Promise<() => Promise<string[]>> {
    await this.state.evaluate((element) => {
      const seen = [element.textContent ?? ""];
      Object.assign(window, { parleyHelperStates: seen });
      new MutationObserver(() => {
        if (seen.at(-1) !== element.textContent) seen.push(element.textContent ?? "");
      }).observe(element, { childList: true, characterData: true, subtree: true });
    });
    return () =>
      this.page.evaluate(() => (window as unknown as { parleyHelperStates: string[] }).parleyHelperStates);
  }

  /** A toast the helper's switch showed (the shell's toaster). */
  toast(text: string): Locator {
    return this.page.getByTestId("toast").filter({ hasText: text });
  }

  server(name: string): Locator {
    return this.page.locator(`[data-testid='helper.server'][data-server='${name}']`);
  }

  tool(server: string, name: string): Locator {
    return this.server(server).locator(`[data-testid='helper.tool'][data-tool='${name}']`);
  }
}
