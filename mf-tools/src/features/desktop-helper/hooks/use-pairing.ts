import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { HelperClient } from "../api/helper-client.ts";
import { writeHelperSecret } from "../utils/helper-storage.ts";
import { helperKeys } from "./use-helper-client.ts";

/** How often the page asks whether the user typed the code at the helper. */
const PAIRING_POLL_MS = 1000;

export type PairingState =
  | { step: "idle" }
  | { step: "asking" }
  | { step: "waiting"; code: string; pairingId: string }
  | { step: "expired" }
  | { step: "failed" };

/**
 * Pairing with the helper (helper-app/README.md § Pairing): the helper gives a code this page shows;
 * the user types it in the helper's terminal; the next poll receives the secret, kept in local storage.
 */
export function usePairing(client: HelperClient | undefined) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PairingState>({ step: "idle" });

  useEffect(() => {
    if (state.step !== "waiting" || client === undefined) return;
    let stopped = false;
    const timer = setInterval(() => {
      client
        .pairStatus(state.pairingId)
        .then((answer) => {
          if (stopped || answer.status === "pending") return;
          stopped = true;
          if (answer.status === "expired") return setState({ step: "expired" });
          writeHelperSecret(answer.secret);
          setState({ step: "idle" });
          void queryClient.invalidateQueries({ queryKey: helperKeys.all });
        })
        .catch(() => undefined);
    }, PAIRING_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [client, queryClient, state]);

  return {
    state,
    start: () => {
      if (client === undefined) return;
      setState({ step: "asking" });
      client
        .pair()
        .then((pairing) => setState({ step: "waiting", code: pairing.code, pairingId: pairing.pairingId }))
        .catch(() => setState({ step: "failed" }));
    },
  };
}
