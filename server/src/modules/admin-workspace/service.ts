// The admin site's workspace settings: name, sign-in options, DLP mode and the plan's feature flags,
// through the same setters the ops CLI uses; one audit row per save with the changed fields.
import { COLLABORATION_FLAG } from "@parley/shared-contracts/api/collaboration";
import { TEAM_CHAT_SHARE_FLAG } from "@parley/shared-contracts/api/features";
import type { AdminWorkspace, AdminWorkspaceUpdate } from "@parley/shared-contracts/api/admin-workspace";
import type { Queryable } from "../../lib/db/database.ts";
import type { AccountRow } from "../accounts/repository.ts";
import { findAccountBySubdomain, setAccountName, setFeatureFlag } from "../accounts/repository.ts";
import { recordAuditEvent } from "../audit/repository.ts";
import type { AuditEvent } from "../audit/repository.ts";
import { setSignInOptions } from "../auth/sign-in-options.ts";
import { setWorkspaceDlpMode } from "../dlp/repository.ts";

export function toAdminWorkspace(account: AccountRow): AdminWorkspace {
  return {
    subdomain: account.subdomain,
    name: account.name,
    logo: account.logo,
    sign_in_options: account.sign_in_options,
    dlp_mode: account.dlp_mode,
    feature_flags: {
      collaboration: account.feature_flags[COLLABORATION_FLAG] !== false,
      team_chat_share: account.feature_flags[TEAM_CHAT_SHARE_FLAG] === true,
    },
  };
}

export async function updateWorkspace(
  db: Queryable,
  account: AccountRow,
  update: AdminWorkspaceUpdate,
  who: Pick<AuditEvent, "actor" | "ip">,
): Promise<AdminWorkspace> {
  const before = toAdminWorkspace(account);
  const { subdomain } = account;
  if (update.name !== undefined) await setAccountName(db, subdomain, update.name);
  if (update.sign_in_options !== undefined) await setSignInOptions(db, subdomain, update.sign_in_options);
  if (update.dlp_mode !== undefined) await setWorkspaceDlpMode(db, subdomain, update.dlp_mode);
  for (const [flag, on] of Object.entries(update.feature_flags ?? {}))
    await setFeatureFlag(db, subdomain, flag, on);
  const fresh = await findAccountBySubdomain(db, subdomain);
  const after = toAdminWorkspace(fresh ?? account);
  const keys = Object.keys(update) as (keyof AdminWorkspaceUpdate)[];
  await recordAuditEvent(db, account.id, {
    ...who,
    action: "workspace.updated",
    targetMemberId: null,
    target: subdomain,
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  });
  return after;
}
