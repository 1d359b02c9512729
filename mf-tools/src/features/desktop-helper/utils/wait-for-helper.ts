import { HELPER_POLL_INTERVAL_MS, HELPER_POLL_MAX_ATTEMPTS } from "@parley/shared-contracts/constants";
import type { HelperProbe } from "./probe-helper.ts";

/** How switching the helper on ended (docs/product/helper-app.md § Starting and stopping). */
export type StartOutcome = "enabled" | "not-enabled" | "needs-pairing" | "no-answer" | "timeout";

/**
 * Reads (of HELPER_POLL_INTERVAL_MS) a launched helper has to answer at all: 20 s, time for the
 * browser's "Open parley-helper?" question and the program's start. Nothing by then: the launch
 * failed (no handler registered, or the member said no), not a 60 s wait for a status check.
 */
export const HELPER_LAUNCH_ANSWER_ATTEMPTS = 40;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After the launch link: reads the status every 500 ms, at most 120 times, until the helper is
 * enabled. A helper that says it is not enabled for this Parley address (it refuses the address:
 * its status read is the one refusal a browser can read) did not start properly, and the flow stops;
 * one that answers but is not paired with this address yet is up, and waits for pairing. Not enabled
 * after the last read (it kept starting): the poll timed out. Nothing answered within the first
 * `answerAttempts` reads: the launch failed.
 */
export async function waitForHelper(
  probe: () => Promise<HelperProbe>,
  options: {
    attempts?: number;
    answerAttempts?: number;
    intervalMs?: number;
    wait?: (ms: number) => Promise<void>;
  } = {},
): Promise<StartOutcome> {
  const attempts = options.attempts ?? HELPER_POLL_MAX_ATTEMPTS;
  const answerAttempts = options.answerAttempts ?? HELPER_LAUNCH_ANSWER_ATTEMPTS;
  const wait = options.wait ?? sleep;
  let answered = false;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const answer = await probe();
    if (answer.state === "enabled") return "enabled";
    if (answer.state === "refused") return "not-enabled";
    if (answer.state === "unpaired") return "needs-pairing";
    // A helper still stopping (switched off just before) is the old one on its way out.
    answered ||= answer.state !== "down" && answer.state !== "stopping";
    if (!answered && attempt + 1 >= answerAttempts) return "no-answer";
    if (attempt < attempts - 1) await wait(options.intervalMs ?? HELPER_POLL_INTERVAL_MS);
  }
  return "timeout";
}
