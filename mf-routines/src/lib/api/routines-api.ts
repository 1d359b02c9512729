import { queryOptions } from "@tanstack/react-query";
import { modelEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import { routineEndpoints } from "@parley/shared-contracts/api/routine-endpoints";
import { ROUTINE_LIMITS } from "@parley/shared-contracts/api/routine-limits";
import type { Routine, RoutineList, RoutinePayload } from "@parley/shared-contracts/api/routines";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

/** Query keys of this remote's cache (the sidebar and the screen share one client). */
export const routineKeys = {
  all: ["routines"] as const,
  list: () => ["routines", "list"] as const,
  detail: (id: number) => ["routines", "detail", id] as const,
  models: ["models"] as const,
};

/** `GET` list: the caller's routines, newest first. */
export function getRoutines(api: ApiFetch): Promise<RoutineList> {
  return callApi(api, routineEndpoints.list, {});
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
  return callApi(api, routineEndpoints.get, { params: { id } });
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
  return callApi(api, routineEndpoints.create, { body: payload });
}

export function updateRoutine(api: ApiFetch, id: number, payload: RoutinePayload): Promise<Routine> {
  return callApi(api, routineEndpoints.update, { params: { id }, body: payload });
}

/** PATCH with only the name (the sidebar's rename). */
export function renameRoutine(api: ApiFetch, id: number, name: string): Promise<Routine> {
  return callApi(api, routineEndpoints.update, { params: { id }, body: { name } });
}

export async function deleteRoutine(api: ApiFetch, id: number): Promise<void> {
  await callApi(api, routineEndpoints.remove, { params: { id } });
}

/** `/routine/{slug}` → the routine's id. */
export async function resolveRoutineSlug(api: ApiFetch, slug: string): Promise<number> {
  const body = await callApi(api, routineEndpoints.bySlug, { params: { slug } });
  const id = body.data.id;
  if (id <= 0) throw new Error("The slug answer has no routine id");
  return id;
}

/** `GET /api/v1/models/`: the models the member may use (the chat's cache times). */
export function modelsQueryOptions(api: ApiFetch) {
  return queryOptions({
    queryKey: routineKeys.models,
    queryFn: () => callApi(api, modelEndpoints.list, {}),
    staleTime: ROUTINE_LIMITS.listStaleMs,
    gcTime: ROUTINE_LIMITS.listKeepMs,
  });
}
