import { expect, type Locator, type Page } from "@playwright/test";

/** The sign-in screen served by the mf_auth remote. */
export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly workEmailButton: Locator;
  readonly workspaceName: Locator;
  /** The workspace finder (the sign-in route of a host without a workspace). */
  readonly subdomainInput: Locator;
  readonly subdomainSubmit: Locator;
  /** The line saying the page is solving the proof-of-work captcha (empty otherwise). */
  readonly captchaChecking: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.email = page.getByTestId("sign-in.email");
    this.password = page.getByTestId("sign-in.password");
    this.submit = page.getByTestId("sign-in.submit");
    this.error = page.getByTestId("sign-in.error");
    this.workEmailButton = page.getByTestId("sign-in.work-email-button");
    this.workspaceName = page.getByTestId("sign-in.workspace-name");
    this.subdomainInput = page.getByTestId("subdomain.input");
    this.subdomainSubmit = page.getByTestId("subdomain.submit");
    this.captchaChecking = page.getByTestId("captcha.checking");
  }

  /** Names a workspace in the finder and continues to its sign-in page. */
  async findWorkspace(subdomain: string): Promise<void> {
    await this.subdomainInput.fill(subdomain);
    await this.subdomainSubmit.click();
  }

  async open(baseUrl = "", query = ""): Promise<void> {
    await this.page.goto(`${baseUrl}/sign-in${query}`);
  }

  /** Reveals the e-mail form when the workspace also offers Google. */
  async revealEmailForm(): Promise<void> {
    await expect(this.workEmailButton.or(this.email)).toBeVisible();
    if (await this.workEmailButton.isVisible()) await this.workEmailButton.click();
    await expect(this.email).toBeVisible();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.revealEmailForm();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
