// Passkeys and WebAuthn challenges. Every statement filters on the account id, and the member's own
// rows on the member id too: an id from the URL never reaches another member's or tenant's passkey.
import { maybeOne, one } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface PasskeyRow {
  id: number;
  account_id: number;
  member_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS =
  "id, account_id, member_id, credential_id, public_key, counter, transports, name, created_at, last_used_at";

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
}

export function insertPasskey(
  db: Queryable,
  accountId: number,
  memberId: number,
  passkey: NewPasskey,
): Promise<PasskeyRow> {
  return one<PasskeyRow>(
    db,
    `INSERT INTO passkeys (account_id, member_id, credential_id, public_key, counter, transports, name)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING ${COLUMNS}`,
    [
      accountId,
      memberId,
      passkey.credentialId,
      passkey.publicKey,
      passkey.counter,
      JSON.stringify(passkey.transports),
      passkey.name,
    ],
  );
}

/** One page of a member's passkeys, newest first, with the member's total. */
export async function listPasskeys(
  db: Queryable,
  accountId: number,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: PasskeyRow[] }> {
  const total = await one<{ count: number }>(
    db,
    "SELECT count(*)::int AS count FROM passkeys WHERE account_id = $1 AND member_id = $2",
    [accountId, memberId],
  );
  const rows = await db.query<PasskeyRow>(
    `SELECT ${COLUMNS} FROM passkeys WHERE account_id = $1 AND member_id = $2
     ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [accountId, memberId, page.limit, page.offset],
  );
  return { count: total.count, rows };
}

/** The credential ids a member already registered (the authenticator refuses to add one twice). */
export async function memberCredentialIds(
  db: Queryable,
  accountId: number,
  memberId: number,
): Promise<{ credential_id: string; transports: string[] }[]> {
  return db.query("SELECT credential_id, transports FROM passkeys WHERE account_id = $1 AND member_id = $2", [
    accountId,
    memberId,
  ]);
}

export function findPasskeyByCredential(
  db: Queryable,
  accountId: number,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  return maybeOne<PasskeyRow>(
    db,
    `SELECT ${COLUMNS} FROM passkeys WHERE account_id = $1 AND credential_id = $2`,
    [accountId, credentialId],
  );
}

export function renamePasskey(
  db: Queryable,
  accountId: number,
  memberId: number,
  passkeyId: number,
  name: string,
): Promise<PasskeyRow | undefined> {
  return maybeOne<PasskeyRow>(
    db,
    `UPDATE passkeys SET name = $4 WHERE account_id = $1 AND member_id = $2 AND id = $3 RETURNING ${COLUMNS}`,
    [accountId, memberId, passkeyId, name],
  );
}

/** True when the passkey existed (and belonged to this member). */
export async function deletePasskey(
  db: Queryable,
  accountId: number,
  memberId: number,
  passkeyId: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    "DELETE FROM passkeys WHERE account_id = $1 AND member_id = $2 AND id = $3 RETURNING id",
    [accountId, memberId, passkeyId],
  );
  return rows.length > 0;
}

export async function markPasskeyUsed(
  db: Queryable,
  accountId: number,
  passkeyId: number,
  counter: number,
): Promise<void> {
  await db.query("UPDATE passkeys SET counter = $3, last_used_at = now() WHERE account_id = $1 AND id = $2", [
    accountId,
    passkeyId,
    counter,
  ]);
}

export type ChallengePurpose = "registration" | "authentication";

export async function insertChallenge(
  db: Queryable,
  accountId: number,
  memberId: number | null,
  purpose: ChallengePurpose,
  challenge: string,
  expiresAt: Date,
): Promise<void> {
  await deleteExpiredChallenges(db);
  await db.query(
    `INSERT INTO webauthn_challenges (account_id, member_id, purpose, challenge, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [accountId, memberId, purpose, challenge, expiresAt],
  );
}

/** Expired challenges of any tenant go on the way: the table stays as small as the live ceremonies. */
export async function deleteExpiredChallenges(db: Queryable): Promise<void> {
  await db.query("DELETE FROM webauthn_challenges WHERE expires_at < now()");
}

/**
 * Takes a live challenge out (single use): true when it was issued to this account, for this purpose
 * and member (NULL for sign-in), and has not expired.
 */
export async function consumeChallenge(
  db: Queryable,
  accountId: number,
  memberId: number | null,
  purpose: ChallengePurpose,
  challenge: string,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `DELETE FROM webauthn_challenges
     WHERE account_id = $1 AND member_id IS NOT DISTINCT FROM $2 AND purpose = $3 AND challenge = $4
       AND expires_at > now()
     RETURNING id`,
    [accountId, memberId, purpose, challenge],
  );
  return rows.length > 0;
}
