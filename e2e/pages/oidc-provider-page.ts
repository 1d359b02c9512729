import { expect, type Page } from "@playwright/test";
import { oidcIssuer } from "../fixtures/env.ts";

/** The loopback OIDC provider's sign-in page (test-fakes/oidc-provider.ts) as the browser sees it. */
export class OidcProviderPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`^${oidcIssuer.replace(/[.]/g, "\\.")}/interaction/`));
  }

  async signInAs(email: string): Promise<void> {
    await this.expectOpen();
    await this.page.getByTestId("oidc.email").fill(email);
    await this.page.getByTestId("oidc.submit").click();
  }

  async cancel(): Promise<void> {
    await this.expectOpen();
    await this.page.getByTestId("oidc.cancel").click();
  }
}
