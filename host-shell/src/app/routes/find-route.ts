import { matchRoutePath } from "@parley/shared-contracts/remote-routes";
import type { RouteDefinition } from "./route-table.ts";

/** The route a pathname opens, with its parameters (null: the not-found page). */
export function findRoute(
  routes: readonly RouteDefinition[],
  pathname: string,
): { route: RouteDefinition; params: Record<string, string> } | null {
  for (const route of routes) {
    const params = matchRoutePath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** Whether a path needs a signed-in member. */
export function isGuardedPath(routes: readonly RouteDefinition[], pathname: string): boolean {
  const found = findRoute(routes, pathname);
  return found !== null && found.route.kind !== "page";
}
