// Ops suspend a workspace: it refuses sign-in and every API call (tenancy's requireTenant) and every
// session ends at once, as a member's deactivation does for one member. Reinstating lets members
// sign in again; the ended sessions stay ended.
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import { revokeAccountSessions, setAccountSuspended, type AccountRow } from "./repository.ts";

export async function setWorkspaceSuspended(
  db: Database,
  subdomain: string,
  suspended: boolean,
): Promise<{ account: AccountRow; sessionsEnded: number }> {
  return db.transaction(async (tx) => {
    const account = await setAccountSuspended(tx, subdomain, suspended);
    if (account === undefined)
      throw new HttpError(404, "workspace_not_found", `No workspace "${subdomain}"`).withParams({
        subdomain,
      });
    const ended = suspended ? await revokeAccountSessions(tx, account.id, "workspace_suspended") : [];
    return { account, sessionsEnded: ended.length };
  });
}
