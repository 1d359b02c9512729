import { useQuery } from "@tanstack/react-query";
import { getWorkspaceInfoQueryOptions } from "../../../lib/workspace-info.ts";
import { useShell } from "../../../lib/shell-context.tsx";

/** The workspace shown on the sign-in page (logo, name, sign-in options, captcha). */
export function useWorkspaceInfo(subdomain: string) {
  const { api } = useShell();
  return useQuery(getWorkspaceInfoQueryOptions(api, subdomain));
}
