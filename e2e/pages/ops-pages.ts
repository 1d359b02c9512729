// The ops versions and workspaces pages on the admin host (/ops/versions, /ops/workspaces); the ops
// sign-in and the pin table are OpsRemotesPage's (admin-site-page.ts).
import type { Locator, Page } from "@playwright/test";

/** The ops sections' links (Pins, Versions, Workspaces). */
export function opsNav(page: Page, section: "remotes" | "versions" | "workspaces"): Locator {
  return page.getByTestId(`ops.nav-${section}`);
}

/** Every build of each remote with its promotions, load errors and the canary. */
export class OpsVersionsPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  row(remote: string, version: string): Locator {
    return this.page.getByTestId(`opsVersions.row-${remote}-${version}`);
  }

  /** A workspace the version is promoted for, with its errors since and its rollback. */
  canary(remote: string, version: string, tenant: string): Locator {
    return this.row(remote, version).getByTestId(`opsVersions.canary-${tenant}`);
  }
}

/** The workspaces: list, create, suspend and reinstate. */
export class OpsWorkspacesPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  row(subdomain: string): Locator {
    return this.page.getByTestId(`opsWorkspaces.row-${subdomain}`);
  }

  get output(): Locator {
    return this.page.getByTestId("opsWorkspaces.output");
  }

  async create(subdomain: string, name: string, ownerEmail: string): Promise<void> {
    await this.page.getByTestId("opsWorkspaces.subdomain").fill(subdomain);
    await this.page.getByTestId("opsWorkspaces.name").fill(name);
    await this.page.getByTestId("opsWorkspaces.ownerEmail").fill(ownerEmail);
    await this.page.getByTestId("opsWorkspaces.createSubmit").click();
  }
}
