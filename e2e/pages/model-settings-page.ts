import { expect, type Locator, type Page } from "@playwright/test";

/** The model settings sidebar and the behaviour settings panel (right panel views of mf_conversations). */
export class ModelSettingsPage {
  readonly page: Page;
  readonly openButton: Locator;
  readonly sidebar: Locator;
  readonly parametersTab: Locator;
  readonly overviewTab: Locator;
  readonly resetAll: Locator;
  readonly behaviorButton: Locator;
  readonly behaviorPanel: Locator;

  constructor(page: Page) {
    this.page = page;
    this.openButton = page.getByTestId("chat-box.model-settings");
    this.sidebar = page.getByTestId("model-settings.sidebar");
    this.parametersTab = page.getByTestId("model-settings.tab-parameters");
    this.overviewTab = page.getByTestId("model-settings.tab-overview");
    this.resetAll = page.getByTestId("model-settings.reset-all");
    this.behaviorButton = page.getByTestId("chat-box.behavior");
    this.behaviorPanel = page.getByTestId("behavior-settings.panel");
  }

  /** A parameter's control (slider, select, switch …) by its name. */
  param(name: string): Locator {
    return this.page.getByTestId(`model-settings.param.${name}`);
  }

  /** The number field of a slider parameter. */
  paramInput(name: string): Locator {
    return this.page.getByTestId(`model-settings.param.${name}-input`);
  }

  async openParameters(): Promise<void> {
    await this.openButton.click();
    await expect(this.sidebar).toBeVisible();
    await this.parametersTab.click();
    await expect(this.page.getByTestId("model-settings.panel-parameters")).toBeVisible();
  }

  /**
   * Types a value into a number parameter (a slider's number field, or a number field) and waits
   * for the save to reach the server.
   */
  async setNumber(
    name: string,
    value: string,
    modelId: number,
    kind: "slider" | "number" = "slider",
  ): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v1/models/${modelId}/settings/`) &&
        response.request().method() === "PUT" &&
        response.ok(),
    );
    await (kind === "slider" ? this.paramInput(name) : this.param(name)).fill(value);
    await saved;
  }

  behaviorSwitch(name: "commentary" | "markdown-view" | "latex-view" | "explicit-url"): Locator {
    return this.page.getByTestId(`behavior-settings.${name}`);
  }

  async openBehavior(): Promise<void> {
    await this.behaviorButton.click();
    await expect(this.behaviorPanel).toBeVisible();
  }
}
