import type { ToolUploadResult } from "@parley/shared-contracts/api/tools";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson } from "@parley/ui-kit/api/request.ts";

const TOOLS_UPLOAD_PATH = "/api/v1/tools/upload/";

/** Sends the chosen tool files (repeated `files` fields); each file is answered on its own. */
export function uploadTools(api: ApiFetch, files: readonly File[]): Promise<ToolUploadResult> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  return requestJson<ToolUploadResult>(api, TOOLS_UPLOAD_PATH, { method: "POST", body: form });
}
