/** A module loaded on first need and shared by every component that asks for it. */
export interface LazyResource<T> {
  /** The loaded value, or null while it is not there yet. */
  get: () => T | null;
  /** Starts loading once; later calls return the same promise. A failed load may be retried. */
  load: () => Promise<T>;
  subscribe: (listener: () => void) => () => void;
}

export function createLazyResource<T>(importer: () => Promise<T>): LazyResource<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();

  return {
    get: () => value,
    load: () => {
      pending ??= importer().then(
        (loaded) => {
          value = loaded;
          listeners.forEach((listener) => listener());
          return loaded;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
