// The scheduler's rows: due routines (every tenant), their run records and the outcome of a run.
import type { RoutineSchedule } from "@parley/shared-contracts/api/routines";
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface DueRoutineRow {
  account_id: number;
  conversation_id: number;
  start_date: string;
  timezone: string;
  schedule: RoutineSchedule | null;
  next_run: Date;
  total_times: number;
}

/**
 * Due routines of every tenant, locked for this transaction; rows another instance holds are
 * skipped (it is dispatching them).
 */
export async function claimDueRoutines(db: Queryable, now: Date, limit: number): Promise<DueRoutineRow[]> {
  return db.query<DueRoutineRow>(
    `SELECT account_id, conversation_id, start_date, timezone, schedule, next_run, total_times
     FROM routines WHERE NOT done AND next_run <= $1
       -- A suspended workspace's routines wait (one late run after reinstating stands for the missed).
       AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = routines.account_id AND a.suspended_at IS NOT NULL)
     ORDER BY next_run LIMIT $2 FOR UPDATE OF routines SKIP LOCKED`,
    [now, limit],
  );
}

/** A PostgreSQL array literal of numbers, instants (NULL for null) or booleans, bound as text. */
function arrayLiteral(values: readonly (number | boolean | Date | null)[]): string {
  return `{${values
    .map((v) => (v === null ? "NULL" : v instanceof Date ? `"${v.toISOString()}"` : String(v)))
    .join(",")}}`;
}

export interface DueSlot {
  accountId: number;
  routineId: number;
  scheduledFor: Date;
  /** Where the routine goes after this run. */
  nextRun: Date | null;
  done: boolean;
}

/**
 * Records one run per slot (of any tenant: each row carries its account) and moves the routines on, in
 * two statements; answers the runs recorded (a slot that already had its record gets none).
 */
export async function recordRuns(
  db: Queryable,
  slots: readonly DueSlot[],
): Promise<{ id: number; account_id: number }[]> {
  const accounts = arrayLiteral(slots.map((s) => s.accountId));
  const routines = arrayLiteral(slots.map((s) => s.routineId));
  const runs = await db.query<{ id: number; account_id: number }>(
    `INSERT INTO routine_runs (account_id, routine_id, scheduled_for)
     SELECT * FROM unnest($1::integer[], $2::integer[], $3::timestamptz[])
     ON CONFLICT (account_id, routine_id, scheduled_for) DO NOTHING RETURNING id, account_id`,
    [accounts, routines, arrayLiteral(slots.map((s) => s.scheduledFor))],
  );
  await db.query(
    `UPDATE routines r SET next_run = u.next_run, done = u.done, total_times = r.total_times + 1
     FROM unnest($1::integer[], $2::integer[], $3::timestamptz[], $4::boolean[]) AS u(account_id, id, next_run, done)
     WHERE r.account_id = u.account_id AND r.conversation_id = u.id`,
    [accounts, routines, arrayLiteral(slots.map((s) => s.nextRun)), arrayLiteral(slots.map((s) => s.done))],
  );
  return runs;
}

export interface RunRow {
  id: number;
  account_id: number;
  routine_id: number;
  status: "pending" | "posted" | "failed";
  content: string;
  model_id: number | null;
  owner_id: number;
  owner_disabled: boolean;
  owner_email: string;
  owner_name: string;
  owner_unsubscribed: boolean;
  name: string;
  subdomain: string;
}

export async function findRun(db: Queryable, accountId: number, runId: number): Promise<RunRow | undefined> {
  return maybeOne<RunRow>(
    db,
    `SELECT rr.id, rr.account_id, rr.routine_id, rr.status, r.content, r.model_id, r.owner_id,
            m.disabled AS owner_disabled, m.email AS owner_email, m.name AS owner_name,
            m.is_email_unsubscribed AS owner_unsubscribed, c.name, a.subdomain
     FROM routine_runs rr
     JOIN routines r ON r.account_id = rr.account_id AND r.conversation_id = rr.routine_id
     JOIN conversations c ON c.account_id = r.account_id AND c.id = r.conversation_id
     JOIN members m ON m.account_id = r.account_id AND m.id = r.owner_id
     JOIN accounts a ON a.id = rr.account_id
     WHERE rr.account_id = $1 AND rr.id = $2`,
    [accountId, runId],
  );
}

/** Records the run's user message, once: false when the run already posted (a retried job). */
export async function markRunPosted(
  db: Queryable,
  accountId: number,
  runId: number,
  userMessageId: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE routine_runs SET status = 'posted', user_message_id = $3, attempts = attempts + 1, finished_at = now()
     WHERE account_id = $1 AND id = $2 AND status = 'pending' AND user_message_id IS NULL RETURNING id`,
    [accountId, runId, userMessageId],
  );
  return rows.length === 1;
}

export async function setRunReply(
  db: Queryable,
  accountId: number,
  runId: number,
  assistantMessageId: number | null,
): Promise<void> {
  await db.query("UPDATE routine_runs SET assistant_message_id = $3 WHERE account_id = $1 AND id = $2", [
    accountId,
    runId,
    assistantMessageId,
  ]);
  await db.query(
    `UPDATE routines SET last_error = NULL
     WHERE account_id = $1 AND conversation_id = (SELECT routine_id FROM routine_runs WHERE account_id = $1 AND id = $2)`,
    [accountId, runId],
  );
}

/** A run that could not post: its reason goes on the run and on the routine (last_error). */
export async function failRun(
  db: Queryable,
  accountId: number,
  runId: number,
  reason: string,
): Promise<void> {
  await db.query(
    `UPDATE routine_runs SET status = 'failed', error = $3, attempts = attempts + 1, finished_at = now()
     WHERE account_id = $1 AND id = $2 AND status = 'pending'`,
    [accountId, runId, reason],
  );
  await db.query(
    `UPDATE routines SET last_error = $3
     WHERE account_id = $1 AND conversation_id = (SELECT routine_id FROM routine_runs WHERE account_id = $1 AND id = $2)`,
    [accountId, runId, reason],
  );
}
