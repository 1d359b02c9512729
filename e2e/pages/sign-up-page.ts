import type { Locator, Page } from "@playwright/test";

/** mf_auth's sign-up pages on the admin host: /sign-up?email= and /sign-up/confirm?token=. */
export class SignUpPage {
  readonly page: Page;
  readonly sentTitle: Locator;
  readonly sentBody: Locator;
  readonly resend: Locator;
  readonly resent: Locator;
  readonly confirmTitle: Locator;
  readonly confirmedEmail: Locator;
  readonly workspaceName: Locator;
  readonly subdomain: Locator;
  readonly name: Locator;
  readonly password: Locator;
  readonly passwordConfirm: Locator;
  readonly submit: Locator;
  readonly invalid: Locator;
  readonly startAgain: Locator;
  readonly off: Locator;

  constructor(page: Page) {
    this.page = page;
    this.sentTitle = page.getByTestId("sign-up.sent");
    this.sentBody = page.getByTestId("sign-up.sent-body");
    this.resend = page.getByRole("button", { name: "Send the link again" });
    this.resent = page.getByTestId("sign-up.resent");
    this.confirmTitle = page.getByTestId("sign-up.confirm");
    this.confirmedEmail = page.getByTestId("sign-up.confirmed-email");
    this.workspaceName = page.getByLabel("Workspace name");
    this.subdomain = page.getByLabel("Workspace address");
    this.name = page.getByLabel("Your name");
    this.password = page.getByLabel("Password", { exact: true });
    this.passwordConfirm = page.getByLabel("Confirm password");
    this.submit = page.getByRole("button", { name: "Create workspace" });
    this.invalid = page.getByTestId("sign-up.invalid");
    this.startAgain = page.getByRole("link", { name: "Start again" });
    this.off = page.getByTestId("sign-up.off");
  }

  /** Fills the workspace and owner fields and submits. */
  async create(fields: { workspaceName: string; subdomain: string; name: string; password: string }) {
    await this.workspaceName.fill(fields.workspaceName);
    await this.subdomain.fill(fields.subdomain);
    await this.name.fill(fields.name);
    await this.password.fill(fields.password);
    await this.passwordConfirm.fill(fields.password);
    await this.submit.click();
  }
}
