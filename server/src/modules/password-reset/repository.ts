// Password-reset tokens (rows of one_time_tokens with kind password_reset, or invitation: an invited
// member's link sets the first password the same way) and the member changes a reset makes. Every
// statement is scoped by the account id the caller passes in.
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

/** The member a usable (unused, unexpired) reset token belongs to, if any. */
export async function findResetTokenMember(
  db: Queryable,
  accountId: number,
  tokenHash: string,
): Promise<number | undefined> {
  const row = await maybeOne<{ member_id: number }>(
    db,
    `SELECT t.member_id FROM one_time_tokens t
     JOIN members m ON m.account_id = t.account_id AND m.id = t.member_id
     WHERE t.account_id = $1 AND t.token_hash = $2 AND t.kind IN ('password_reset', 'invitation')
       AND t.used_at IS NULL AND t.expires_at > now() AND NOT m.disabled`,
    [accountId, tokenHash],
  );
  return row?.member_id;
}

/**
 * Marks the token used and returns its member, in one statement: of two concurrent resets with the
 * same token only one gets a row back.
 */
export async function consumeResetToken(
  db: Queryable,
  accountId: number,
  tokenHash: string,
): Promise<number | undefined> {
  const row = await maybeOne<{ member_id: number }>(
    db,
    `UPDATE one_time_tokens SET used_at = now()
     WHERE account_id = $1 AND token_hash = $2 AND kind IN ('password_reset', 'invitation')
       AND used_at IS NULL AND expires_at > now() AND member_id IS NOT NULL
     RETURNING member_id`,
    [accountId, tokenHash],
  );
  return row?.member_id;
}

/** After a reset, older links of the same member stop working too. */
export async function retireResetTokens(db: Queryable, accountId: number, memberId: number): Promise<void> {
  await db.query(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE account_id = $1 AND member_id = $2 AND kind IN ('password_reset', 'invitation') AND used_at IS NULL`,
    [accountId, memberId],
  );
}

/** Ends every session (refresh-token family) of the member, but `keep` if given; returns their ids. */
export async function revokeMemberSessions(
  db: Queryable,
  accountId: number,
  memberId: number,
  reason: string,
  keep: string | null = null,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $3
     WHERE account_id = $1 AND member_id = $2 AND revoked_at IS NULL AND ($4::uuid IS NULL OR id <> $4::uuid)
     RETURNING id`,
    [accountId, memberId, reason, keep],
  );
  return rows.map((row) => row.id);
}
