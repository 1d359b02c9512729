import type { NavigateOptions } from "@parley/shared-contracts/shell";

type Navigate = (to: string, options?: NavigateOptions) => void;

/**
 * ShellProps.navigate must exist before the router renders (parcels can start mounting early), so
 * it delegates to react-router's navigate once the router registers it, and to the History API
 * (which the router also listens to through popstate) before that.
 */
export function createNavigationBridge() {
  let delegate: Navigate | null = null;
  const navigate: Navigate = (to, options) => {
    if (delegate) return delegate(to, options);
    if (options?.replace) window.history.replaceState(null, "", to);
    else window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  };
  return {
    navigate,
    setDelegate(next: Navigate | null): void {
      delegate = next;
    },
  };
}

export type NavigationBridge = ReturnType<typeof createNavigationBridge>;
