import { useAction } from "@parley/ui-kit/api/use-action.ts";
import { assignLocation } from "../../../lib/browser-location.ts";
import { useShell } from "../../../lib/shell-context.tsx";
import { getWorkspaceInfo } from "../../../lib/workspace-info.ts";

/** The sign-in page of a workspace host, from the root domain's protocol and host (port included). */
export function workspaceSignInUrl(subdomain: string, current: Pick<Location, "protocol" | "host">): string {
  return `${current.protocol}//${subdomain}.${current.host}/sign-in`;
}

/**
 * Checks that the workspace exists (`GET /api/v1/accounts/{subdomain}`), then sends the browser to
 * its own host: sessions are per host, so this is a real page load, not a route change. Without
 * react-query, like the sign-in page it shares a parcel with (lib/sign-in-root.tsx).
 */
export function useFindWorkspace() {
  const { api } = useShell();
  return useAction({
    mutationFn: (subdomain: string) => getWorkspaceInfo(api, subdomain),
    onSuccess: (workspace) => assignLocation(workspaceSignInUrl(workspace.subdomain, window.location)),
  });
}
