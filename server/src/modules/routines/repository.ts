// Routines' rows. Every statement but the scheduler's pick of due routines names its account.
import type { RoutineSchedule } from "@parley/shared-contracts/api/routines";
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface RoutineRow {
  account_id: number;
  id: number;
  owner_id: number;
  name: string;
  collaboration_slug: string | null;
  content: string;
  model_id: number | null;
  start_date: string;
  timezone: string;
  schedule: RoutineSchedule | null;
  next_run: Date | null;
  done: boolean;
  total_times: number;
  stopped_reason: string | null;
  last_error: string | null;
  created_at: Date;
  modified_at: Date;
  /** The caller's role in the routine's conversation. */
  role: "owner" | "participant";
}

const COLUMNS = `r.account_id, r.conversation_id AS id, r.owner_id, c.name, c.collaboration_slug, r.content,
  r.model_id, r.start_date, r.timezone, r.schedule, r.next_run, r.done, r.total_times, r.stopped_reason,
  r.last_error, r.created_at, r.modified_at, p.role`;

export interface RoutineFields {
  content: string;
  modelId: number;
  startDate: string;
  timezone: string;
  schedule: RoutineSchedule | null;
  nextRun: Date | null;
  done: boolean;
}

export async function insertRoutine(
  db: Queryable,
  accountId: number,
  conversationId: number,
  ownerId: number,
  fields: RoutineFields,
): Promise<void> {
  await db.query(
    `INSERT INTO routines (account_id, conversation_id, owner_id, content, model_id, start_date, timezone,
                           schedule, next_run, done)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)`,
    [
      accountId,
      conversationId,
      ownerId,
      fields.content,
      fields.modelId,
      fields.startDate,
      fields.timezone,
      fields.schedule === null ? null : JSON.stringify(fields.schedule),
      fields.nextRun,
      fields.done,
    ],
  );
}

/**
 * How many routines the member owns, with their member row locked until the transaction ends: two
 * creations at once cannot both pass the cap.
 */
export async function countOwnedRoutinesLocked(
  db: Queryable,
  accountId: number,
  memberId: number,
): Promise<number> {
  await db.query("SELECT id FROM members WHERE account_id = $1 AND id = $2 FOR UPDATE", [
    accountId,
    memberId,
  ]);
  const rows = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM routines WHERE account_id = $1 AND owner_id = $2",
    [accountId, memberId],
  );
  return rows[0]?.count ?? 0;
}

/** The routines whose conversation the member takes part in, newest first. */
export async function listRoutinesForMember(
  db: Queryable,
  accountId: number,
  memberId: number,
): Promise<RoutineRow[]> {
  return db.query<RoutineRow>(
    `SELECT ${COLUMNS}
     FROM routines r
     JOIN conversations c ON c.account_id = r.account_id AND c.id = r.conversation_id
     JOIN conversation_participants p
       ON p.account_id = r.account_id AND p.conversation_id = r.conversation_id AND p.member_id = $2
     WHERE r.account_id = $1
     ORDER BY r.created_at DESC, r.conversation_id DESC`,
    [accountId, memberId],
  );
}

/** One routine as the member sees it; undefined when it is not theirs to see. */
export async function findRoutine(
  db: Queryable,
  accountId: number,
  id: number,
  memberId: number,
): Promise<RoutineRow | undefined> {
  return maybeOne<RoutineRow>(
    db,
    `SELECT ${COLUMNS}
     FROM routines r
     JOIN conversations c ON c.account_id = r.account_id AND c.id = r.conversation_id
     JOIN conversation_participants p
       ON p.account_id = r.account_id AND p.conversation_id = r.conversation_id AND p.member_id = $3
     WHERE r.account_id = $1 AND r.conversation_id = $2`,
    [accountId, id, memberId],
  );
}

export async function findRoutineIdBySlug(
  db: Queryable,
  accountId: number,
  slug: string,
  memberId: number,
): Promise<number | undefined> {
  const row = await maybeOne<{ id: number }>(
    db,
    `SELECT r.conversation_id AS id
     FROM routines r
     JOIN conversations c ON c.account_id = r.account_id AND c.id = r.conversation_id
     JOIN conversation_participants p
       ON p.account_id = r.account_id AND p.conversation_id = r.conversation_id AND p.member_id = $3
     WHERE r.account_id = $1 AND c.collaboration_slug = $2`,
    [accountId, slug, memberId],
  );
  return row?.id;
}

/** Replaces the schedule and what runs; a new schedule clears the stop reason and last error. */
export async function updateRoutine(
  db: Queryable,
  accountId: number,
  id: number,
  fields: RoutineFields,
): Promise<void> {
  await db.query(
    `UPDATE routines SET content = $3, model_id = $4, start_date = $5, timezone = $6, schedule = $7::jsonb,
       next_run = $8, done = $9, stopped_reason = NULL, last_error = NULL, modified_at = now()
     WHERE account_id = $1 AND conversation_id = $2`,
    [
      accountId,
      id,
      fields.content,
      fields.modelId,
      fields.startDate,
      fields.timezone,
      fields.schedule === null ? null : JSON.stringify(fields.schedule),
      fields.nextRun,
      fields.done,
    ],
  );
}

export async function touchRoutine(db: Queryable, accountId: number, id: number): Promise<void> {
  await db.query("UPDATE routines SET modified_at = now() WHERE account_id = $1 AND conversation_id = $2", [
    accountId,
    id,
  ]);
}

/** A routine that stops by itself (model gone or disabled, owner removed). */
export async function stopRoutine(
  db: Queryable,
  accountId: number,
  id: number,
  reason: string,
): Promise<void> {
  await db.query(
    `UPDATE routines SET done = true, next_run = NULL, stopped_reason = $3, modified_at = now()
     WHERE account_id = $1 AND conversation_id = $2`,
    [accountId, id, reason],
  );
}

/** Marks the routine's conversation: the Conversations lists leave it out; its name is the routine's. */
export async function markRoutineConversation(db: Queryable, accountId: number, id: number): Promise<void> {
  await db.query(
    "UPDATE conversations SET is_routine = true, name_is_auto = false WHERE account_id = $1 AND id = $2",
    [accountId, id],
  );
}

export async function renameRoutine(
  db: Queryable,
  accountId: number,
  id: number,
  name: string,
): Promise<void> {
  await db.query(
    "UPDATE conversations SET name = $3, name_is_auto = false, modified_at = now() WHERE account_id = $1 AND id = $2",
    [accountId, id, name],
  );
  await touchRoutine(db, accountId, id);
}
