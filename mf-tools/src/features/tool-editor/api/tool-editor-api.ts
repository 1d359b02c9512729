import type { Tool, ToolUpdate } from "@parley/shared-contracts/api/tools";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson } from "../../../lib/api/request.ts";

const TOOLS_PATH = "/api/v1/tools/";

/** A blank Personal tool (POST without a body); its id. */
export async function createTool(api: ApiFetch): Promise<number> {
  return (await requestJson<{ id: number }>(api, TOOLS_PATH, { method: "POST" })).id;
}

/** The spec's update: PATCH multipart with json_tool_data; the saved tool comes back. */
export function updateTool(api: ApiFetch, id: number, update: ToolUpdate): Promise<Tool> {
  const form = new FormData();
  form.set("json_tool_data", JSON.stringify(update));
  return requestJson<Tool>(api, `${TOOLS_PATH}${id}/`, { method: "PATCH", body: form });
}
