import { useEffect, useSyncExternalStore } from "react";
import type { LazyResource } from "../utils/lazy-resource.ts";

const NONE = {
  get: () => null,
  load: () => Promise.reject(new Error("no resource")),
  subscribe: () => () => undefined,
} satisfies LazyResource<never>;

/**
 * The resource's value once loaded (null before, or for no resource); starts the load when
 * `wanted`. A failed load leaves null, so callers keep their plain fallback rendering.
 */
export function useLazyResource<T>(resource: LazyResource<T> | null, wanted: boolean): T | null {
  const source: LazyResource<T> = resource ?? NONE;
  const value = useSyncExternalStore(source.subscribe, source.get, source.get);
  useEffect(() => {
    if (resource && wanted && value === null) resource.load().catch(() => undefined);
  }, [resource, wanted, value]);
  return wanted ? value : null;
}
