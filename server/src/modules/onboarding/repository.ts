// Rapid-onboarding tokens: rows of one_time_tokens with kind 'rapid_onboarding' (hashed, single use).
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

/**
 * Uses a token: marks it used and returns its member in one statement, so two concurrent uses of one
 * token cannot both succeed. Undefined for an unknown, used, expired or foreign token, a disabled
 * member, an owner, or a member who signed in since the link was made (links are for newcomers).
 */
export function consumeRapidOnboardingToken(
  db: Queryable,
  accountId: number,
  tokenHash: string,
): Promise<{ member_id: number; email: string } | undefined> {
  return maybeOne<{ member_id: number; email: string }>(
    db,
    `UPDATE one_time_tokens t SET used_at = now()
     FROM members m
     WHERE t.account_id = $1 AND t.token_hash = $2 AND t.kind = 'rapid_onboarding'
       AND t.used_at IS NULL AND t.expires_at > now()
       AND m.account_id = t.account_id AND m.id = t.member_id AND NOT m.disabled
       AND m.role <> 'owner' AND m.last_login_at IS NULL
     RETURNING t.member_id, m.email`,
    [accountId, tokenHash],
  );
}
