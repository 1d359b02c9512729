import { useEffect, useState } from "react";
import { TRIAL_TICK_MS } from "@parley/shared-contracts/constants";

/** Milliseconds until `endAt` (null: no end), re-read every second; stops ticking at zero. */
export function useCountdown(endAt: string | null): number {
  const end = endAt === null ? Number.NaN : Date.parse(endAt);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Number.isNaN(end) ? 0 : end - now;
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TRIAL_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, remaining);
}
