// The member's stored behaviour settings (the profile's jsonb); scoped by the account id.
import type { BehaviorSettings } from "@parley/shared-contracts/api/profile";
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export async function findBehaviorSettings(
  db: Queryable,
  accountId: number,
  memberId: number,
): Promise<Partial<BehaviorSettings>> {
  const row = await maybeOne<{ behavior_settings: Partial<BehaviorSettings> }>(
    db,
    "SELECT behavior_settings FROM members WHERE account_id = $1 AND id = $2",
    [accountId, memberId],
  );
  return row?.behavior_settings ?? {};
}
