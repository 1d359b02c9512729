import { expect, type Locator, type Page } from "@playwright/test";
import { createSoftAuthenticator } from "../../server/test/modules/passkeys/soft-authenticator.ts";
import { ops } from "../fixtures/ops.ts";

/** The account settings page served by the mf_account remote (/account-settings). */
export class AccountPage {
  readonly page: Page;
  readonly root: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly photoInput: Locator;
  readonly photoPreview: Locator;
  readonly save: Locator;
  readonly clear: Locator;
  readonly cancel: Locator;
  readonly profileMessage: Locator;
  readonly emailNotifications: Locator;
  readonly notificationsMessage: Locator;
  readonly passkeys: PasskeysSection;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId("account.page");
    this.name = page.getByTestId("account.name");
    this.email = page.getByTestId("account.email");
    this.photoInput = page.getByTestId("account.photo-input");
    this.photoPreview = page.getByTestId("account.photo-preview");
    this.save = page.getByTestId("account.save");
    this.clear = page.getByTestId("account.clear");
    this.cancel = page.getByTestId("account.cancel");
    this.profileMessage = page.getByTestId("account.profile-message");
    this.emailNotifications = page.getByTestId("account.email-notifications");
    this.notificationsMessage = page.getByTestId("account.notifications-message");
    this.passkeys = new PasskeysSection(page);
  }

  async open(baseUrl: string, tab: "my-profile" | "notifications" | "security" | "" = ""): Promise<void> {
    await this.page.goto(`${baseUrl}/account-settings${tab ? `#${tab}` : ""}`);
    await expect(this.root).toBeVisible();
  }

  tab(name: "my-profile" | "notifications" | "security"): Locator {
    return this.page.getByTestId(`account.tab.${name}`);
  }
}

export class PasskeysSection {
  readonly newName: Locator;
  readonly add: Locator;
  readonly message: Locator;
  readonly rows: Locator;
  readonly empty: Locator;
  readonly pageSize: Locator;
  readonly pageLabel: Locator;
  readonly range: Locator;
  readonly next: Locator;
  readonly previous: Locator;

  constructor(page: Page) {
    this.newName = page.getByTestId("passkeys.new-name");
    this.add = page.getByTestId("passkeys.add");
    this.message = page.getByTestId("passkeys.message");
    this.rows = page.getByTestId("passkeys.row");
    this.empty = page.getByTestId("passkeys.empty");
    this.pageSize = page.getByTestId("passkeys.page-size");
    this.pageLabel = page.getByTestId("passkeys.page");
    this.range = page.getByTestId("passkeys.range");
    this.next = page.getByTestId("passkeys.next");
    this.previous = page.getByTestId("passkeys.previous");
  }

  /** The row of a passkey by its name (the row keeps it while its name is being edited). */
  row(name: string): Locator {
    return this.rows.and(this.rows.page().locator(`[data-passkey-name=${JSON.stringify(name)}]`));
  }

  async rename(from: string, to: string): Promise<void> {
    const row = this.row(from);
    await row.getByTestId("passkeys.rename").click();
    await row.getByTestId("passkeys.rename-input").fill(to);
    await row.getByTestId("passkeys.rename-input").press("Enter");
  }

  async remove(name: string): Promise<void> {
    const row = this.row(name);
    await row.getByTestId("passkeys.delete").click();
    await row.getByTestId("passkeys.delete-confirm").click();
  }
}

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator with resident
 * keys and user verification that answers prompts by itself.
 */
export async function addVirtualAuthenticator(
  page: Page,
): Promise<{ authenticatorId: string; credentialCount(): Promise<number> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    authenticatorId,
    credentialCount: async () =>
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length,
  };
}

/** A JSON call made by the page itself (the browser resolves *.localhost; Node does not). */
export async function pageFetch(
  page: Page,
  path: string,
  init: { method?: string; json?: unknown; anonymous?: boolean } = {},
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path, init }) => {
      const csrf = () => decodeURIComponent(/(?:^|; )parley_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? "");
      const send = () =>
        fetch(path, {
          method: init.method ?? "GET",
          // Photos are cached for a year: ask the server every time.
          cache: "no-store",
          credentials: init.anonymous ? "omit" : "same-origin",
          headers: {
            "x-csrf-token": csrf(),
            ...(init.json === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
        });
      let response = await send();
      // Access tokens live 5 s in e2e: refresh once, as the shell's api does.
      if (response.status === 401 && !init.anonymous) {
        await fetch("/api/v1/authentication/token/refresh/", {
          method: "POST",
          headers: { "x-csrf-token": csrf() },
        });
        response = await send();
      }
      const text = await response.text();
      const body: unknown = (() => {
        try {
          return JSON.parse(text);
        } catch {
          return text.length;
        }
      })();
      return { status: response.status, body };
    },
    { path, init },
  );
}

/**
 * Registers passkeys for the member signed in on `page` through the API, each made by a software
 * authenticator (the browser's virtual one holds a single passkey per account).
 */
export async function registerPasskeysByApi(page: Page, origin: string, names: string[]): Promise<void> {
  const authenticator = createSoftAuthenticator();
  for (const name of names) {
    const options = await pageFetch(page, "/api/v1/security/passkeys/registration/options/", {
      method: "POST",
    });
    expect(options.status).toBe(200);
    const { json } = authenticator.register(
      options.body as { challenge: string; rp: { id?: string } },
      origin,
    );
    const verify = await pageFetch(page, "/api/v1/security/passkeys/registration/verify/", {
      method: "POST",
      json: { name, credential: json },
    });
    expect(verify.status).toBe(201);
  }
}

/**
 * Adds an acme member for a spec through the ops CLI; a second call (Playwright re-runs beforeAll
 * in a new worker after a failure) finds it there already.
 */
export function createMemberOnce(member: { email: string; password: string; name: string }): void {
  try {
    ops("user", "create", "acme", member.email, "--name", member.name, "--password", member.password);
  } catch (error) {
    if (!String(error).includes("already a member")) throw error;
  }
}
