// Work that must not delay an answer (so its duration reveals nothing), yet must finish before the
// server closes: each task is kept until it settles, and a failure is logged, never thrown.

export interface BackgroundTasks {
  run(label: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has settled. */
  drain(): Promise<void>;
}

export function createBackgroundTasks(onError: (label: string, error: unknown) => void): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      const running = task()
        .catch((error: unknown) => onError(label, error))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
