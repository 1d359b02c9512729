// The interrupted replies a starting process settles, by its role. Alone (`all`, today's single
// process) every streaming reply belongs to a process that is gone. A worker starting beside running
// web instances settles only replies whose heartbeat is stale: a live instance is writing the others.
// A web instance leaves this to the workers (their sweep runs every 30 s). On a shared database even
// `all` may start beside running instances, so it too settles only stale replies — which also spares
// a reply a stopped instance handed over: its heartbeat was refreshed when its resume job was queued,
// and this instance's queue may be the one to resume it (recovery.ts). Handing over needs PostgreSQL:
// on the embedded database nothing is handed over, and every streaming reply is an orphan.
import type { Database } from "../../lib/db/database.ts";
import type { InstanceRole } from "../../lib/instance-role.ts";
import { STALE_MS } from "../../plugins/generation.ts";
import { recoverInterruptedReplies } from "./recovery.ts";
import type { RecoveredRow } from "./repository.ts";

export async function recoverAtStart(
  db: Database,
  role: InstanceRole,
  /**
   * The database is PostgreSQL, which other instances may share (a rolling restart starts this one
   * beside them): only stale replies then, whatever the role; the sweep settles the rest once stale.
   */
  shared = false,
  /** The stale age (PARLEY_REPLY_STALE_MS). */
  staleMs = STALE_MS,
): Promise<RecoveredRow[]> {
  if (role === "web") return [];
  return recoverInterruptedReplies(db, { olderThanMs: role === "all" && !shared ? 0 : staleMs });
}
