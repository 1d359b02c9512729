import { useSyncExternalStore } from "react";
import type { RouteDefinition } from "./route-table.ts";
import type { RouteStore, SlotTable } from "./route-store.ts";

/** The host's routes in a component (null until the manifest is known). */
export function useRouteTable(store: RouteStore): readonly RouteDefinition[] | null {
  return useSyncExternalStore(store.subscribe, store.get);
}

/** The main layout's slots in a component (null until the manifest is known). */
export function useSlotTable(store: RouteStore): SlotTable | null {
  return useSyncExternalStore(store.subscribe, store.slots);
}
