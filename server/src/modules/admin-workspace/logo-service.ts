// Replacing or removing the workspace's logo: the file is written first, the URL and its audit row in
// one transaction, and the file no URL names any more is deleted afterwards.
import type { AdminWorkspace } from "@parley/shared-contracts/api/admin-workspace";
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { AccountRow } from "../accounts/repository.ts";
import { findAccountBySubdomain, setAccountLogo } from "../accounts/repository.ts";
import { recordAuditEvent } from "../audit/repository.ts";
import type { AuditEvent } from "../audit/repository.ts";
import { logoFileOf, logoUrl, sniffLogoType } from "./logo-storage.ts";
import type { LogoStore } from "./logo-storage.ts";
import { toAdminWorkspace } from "./service.ts";

/** `bytes` replaces the logo; null removes it. 400 `unsupported_image` for anything but PNG, JPEG, WebP. */
export async function changeWorkspaceLogo(
  db: Database,
  store: LogoStore,
  account: AccountRow,
  bytes: Uint8Array | null,
  who: Pick<AuditEvent, "actor" | "ip">,
): Promise<AdminWorkspace> {
  let saved: string | undefined;
  if (bytes !== null) {
    const ext = sniffLogoType(bytes);
    if (ext === undefined)
      throw new HttpError(400, "unsupported_image", "The logo must be a PNG, JPEG or WebP image", {
        logo: ["unsupported_image"],
      });
    saved = await store.save(account.id, bytes, ext);
  }
  const url = saved === undefined ? null : logoUrl(account.subdomain, saved);
  let before: string | null;
  let fresh: AccountRow | undefined;
  try {
    [before, fresh] = await db.transaction(async (tx) => {
      // The row, not the tenant cache: another admin may have changed the logo a moment ago.
      const current = (await findAccountBySubdomain(tx, account.subdomain))?.logo ?? null;
      await setAccountLogo(tx, account.id, url);
      await recordAuditEvent(tx, account.id, {
        ...who,
        action: url === null ? "workspace.logo_removed" : "workspace.logo_changed",
        targetMemberId: null,
        target: account.subdomain,
        before: { logo: current },
        after: { logo: url },
      });
      return [current, await findAccountBySubdomain(tx, account.subdomain)] as const;
    });
  } catch (error) {
    if (saved !== undefined) await store.remove(account.id, saved);
    throw error;
  }
  const old = logoFileOf(account.subdomain, before);
  if (old !== undefined) await store.remove(account.id, old);
  return toAdminWorkspace(fresh ?? { ...account, logo: url });
}
