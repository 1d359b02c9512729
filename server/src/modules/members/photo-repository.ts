// The member's photo URL column (the file itself lives in the photo store).
import type { Queryable } from "../../lib/db/database.ts";

export async function setMemberImageUrl(
  db: Queryable,
  accountId: number,
  memberId: number,
  imageUrl: string | null,
): Promise<void> {
  await db.query("UPDATE members SET image_url = $3, updated_at = now() WHERE account_id = $1 AND id = $2", [
    accountId,
    memberId,
    imageUrl,
  ]);
}

/** A member's current photo URL, within the account (undefined: no such member there). */
export async function findMemberImageUrl(
  db: Queryable,
  accountId: number,
  memberId: number,
): Promise<{ image_url: string | null } | undefined> {
  const rows = await db.query<{ image_url: string | null }>(
    "SELECT image_url FROM members WHERE account_id = $1 AND id = $2 AND NOT disabled",
    [accountId, memberId],
  );
  return rows[0];
}
