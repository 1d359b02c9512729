import type { DesktopSession, DesktopToolsPost } from "@parley/shared-contracts/api/desktop-tools";
import type { ToolCallReport, ToolCallReportAnswer } from "@parley/shared-contracts/api/mcp";
import { desktopToolEndpoints } from "@parley/shared-contracts/api/tool-endpoints";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

export const helperSettingsKey = ["desktop-helper", "settings"] as const;

/** Where the helper listens and the latest version to download (server settings). */
export function helperSettingsQueryOptions(api: ApiFetch) {
  return {
    queryKey: helperSettingsKey,
    queryFn: () => callApi(api, desktopToolEndpoints.helper, {}),
    staleTime: Infinity,
  };
}

/** The desktop tools store; an empty list clears the desktop's tools. */
export function postDesktopTools(api: ApiFetch, body: DesktopToolsPost): Promise<DesktopSession> {
  return callApi(api, desktopToolEndpoints.store, { body });
}

/** The result of a local tool call this page ran (PATCH /tool-calls/{id}). */
export function reportToolCall(
  api: ApiFetch,
  id: number,
  outcome: ToolCallReport,
): Promise<ToolCallReportAnswer> {
  return callApi(api, desktopToolEndpoints.report, { params: { id }, body: outcome });
}
