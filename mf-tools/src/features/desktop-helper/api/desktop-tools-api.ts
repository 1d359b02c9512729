import type {
  DesktopHelperSettings,
  DesktopSession,
  DesktopTool,
} from "@parley/shared-contracts/api/desktop-tools";
import type { ToolRunResult } from "@parley/shared-contracts/api/mcp";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson, sendJson } from "@parley/ui-kit/api/request.ts";

// The paths of shared-contracts/api/desktop-tools and api/mcp (their zod schemas stay out of the
// panel's parcel).
const DESKTOP_TOOLS_PATH = "/api/v1/desktop-tools/";
const DESKTOP_HELPER_PATH = "/api/v1/desktop-tools/helper/";
const TOOL_CALLS_PATH = "/api/v1/tool-calls/";

export const helperSettingsKey = ["desktop-helper", "settings"] as const;

/** Where the helper listens and the latest version to download (server settings). */
export function helperSettingsQueryOptions(api: ApiFetch) {
  return {
    queryKey: helperSettingsKey,
    queryFn: () => requestJson<DesktopHelperSettings>(api, DESKTOP_HELPER_PATH),
    staleTime: Infinity,
  };
}

/** The desktop tools store; an empty list clears the desktop's tools. */
export function postDesktopTools(
  api: ApiFetch,
  body: { uuid?: string; session_uuid: string; tools: DesktopTool[] },
): Promise<DesktopSession> {
  return sendJson<DesktopSession>(api, "POST", DESKTOP_TOOLS_PATH, body);
}

/** The result of a local tool call this page ran (PATCH /tool-calls/{id}). */
export function reportToolCall(
  api: ApiFetch,
  id: number,
  outcome: { status: "success" | "error"; result: string | null; error: string | null },
): Promise<Pick<ToolRunResult, "status">> {
  return sendJson(api, "PATCH", `${TOOL_CALLS_PATH}${id}/`, outcome);
}
