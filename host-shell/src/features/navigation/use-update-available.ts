import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { VERSION_PATH } from "../../lib/api-client/wire-names.ts";

/** Checks at most this often (the menu opening and window focus ask again). */
const CHECK_INTERVAL_MS = 60_000;

/**
 * Whether the server runs a newer build than the one loaded: shellEndpoints.version's
 * timestamp differs from the timestamp compiled into this shell.
 */
export function useUpdateAvailable(
  api: ApiFetch,
  buildTimestamp: string,
): { available: boolean; check: () => void } {
  const [available, setAvailable] = useState(false);
  const lastCheck = useRef(0);

  const check = useCallback(() => {
    const now = Date.now();
    if (now - lastCheck.current < CHECK_INTERVAL_MS) return;
    lastCheck.current = now;
    api(VERSION_PATH, { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ timestamp?: unknown }>) : null))
      .then((info) => {
        if (typeof info?.timestamp === "string") setAvailable(info.timestamp !== buildTimestamp);
      })
      .catch(() => undefined);
  }, [api, buildTimestamp]);

  useEffect(() => {
    const timer = setTimeout(check, 0);
    window.addEventListener("focus", check);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("focus", check);
    };
  }, [check]);

  return { available, check };
}
