// Time for the scheduler and the routine checks. The system clock in production; with
// PARLEY_TEST_CLOCK a test clock that e2e and server tests move forward by hand (refused at boot when
// NODE_ENV is production). A skew shifts a clock without moving it, as a badly synced host would.

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export interface TestClock extends Clock {
  readonly kind: "test";
  /** Moves time forward by `ms` (never back). */
  advance(ms: number): number;
  /** Moves time to the instant (never back). */
  setTo(instant: number): number;
}

export function systemClock(skewMs = 0): Clock {
  return { now: () => Date.now() + skewMs };
}

export function createTestClock(skewMs = 0): TestClock {
  let offset = skewMs;
  return {
    kind: "test",
    now: () => Date.now() + offset,
    advance(ms) {
      offset += Math.max(0, ms);
      return Date.now() + offset;
    },
    setTo(instant) {
      offset = Math.max(offset, instant - Date.now());
      return Date.now() + offset;
    },
  };
}

export function isTestClock(clock: Clock): clock is TestClock {
  return "kind" in clock && clock.kind === "test";
}
