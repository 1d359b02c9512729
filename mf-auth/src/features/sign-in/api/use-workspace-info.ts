import { useRead } from "@parley/ui-kit/api/use-read.ts";
import { getWorkspaceInfo } from "../../../lib/workspace-info.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/**
 * The workspace shown on the sign-in page (logo, name, sign-in options, captcha). Read without
 * react-query, which the sign-in page loads without (lib/define-sign-in-parcel.ts).
 */
export function useWorkspaceInfo(subdomain: string) {
  const { api } = useShell();
  return useRead({
    queryKey: ["workspace-info", subdomain],
    queryFn: () => getWorkspaceInfo(api, subdomain),
  });
}
