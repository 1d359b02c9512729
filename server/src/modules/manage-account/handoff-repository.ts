// Manage account's hand-over tokens: rows of one_time_tokens with kind 'admin_handoff' (SHA-256 of
// the token, bound to the member and workspace, about a minute, single use).
import { randomToken, sha256 } from "../../lib/crypto.ts";
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";
import { insertOneTimeToken } from "../auth/repository.ts";

export const ADMIN_HANDOFF_TTL_SECONDS = 60;

/** A new token for this member of this workspace; only its hash is stored. */
export async function issueAdminHandoff(db: Queryable, accountId: number, memberId: number): Promise<string> {
  const token = randomToken(32);
  await insertOneTimeToken(db, accountId, {
    memberId,
    kind: "admin_handoff",
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ADMIN_HANDOFF_TTL_SECONDS * 1000),
  });
  return token;
}

/**
 * Uses a token in one statement (two concurrent uses cannot both succeed) and returns its member.
 * Undefined for an unknown, used, expired or other workspace's token, and when since its issue the
 * member was deactivated or is no longer an owner or admin, or the workspace was suspended.
 */
export function consumeAdminHandoff(
  db: Queryable,
  accountId: number,
  token: string,
): Promise<{ member_id: number } | undefined> {
  return maybeOne<{ member_id: number }>(
    db,
    `UPDATE one_time_tokens t SET used_at = now()
     FROM members m, accounts a
     WHERE t.account_id = $1 AND t.token_hash = $2 AND t.kind = 'admin_handoff'
       AND t.used_at IS NULL AND t.expires_at > now()
       AND m.account_id = t.account_id AND m.id = t.member_id AND NOT m.disabled
       AND m.role IN ('owner', 'admin')
       AND a.id = t.account_id AND a.suspended_at IS NULL
     RETURNING t.member_id`,
    [accountId, sha256(token)],
  );
}
