// The routines screens' endpoints: the caller's routines (list, create, read, update or rename,
// delete) and the /routine/{slug} resolution (endpoint.ts).
import { endpoint } from "./endpoint.ts";
import type { Routine, RoutineBySlug, RoutineList, RoutineUpdate, RoutinePayload } from "./routines.ts";

export const routineEndpoints = {
  list: endpoint<RoutineList>()("GET", "/api/v1/routines/"),
  create: endpoint<Routine, { body: RoutinePayload }>()("POST", "/api/v1/routines/"),
  bySlug: endpoint<RoutineBySlug>()("GET", "/api/v1/routines/slug/:slug/"),
  get: endpoint<Routine>()("GET", "/api/v1/routines/:id/"),
  update: endpoint<Routine, { body: RoutineUpdate }>()("PATCH", "/api/v1/routines/:id/"),
  remove: endpoint<unknown>()("DELETE", "/api/v1/routines/:id/"),
} as const;
