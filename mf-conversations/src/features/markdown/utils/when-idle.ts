/** Runs `work` when the browser is idle (at the latest after 2 s), or soon where it cannot tell. */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}
