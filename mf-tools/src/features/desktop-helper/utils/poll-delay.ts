/** While the helper answers: how often its status is read again (it may stop from its own terminal). */
export const HELPER_PRESENT_POLL_MS = 5000;
/** While nothing answers: the first wait, doubled after each read that found nothing, up to the cap. */
export const HELPER_ABSENT_FIRST_POLL_MS = 1000;
export const HELPER_ABSENT_MAX_POLL_MS = 30_000;

/**
 * The wait before the next status read, after `silentReads` reads in a row that found nothing (0:
 * the last one answered). A member without the helper running gets rare reads: Chromium logs every
 * refused connection to its console, whatever the page does with the failure.
 */
export function helperPollDelay(silentReads: number): number {
  if (silentReads <= 0) return HELPER_PRESENT_POLL_MS;
  return Math.min(HELPER_ABSENT_FIRST_POLL_MS * 2 ** (silentReads - 1), HELPER_ABSENT_MAX_POLL_MS);
}
