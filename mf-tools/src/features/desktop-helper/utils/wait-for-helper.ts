import { HELPER_POLL_INTERVAL_MS, HELPER_POLL_MAX_ATTEMPTS } from "@parley/shared-contracts/constants";
import type { HelperProbe } from "./probe-helper.ts";

/** How switching the helper on ended (docs/product/helper-app.md § Starting and stopping). */
export type StartOutcome = "enabled" | "not-enabled" | "needs-pairing" | "timeout";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After the launch link: reads the status every 500 ms, at most 120 times, until the helper is
 * enabled. A helper that says it is not enabled for this Parley address (it refuses the address:
 * its status read is the one refusal a browser can read) did not start properly, and the flow stops;
 * one that answers but is not paired with this address yet is up, and waits for pairing. Not enabled
 * after the last read (nothing answered, or it kept starting): the poll timed out.
 */
export async function waitForHelper(
  probe: () => Promise<HelperProbe>,
  options: { attempts?: number; intervalMs?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<StartOutcome> {
  const attempts = options.attempts ?? HELPER_POLL_MAX_ATTEMPTS;
  const wait = options.wait ?? sleep;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const answer = await probe();
    if (answer.state === "enabled") return "enabled";
    if (answer.state === "refused") return "not-enabled";
    if (answer.state === "unpaired") return "needs-pairing";
    if (attempt < attempts - 1) await wait(options.intervalMs ?? HELPER_POLL_INTERVAL_MS);
  }
  return "timeout";
}
