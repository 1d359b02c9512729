import { useAction } from "@parley/ui-kit/api/use-action.ts";
import { assignLocation } from "../../../lib/browser-location.ts";
import { languageWasChosen } from "../../../lib/chosen-language.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { getWorkspaceInfo } from "../../../lib/workspace-info.ts";

/**
 * The host (port included) the workspaces live under, as the visitor sees it: the root domain as it is;
 * the user host (`user.`) and `www.` without their label, whose sibling a workspace is.
 */
export function baseHostOf(host: string): string {
  return host.replace(/^(?:user|www)\./i, "");
}

/**
 * The sign-in page of a workspace host, from this page's protocol and host, with the page the visitor
 * asked for (a same-origin path: the user host's routes send it along) as `next`, and the interface
 * language chosen here as `locale`: the workspace's host is another origin, whose storage and cookie
 * know nothing of the choice made here, and the language query is the one source every host reads first.
 */
export function workspaceSignInUrl(
  subdomain: string,
  current: Pick<Location, "protocol" | "host">,
  options: { next?: string | null; language?: string | null } = {},
): string {
  const query = new URLSearchParams();
  if (options.next) query.set("next", options.next);
  if (options.language) query.set("locale", options.language);
  const search = query.toString();
  return `${current.protocol}//${subdomain}.${baseHostOf(current.host)}/sign-in${search ? `?${search}` : ""}`;
}

/**
 * Checks that the workspace exists (authEndpoints.workspaceInfo), then sends the browser to
 * its own host: sessions are per host, so this is a real page load, not a route change. Without
 * react-query, like the sign-in page it shares a parcel with (lib/define-sign-in-parcel.ts).
 */
export function useFindWorkspace(next: string | null) {
  const { api, language } = useShell();
  return useAction({
    mutationFn: (subdomain: string) => getWorkspaceInfo(api, subdomain),
    onSuccess: (workspace) =>
      assignLocation(
        workspaceSignInUrl(workspace.subdomain, window.location, {
          next,
          language: languageWasChosen() ? language : null,
        }),
      ),
  });
}
