// Routines: create (the conversation and its schedule), read, update, rename, delete. next_run is
// computed here from the start, zone and repeat rule (schedule.ts); only the owner changes a routine.
import type { Routine, RoutinePayload, RoutineUpdate } from "@parley/shared-contracts/api/routines";
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { Clock } from "../../lib/clock.ts";
import * as conversations from "../conversations/repository.ts";
import { nameFromMessage } from "../conversations/service.ts";
import { usableModel } from "../models/service.ts";
import * as repo from "./repository.ts";
import type { RoutineFields, RoutineRow } from "./repository.ts";
import { isValidLocal, localToInstant, nextOccurrenceAfter, occurrenceLimit } from "./schedule.ts";

export const START_IN_PAST = "Start date need to be in the future";
export const END_BEFORE_START = "The end date must be later than the schedule time";
export const NAME_REQUIRED = "Name must not be empty";

/** The routine cap (PARLEY_ROUTINES_PER_MEMBER) reached: the error's code, and its message. */
export const ROUTINE_LIMIT_CODE = "routine_limit_reached";
export function routineLimitReached(max: number): HttpError {
  return new HttpError(
    409,
    ROUTINE_LIMIT_CODE,
    `You already have ${max} routines, the most one member may have. Delete one to create another.`,
  ).withParams({ max });
}

export function routineNotFound(): HttpError {
  return new HttpError(404, "routine_not_found", "Routine not found");
}

function ownerOnly(): HttpError {
  return new HttpError(403, "forbidden", "Only the owner can change this routine");
}

export function toRoutine(row: RoutineRow): Routine {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    model: row.model_id === null ? null : { id: row.model_id },
    start_date: row.start_date,
    next_run: row.next_run === null ? null : new Date(row.next_run).toISOString(),
    timezone: row.timezone,
    done: row.done,
    total_times: row.total_times,
    schedule: row.schedule,
    show_in_conversation: false,
    requester_is_owner: row.role === "owner",
    stopped_reason: row.stopped_reason,
    last_error: row.last_error,
    created: new Date(row.created_at).toISOString(),
    modified: new Date(row.modified_at).toISOString(),
  };
}

/**
 * Checks a payload and computes where the routine stands. `keepStart`: an update that leaves start
 * and zone as they were may keep a start in the past (the routine has been running since).
 */
async function fieldsOf(
  db: Database,
  accountId: number,
  payload: RoutinePayload,
  now: number,
  runsSoFar: number,
  keepStart: boolean,
): Promise<RoutineFields> {
  if (!isValidLocal(payload.start_date))
    throw new HttpError(400, "validation_error", "Invalid request", { start_date: ["Invalid date"] });
  const start = localToInstant(payload.start_date, payload.timezone);
  if (!keepStart && start <= now)
    throw new HttpError(400, "start_date_in_past", START_IN_PAST, undefined, undefined, {
      start_date: START_IN_PAST,
    });
  const schedule = payload.schedule;
  if (schedule !== null) {
    const { end_type: endType, end_value: endValue } = schedule;
    if (endType === "date") {
      if (
        typeof endValue !== "string" ||
        !isValidLocal(endValue) ||
        localToInstant(endValue, payload.timezone) <= start
      )
        throw new HttpError(400, "end_before_start", END_BEFORE_START, undefined, undefined, {
          end_value: END_BEFORE_START,
        });
    } else if (endType === "occurrences") {
      if (typeof endValue !== "number" || endValue < 1 || endValue > 100)
        throw new HttpError(400, "validation_error", "Invalid request", {
          "schedule.end_value": ["Occurrences must be between 1 and 100"],
        });
    } else if (endValue !== null)
      throw new HttpError(400, "validation_error", "Invalid request", {
        "schedule.end_value": ["Must be null when the routine never ends"],
      });
  }
  await usableModel(db, accountId, payload.model_id);
  const rule = { startDate: payload.start_date, timezone: payload.timezone, schedule };
  const limit = occurrenceLimit(schedule);
  const next = nextOccurrenceAfter(rule, Math.max(now, start - 1));
  const stopped = payload.done === true || next === null || (limit !== undefined && runsSoFar >= limit);
  return {
    content: payload.content,
    modelId: payload.model_id,
    startDate: payload.start_date,
    timezone: payload.timezone,
    schedule,
    nextRun: stopped || next === null ? null : new Date(next.at),
    done: stopped,
  };
}

async function readBack(db: Database, accountId: number, id: number, memberId: number): Promise<Routine> {
  const row = await repo.findRoutine(db, accountId, id, memberId);
  if (row === undefined) throw routineNotFound();
  return toRoutine(row);
}

export async function listRoutines(db: Database, accountId: number, memberId: number): Promise<Routine[]> {
  return (await repo.listRoutinesForMember(db, accountId, memberId)).map(toRoutine);
}

export async function getRoutine(
  db: Database,
  accountId: number,
  id: number,
  memberId: number,
): Promise<Routine> {
  return readBack(db, accountId, id, memberId);
}

export async function createRoutine(
  db: Database,
  clock: Clock,
  accountId: number,
  memberId: number,
  payload: RoutinePayload,
  /** Routines one member may own (PARLEY_ROUTINES_PER_MEMBER). */
  maxPerMember: number,
): Promise<Routine> {
  const fields = await fieldsOf(db, accountId, payload, clock.now(), 0, false);
  const id = await db.transaction(async (tx) => {
    if ((await repo.countOwnedRoutinesLocked(tx, accountId, memberId)) >= maxPerMember)
      throw routineLimitReached(maxPerMember);
    const conversationId = await conversations.insertConversation(
      tx,
      accountId,
      memberId,
      payload.name ?? nameFromMessage(payload.content),
    );
    await repo.markRoutineConversation(tx, accountId, conversationId);
    await conversations.setConversationModel(tx, accountId, conversationId, payload.model_id);
    await repo.insertRoutine(tx, accountId, conversationId, memberId, fields);
    return conversationId;
  });
  return readBack(db, accountId, id, memberId);
}

async function ownedRoutine(
  db: Database,
  accountId: number,
  id: number,
  memberId: number,
): Promise<RoutineRow> {
  const row = await repo.findRoutine(db, accountId, id, memberId);
  if (row === undefined) throw routineNotFound();
  if (row.role !== "owner") throw ownerOnly();
  return row;
}

export async function updateRoutine(
  db: Database,
  clock: Clock,
  accountId: number,
  id: number,
  memberId: number,
  body: RoutineUpdate,
): Promise<Routine> {
  const row = await ownedRoutine(db, accountId, id, memberId);
  if (!("content" in body)) {
    const name = body.name.trim();
    if (name === "") throw new HttpError(400, "name_required", NAME_REQUIRED, { name: [NAME_REQUIRED] });
    await repo.renameRoutine(db, accountId, id, [...name].slice(0, 200).join(""));
    return readBack(db, accountId, id, memberId);
  }
  const keepStart = body.start_date === row.start_date && body.timezone === row.timezone;
  const fields = await fieldsOf(db, accountId, body, clock.now(), row.total_times, keepStart);
  await db.transaction(async (tx) => {
    await repo.updateRoutine(tx, accountId, id, fields);
    if (body.name !== undefined) await repo.renameRoutine(tx, accountId, id, body.name);
    await conversations.setConversationModel(tx, accountId, id, body.model_id);
  });
  return readBack(db, accountId, id, memberId);
}

/**
 * Deletes the routine with its conversation (owner only). `beforeDelete` ends running replies and
 * answers the stored files' keys, which the caller removes once the rows are gone.
 */
export async function deleteRoutine(
  db: Database,
  accountId: number,
  id: number,
  memberId: number,
  beforeDelete: () => Promise<string[]>,
): Promise<string[]> {
  await ownedRoutine(db, accountId, id, memberId);
  const stored = await beforeDelete();
  await conversations.deleteConversation(db, accountId, id);
  return stored;
}

export async function routineIdBySlug(
  db: Database,
  accountId: number,
  slug: string,
  memberId: number,
): Promise<number> {
  const id = await repo.findRoutineIdBySlug(db, accountId, slug, memberId);
  if (id === undefined) throw routineNotFound();
  return id;
}
