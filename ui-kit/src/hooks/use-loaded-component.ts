// A component from a chunk loaded on demand, without React.lazy and Suspense: when a Suspense
// fallback resolves, React holds the content back until about 300 ms after the fallback appeared (its
// fallback throttle), which kept an opened conversation on its spinner for a quarter of a second after
// its code and messages had arrived (docs/benchmarks.md, session 16). Here the component renders in
// the pass after its chunk has loaded, and at once once loaded.
import { useEffect, useState, type ComponentType } from "react";

export interface LoadableComponent<P extends object> {
  /** Loads the chunk once: a call while it loads shares that load, one after it is settled. */
  load(): Promise<ComponentType<P>>;
  /** Set once loaded: later mounts render it in their first pass. */
  loaded: ComponentType<P> | null;
}

export function loadableComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LoadableComponent<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const loadable: LoadableComponent<P> = {
    loaded: null,
    load: () => {
      if (loadable.loaded !== null) return Promise.resolve(loadable.loaded);
      // A failed load is not kept: the next call (a Retry) asks for the chunk again.
      pending ??= load().then(
        (component) => {
          loadable.loaded = component;
          return component;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
  return loadable;
}

/**
 * The component once its chunk has loaded (null before, and while `wanted` is false, when nothing
 * is loaded); `error` when the chunk did not load.
 */
export function useLoadedComponent<P extends object>(
  loadable: LoadableComponent<P>,
  wanted = true,
): { component: ComponentType<P> | null; error: Error | null } {
  const [component, setComponent] = useState<ComponentType<P> | null>(() => loadable.loaded);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (!wanted || component !== null) return;
    let current = true;
    loadable.load().then(
      (loaded) => {
        if (current) setComponent(() => loaded);
      },
      (failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure : new Error(String(failure)));
      },
    );
    return () => {
      current = false;
    };
  }, [loadable, wanted, component]);
  return { component: component ?? loadable.loaded, error };
}
