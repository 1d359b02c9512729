import { useSyncExternalStore } from "react";
import { useShellServices } from "../shell/shell-services.ts";
import type { SessionState } from "./session-store.ts";

/** The session state; re-renders when it changes. */
export function useSession(): SessionState {
  const { session } = useShellServices();
  return useSyncExternalStore(session.subscribe, session.getState);
}
