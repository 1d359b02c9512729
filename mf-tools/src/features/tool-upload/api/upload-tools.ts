import type { ToolUploadResult } from "@parley/shared-contracts/api/tools";
import { toolEndpoints } from "@parley/shared-contracts/api/tool-endpoints";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

/** Sends the chosen tool files (repeated `files` fields); each file is answered on its own. */
export function uploadTools(api: ApiFetch, files: readonly File[]): Promise<ToolUploadResult> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  return callApi(api, toolEndpoints.upload, { body: form });
}
