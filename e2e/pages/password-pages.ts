import type { Locator, Page } from "@playwright/test";

/** /password/forgot and /password/sent (mf_auth PasswordPage parcel). */
export class ForgotPasswordPage {
  readonly page: Page;
  readonly email: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly sentTitle: Locator;

  constructor(page: Page) {
    this.page = page;
    this.email = page.getByTestId("forgot-password.email");
    this.submit = page.getByTestId("forgot-password.submit");
    this.error = page.getByTestId("forgot-password.error");
    this.sentTitle = page.getByTestId("password-sent.title");
  }

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/password/forgot`);
  }

  async request(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submit.click();
  }
}

/** /password/change?token=… (mf_auth PasswordPage parcel). */
export class UpdatePasswordPage {
  readonly page: Page;
  readonly password: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;
  /** One server error, shown as the subtitle. */
  readonly error: Locator;
  /** Several server errors, listed under the constraints heading. */
  readonly errors: Locator;
  readonly done: Locator;
  readonly signIn: Locator;

  constructor(page: Page) {
    this.page = page;
    this.password = page.getByTestId("update-password.password");
    this.confirm = page.getByTestId("update-password.confirm");
    this.submit = page.getByTestId("update-password.submit");
    this.error = page.getByTestId("update-password.error");
    this.errors = page.getByTestId("update-password.errors");
    this.done = page.getByTestId("update-password.done");
    this.signIn = page.getByTestId("update-password.sign-in");
  }

  async set(password: string, confirmation = password): Promise<void> {
    await this.password.fill(password);
    await this.confirm.fill(confirmation);
    await this.submit.click();
  }
}
