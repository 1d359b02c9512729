import { readJson, writeJson } from "../../lib/browser/storage.ts";

/**
 * Local storage key of the banner's dismissal (docs/product/shell.md § Browser storage: UI state lives in
 * local storage).
 */
export const TRIAL_DISMISSED_KEY = "parley_trial_banner_dismissed";

interface Dismissal {
  account: number;
  endAt: string;
}

/**
 * A dismissal holds for one trial of one account: when the trial is extended (a new end time) or
 * another workspace is shown in this browser, the banner comes back.
 */
export function isTrialDismissed(account: number, endAt: string): boolean {
  const stored = readJson<Partial<Dismissal> | null>(TRIAL_DISMISSED_KEY, null);
  return stored?.account === account && stored.endAt === endAt;
}

export function dismissTrial(account: number, endAt: string): void {
  writeJson(TRIAL_DISMISSED_KEY, { account, endAt } satisfies Dismissal);
}
