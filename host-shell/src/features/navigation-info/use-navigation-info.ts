import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  isNavigationFailure,
  NAVIGATION_FAILED_PARAM,
  saveNavigationInfo,
  takeNavigationInfo,
  type NavigationFailure,
  type NavigationInfoStorage,
} from "@parley/shared-contracts/navigation-info";

function tabStorage(): NavigationInfoStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The failure the modal shows: taken from storage in an effect, read while rendering. */
function createFailureStore() {
  let failure: NavigationFailure | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => failure,
    set(next: NavigationFailure | null) {
      failure = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * Uses the tab's navigation-info record (docs/product/shell.md § Main layout) once, on arrival and after
 * each navigation: a successful record opens its conversation, a failed one is answered for the modal.
 * A server redirect's `?navigation_failed=` becomes a record and leaves the address first.
 */
export function useNavigationInfo(storage: NavigationInfoStorage | null = tabStorage()): {
  failure: NavigationFailure | null;
  dismiss: () => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(createFailureStore);
  const failure = useSyncExternalStore(store.subscribe, store.get);

  useEffect(() => {
    if (storage === null) return;
    const params = new URLSearchParams(location.search);
    const handed = params.get(NAVIGATION_FAILED_PARAM);
    if (handed !== null) {
      saveNavigationInfo(storage, {
        status: "failed",
        reason: isNavigationFailure(handed) ? handed : "conversation_unavailable",
      });
      params.delete(NAVIGATION_FAILED_PARAM);
      const search = params.toString();
      // The cleaned address is a new location: this effect runs again and takes the record.
      const cleaned = { pathname: location.pathname, search: search && `?${search}`, hash: location.hash };
      void navigate(cleaned, { replace: true });
      return;
    }
    const info = takeNavigationInfo(storage);
    if (info === null) return;
    if (info.status === "success") void navigate(`/conversations/${info.conversation_id}`, { replace: true });
    else store.set(info.reason);
  }, [location, navigate, storage, store]);

  return { failure, dismiss: () => store.set(null) };
}
