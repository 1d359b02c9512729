import type { ApiFetch } from "@parley/shared-contracts/shell";
import type { WorkspaceInfo } from "@parley/shared-contracts/api/workspace";
import { isWorkspaceInfoResponse } from "@parley/shared-contracts/api/auth-answers";
import { authEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import { callApi } from "@parley/ui-kit/api/request.ts";

/** The invisible captcha a workspace asks for, when the server checks one. */
export type CaptchaConfig = NonNullable<WorkspaceInfo["captcha"]>;

/** authEndpoints.workspaceInfo: public info of a workspace. Throws HttpError on non-2xx. */
export async function getWorkspaceInfo(api: ApiFetch, subdomain: string): Promise<WorkspaceInfo> {
  const answer: unknown = await callApi(api, authEndpoints.workspaceInfo, { params: { subdomain } });
  if (!isWorkspaceInfoResponse(answer)) throw new Error("Unexpected workspace answer");
  return answer.data;
}
