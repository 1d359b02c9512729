import { HELPER_POLL_INTERVAL_MS, HELPER_POLL_MAX_ATTEMPTS } from "@parley/shared-contracts/constants";
import type { HelperProbe } from "./probe-helper.ts";

/** How switching the helper on ended (docs/product/helper-app.md § Starting and stopping). */
export type StartOutcome = "enabled" | "not-enabled" | "needs-pairing" | "timeout";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After the launch link: reads the status every 500 ms, at most 120 times, until the helper is
 * enabled. A helper that refuses this Parley address, or that answered but never became enabled, did
 * not start properly; one that answers but is not paired with this address yet is up, and waits for
 * pairing. Nothing ever answered: the poll timed out. (A browser sees a refused origin only as
 * no answer: the helper sends it no CORS headers.)
 */
export async function waitForHelper(
  probe: () => Promise<HelperProbe>,
  options: { attempts?: number; intervalMs?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<StartOutcome> {
  const attempts = options.attempts ?? HELPER_POLL_MAX_ATTEMPTS;
  const wait = options.wait ?? sleep;
  let answered = false;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const answer = await probe();
    if (answer.state === "enabled") return "enabled";
    if (answer.state === "refused") return "not-enabled";
    if (answer.state === "unpaired") return "needs-pairing";
    answered ||= answer.state === "starting";
    if (attempt < attempts - 1) await wait(options.intervalMs ?? HELPER_POLL_INTERVAL_MS);
  }
  return answered ? "not-enabled" : "timeout";
}
