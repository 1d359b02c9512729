/**
 * Calls `fn` at most once per `intervalMs`: the first call runs at once, later ones within the
 * interval collapse into one trailing call, so the last state is never missed.
 */
export function throttle(fn: () => void, intervalMs: number): { run: () => void; cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const invoke = () => {
    timer = null;
    last = Date.now();
    fn();
  };
  return {
    run() {
      const wait = last + intervalMs - Date.now();
      if (wait <= 0 && timer === null) invoke();
      else timer ??= setTimeout(invoke, Math.max(wait, 0));
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
