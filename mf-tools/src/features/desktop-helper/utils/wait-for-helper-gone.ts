import { HELPER_POLL_INTERVAL_MS, HELPER_POLL_MAX_ATTEMPTS } from "@parley/shared-contracts/constants";
import type { HelperProbe } from "./probe-helper.ts";

/** How switching the helper off ended: nothing answers any more, or it still answered at the last read. */
export type StopOutcome = "gone" | "still-running";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After the shutdown was posted (and the spec's 500 ms): reads the status every 500 ms, at most 120
 * times, until nothing answers. The helper stops its servers first, seconds in which it still
 * answers (`stopping`, or `enabled` from a helper older than that state); each read is handed to
 * `onProbe`.
 */
export async function waitForHelperGone(
  probe: () => Promise<HelperProbe>,
  options: {
    attempts?: number;
    intervalMs?: number;
    wait?: (ms: number) => Promise<void>;
    onProbe?: (answer: HelperProbe) => void;
  } = {},
): Promise<StopOutcome> {
  const attempts = options.attempts ?? HELPER_POLL_MAX_ATTEMPTS;
  const wait = options.wait ?? sleep;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const answer = await probe();
    options.onProbe?.(answer);
    if (answer.state === "down") return "gone";
    if (attempt < attempts - 1) await wait(options.intervalMs ?? HELPER_POLL_INTERVAL_MS);
  }
  return "still-running";
}
