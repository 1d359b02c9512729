import { useEffect, useSyncExternalStore } from "react";
import type { LazyResource } from "../utils/lazy-resource.ts";

/**
 * The resource's value once loaded (null before); starts the load when `wanted`. A failed load
 * leaves null, so callers keep their plain fallback rendering.
 */
export function useLazyResource<T>(resource: LazyResource<T>, wanted: boolean): T | null {
  const value = useSyncExternalStore(resource.subscribe, resource.get, resource.get);
  useEffect(() => {
    if (wanted && value === null) resource.load().catch(() => undefined);
  }, [resource, wanted, value]);
  return wanted ? value : null;
}
