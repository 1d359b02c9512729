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

  async openSection(
    section: "members" | "models" | "providers" | "usage" | "workspace" | "audit",
  ): Promise<void> {
    await this.page.getByTestId(`admin.nav-${section}`).click();
  }
}

/**
 * The admin host's own pages (host-shell features/admin-host): its page without a chosen workspace, and
 * the refusal a member signed in there gets instead of the console.
 */
export class AdminHostPages {
  readonly page: Page;
  readonly landing: Locator;
  readonly landingLink: Locator;
  readonly refused: Locator;
  readonly refusedWorkspaceLink: Locator;
  readonly refusedSignOut: Locator;

  constructor(page: Page) {
    this.page = page;
    this.landing = page.getByTestId("admin-host");
    this.landingLink = page.getByTestId("admin-host.workspaces");
    this.refused = page.getByTestId("admin-host.refused");
    this.refusedWorkspaceLink = page.getByTestId("admin-host.workspace");
    this.refusedSignOut = page.getByTestId("admin-host.sign-out");
  }

  /** Any link of the console's menu (none for a member). */
  get consoleMenu(): Locator {
    return this.page.locator('[data-testid^="admin.nav-"]');
  }
}

/** The admin site's models page and its dialog. */
export class AdminModelsPage {
  readonly page: Page;
  readonly add: Locator;
  readonly dialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.add = page.getByTestId("models.add");
    this.dialog = page.getByTestId("model.dialog");
  }

  row(name: string): Locator {
    return this.page.getByTestId(`models.row-${name}`);
  }

  async create(model: { name: string; displayName: string; providerModel: string }): Promise<void> {
    await this.add.click();
    await this.dialog.getByTestId("model.name").fill(model.name);
    await this.dialog.getByTestId("model.display-name").fill(model.displayName);
    await this.dialog.getByTestId("model.source").selectOption("openai_compatible");
    await this.dialog.getByTestId("model.provider-model").fill(model.providerModel);
    await this.dialog.getByTestId("model.save").click();
  }
}

/** The admin site's provider keys page: one card per provider kind. */
export class AdminProvidersPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  card(kind: "openai" | "anthropic" | "openai_compatible"): Locator {
    return this.page.getByTestId(`providers.${kind}`);
  }
}

/** The ops pin table on the admin host (/ops/remotes), signed in with the ops token. */
export class OpsRemotesPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async signIn(token: string, actor: string): Promise<void> {
    await this.page.getByTestId("ops.token").fill(token);
    await this.page.getByTestId("ops.actor").fill(actor);
    await this.page.getByTestId("ops.sign-in").click();
  }

  async showTenant(tenant: string): Promise<void> {
    await this.page.getByTestId("ops.tenant").fill(tenant);
    await this.page.getByTestId("ops.show").click();
  }

  row(remote: string): Locator {
    return this.page.getByTestId(`ops.row-${remote}`);
  }

  get output(): Locator {
    return this.page.getByTestId("ops.output");
  }
}
