// At most a few tasks at once, the waiting ones in one lane per workspace served round-robin: the
// share host's database reads go through it, so however many snapshot views arrive together they
// hold at most `concurrency` of the connection pool's connections (the other workspaces' requests
// find one free) and one workspace's flood of views cannot hold back another's. Nothing is refused:
// the waiting tasks are bounded by the server's connection limits (connection-limits.ts).

export class FairGate {
  readonly #concurrency: number;
  readonly #lanes = new Map<string, (() => void)[]>();
  /** Lanes with waiting tasks, in the order they are served. */
  readonly #order: string[] = [];
  #running = 0;
  #waiting = 0;

  constructor(concurrency: number) {
    this.#concurrency = Math.max(1, concurrency);
  }

  /** Tasks running now and waiting for their turn (tests, logs). */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting };
  }

  async run<T>(lane: string, task: () => Promise<T>): Promise<T> {
    await this.#enter(lane);
    try {
      return await task();
    } finally {
      this.#leave();
    }
  }

  #enter(lane: string): Promise<void> {
    if (this.#running < this.#concurrency && this.#waiting === 0) {
      this.#running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const waiting = this.#lanes.get(lane);
      if (waiting === undefined) {
        this.#lanes.set(lane, [resolve]);
        this.#order.push(lane);
      } else waiting.push(resolve);
      this.#waiting++;
    });
  }

  #leave(): void {
    this.#running--;
    const lane = this.#order.shift();
    if (lane === undefined) return;
    const waiting = this.#lanes.get(lane) ?? [];
    const next = waiting.shift();
    if (waiting.length > 0) this.#order.push(lane);
    else this.#lanes.delete(lane);
    if (next === undefined) return;
    this.#waiting--;
    this.#running++;
    next();
  }
}
