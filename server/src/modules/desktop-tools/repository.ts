// SQL of the desktop tools store: one row per desktop of a member. Every statement is scoped by the
// account id the caller passes in.
import type { DesktopTool } from "@parley/shared-contracts/api/desktop-tools";
import { one } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface DesktopSessionRow {
  uuid: string;
  session_uuid: string;
  tools: DesktopTool[];
}

const COLUMNS = "uuid, session_uuid, tools";

/** Stores a desktop's tools; the page that posted becomes the one that runs its calls. */
export function upsertSession(
  db: Queryable,
  accountId: number,
  memberId: number,
  values: { uuid: string; sessionUuid: string; tools: DesktopTool[] },
): Promise<DesktopSessionRow> {
  return one<DesktopSessionRow>(
    db,
    `INSERT INTO desktop_tool_sessions (account_id, member_id, uuid, session_uuid, tools)
     VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (account_id, member_id, uuid)
     DO UPDATE SET session_uuid = EXCLUDED.session_uuid, tools = EXCLUDED.tools, updated_at = now()
     RETURNING ${COLUMNS}`,
    [accountId, memberId, values.uuid, values.sessionUuid, JSON.stringify(values.tools)],
  );
}

export async function deleteSession(
  db: Queryable,
  accountId: number,
  memberId: number,
  uuid: string,
): Promise<void> {
  await db.query(`DELETE FROM desktop_tool_sessions WHERE account_id = $1 AND member_id = $2 AND uuid = $3`, [
    accountId,
    memberId,
    uuid,
  ]);
}

/** The member's desktops, the one posted most recently first (its tools win a name clash). */
export function listSessions(
  db: Queryable,
  accountId: number,
  memberId: number,
): Promise<DesktopSessionRow[]> {
  return db.query<DesktopSessionRow>(
    `SELECT ${COLUMNS} FROM desktop_tool_sessions WHERE account_id = $1 AND member_id = $2
     ORDER BY updated_at DESC, uuid`,
    [accountId, memberId],
  );
}
