import type { Locator, Page } from "@playwright/test";

/** The admin site on admin.<base domain>: the mf_admin remote's members and audit pages. */
export class AdminSitePage {
  readonly page: Page;
  readonly title: Locator;
  readonly workspace: Locator;
  readonly forbidden: Locator;
  readonly inviteEmail: Locator;
  readonly inviteName: Locator;
  readonly inviteRole: Locator;
  readonly inviteSubmit: Locator;
  readonly auditSearch: Locator;
  readonly auditRows: Locator;
  readonly auditExport: Locator;

  constructor(page: Page) {
    this.page = page;
    this.title = page.locator("#admin-page-title");
    this.workspace = page.getByTestId("admin.workspace");
    this.forbidden = page.getByTestId("admin.forbidden");
    this.inviteEmail = page.getByTestId("invite.email");
    this.inviteName = page.getByTestId("invite.name");
    this.inviteRole = page.getByTestId("invite.role");
    this.inviteSubmit = page.getByTestId("invite.submit");
    this.auditSearch = page.getByTestId("audit.search");
    this.auditRows = page.getByTestId("audit.row");
    this.auditExport = page.getByTestId("audit.export");
  }

  row(email: string): Locator {
    return this.page.getByTestId(`members.row-${email}`);
  }

  status(email: string): Locator {
    return this.row(email).getByTestId("members.status");
  }

  async invite(email: string, name: string): Promise<void> {
    await this.inviteEmail.fill(email);
    await this.inviteName.fill(name);
    await this.inviteSubmit.click();
  }

  async deactivate(email: string): Promise<void> {
    await this.row(email).getByTestId("members.deactivate").click();
    await this.page.getByTestId("members.confirm-ok").click();
  }

  async openSection(section: "members" | "audit"): Promise<void> {
    await this.page.getByTestId(`admin.nav-${section}`).click();
  }
}
