import { queryOptions } from "@tanstack/react-query";
import {
  ROUTINES_PATH,
  ROUTINE_LIMITS,
  routineBySlugPath,
  routinePath,
} from "@parley/shared-contracts/api/routine-limits";
import type {
  Routine,
  RoutineBySlug,
  RoutineList,
  RoutinePayload,
} from "@parley/shared-contracts/api/routines";
import type { ModelList } from "@parley/shared-contracts/api/models";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson, sendJson } from "@parley/ui-kit/api/request.ts";

/** Query keys of this remote's cache (the sidebar and the screen share one client). */
export const routineKeys = {
  all: ["routines"] as const,
  list: () => ["routines", "list"] as const,
  detail: (id: number) => ["routines", "detail", id] as const,
  models: ["models"] as const,
};

/** `GET` list: the caller's routines, newest first. */
export function getRoutines(api: ApiFetch): Promise<RoutineList> {
  return requestJson<RoutineList>(api, ROUTINES_PATH);
}

/** The sidebar's list: polled every 6 s, stale after 10 min, kept 24 h (docs/product/routines.md). */
export function routinesQueryOptions(api: ApiFetch) {
  return queryOptions({
    queryKey: routineKeys.list(),
    queryFn: () => getRoutines(api),
    refetchInterval: ROUTINE_LIMITS.listPollMs,
    staleTime: ROUTINE_LIMITS.listStaleMs,
    gcTime: ROUTINE_LIMITS.listKeepMs,
  });
}

export function getRoutine(api: ApiFetch, id: number): Promise<Routine> {
  return requestJson<Routine>(api, routinePath(id));
}

export function routineQueryOptions(api: ApiFetch, id: number) {
  return queryOptions({
    queryKey: routineKeys.detail(id),
    queryFn: () => getRoutine(api, id),
    enabled: id > 0,
    staleTime: ROUTINE_LIMITS.listStaleMs,
    gcTime: ROUTINE_LIMITS.listKeepMs,
  });
}

export function createRoutine(api: ApiFetch, payload: RoutinePayload): Promise<Routine> {
  return sendJson<Routine>(api, "POST", ROUTINES_PATH, payload);
}

export function updateRoutine(api: ApiFetch, id: number, payload: RoutinePayload): Promise<Routine> {
  return sendJson<Routine>(api, "PATCH", routinePath(id), payload);
}

/** PATCH with only the name (the sidebar's rename). */
export function renameRoutine(api: ApiFetch, id: number, name: string): Promise<Routine> {
  return sendJson<Routine>(api, "PATCH", routinePath(id), { name });
}

export async function deleteRoutine(api: ApiFetch, id: number): Promise<void> {
  await sendJson<unknown>(api, "DELETE", routinePath(id));
}

/** `/routine/{slug}` → the routine's id. */
export async function resolveRoutineSlug(api: ApiFetch, slug: string): Promise<number> {
  const body = await requestJson<Partial<RoutineBySlug> | null>(api, routineBySlugPath(slug));
  const id = body?.data?.id;
  if (typeof id !== "number" || id <= 0) throw new Error("The slug answer has no routine id");
  return id;
}

/** `GET /api/v1/models/`: the models the member may use (the chat's cache times). */
export function modelsQueryOptions(api: ApiFetch) {
  return queryOptions({
    queryKey: routineKeys.models,
    queryFn: () => requestJson<ModelList>(api, "/api/v1/models/"),
    staleTime: ROUTINE_LIMITS.listStaleMs,
    gcTime: ROUTINE_LIMITS.listKeepMs,
  });
}
