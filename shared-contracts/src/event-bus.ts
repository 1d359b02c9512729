/**
 * A typed publish/subscribe bus. The host creates one instance and hands it to every parcel through
 * ShellProps; remotes never import each other, so this is the only way they talk.
 */
export interface EventBus<Events extends object> {
  /** Publishes `payload` to every current listener of `type`. A throwing listener does not stop the others. */
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  /** Subscribes to `type`; returns the function that unsubscribes. */
  on<K extends keyof Events>(type: K, listener: (payload: Events[K]) => void): () => void;
  /** Subscribes for the next event of `type` only. */
  once<K extends keyof Events>(type: K, listener: (payload: Events[K]) => void): () => void;
  /** How many listeners `type` has (for diagnostics and tests). */
  listenerCount<K extends keyof Events>(type: K): number;
}

/** Creates a bus over the event map `Events` (see {@link ParleyEvents}). */
export function createEventBus<Events extends object>(
  onListenerError: (error: unknown, type: keyof Events) => void = (error) => console.error(error),
): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();

  function on<K extends keyof Events>(type: K, listener: (payload: Events[K]) => void): () => void {
    let set = listeners.get(type);
    if (!set) {
      set = new Set();
      listeners.set(type, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  return {
    on,
    emit(type, payload) {
      // Copy first: a listener may unsubscribe (or subscribe) while we iterate.
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as (p: typeof payload) => void)(payload);
        } catch (error) {
          onListenerError(error, type);
        }
      }
    },
    once(type, listener) {
      const off = on(type, (payload) => {
        off();
        listener(payload);
      });
      return off;
    },
    listenerCount(type) {
      return listeners.get(type)?.size ?? 0;
    },
  };
}
