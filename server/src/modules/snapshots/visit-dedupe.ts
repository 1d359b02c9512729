// A public snapshot's view count counts each visitor once a day. The share host sets no cookie, so a
// visitor is a keyed hash (HMAC with the server secret) of their address, user agent, the snapshot
// and the day: the table never holds an address, a hash cannot be joined across days or snapshots,
// and rows are deleted the day after. Two people behind one address with the same browser count once.
import { hmacSha256 } from "../../lib/crypto.ts";
import type { Queryable } from "../../lib/db/database.ts";

/** The UTC day of `at` as YYYY-MM-DD. */
export const visitDay = (at: Date): string => at.toISOString().slice(0, 10);

export function visitorKey(
  secret: string,
  visit: { ip: string; userAgent: string; uuid: string; day: string },
): string {
  return hmacSha256(
    secret,
    ["snapshot-visit", visit.day, visit.uuid, visit.ip, visit.userAgent].join("\n"),
  ).toString("base64url");
}

/** True the first time this visitor is seen on that day (the view then counts). */
export async function firstVisitOfDay(db: Queryable, visitor: string, day: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO snapshot_visits (visitor, day) VALUES ($1, $2)
     ON CONFLICT (visitor) DO NOTHING RETURNING visitor`,
    [visitor, day],
  );
  return rows.length > 0;
}

/** Deletes the visits of days before yesterday (kept that long so a visit at midnight stays counted once). */
export async function pruneVisits(db: Queryable, today: string): Promise<void> {
  const yesterday = visitDay(new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000));
  // YYYY-MM-DD strings sort as the days they name.
  await db.query(`DELETE FROM snapshot_visits WHERE day < $1`, [yesterday]);
}
