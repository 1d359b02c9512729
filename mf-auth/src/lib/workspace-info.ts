import type { ApiFetch } from "@parley/shared-contracts/shell";
import type { WorkspaceInfo } from "@parley/shared-contracts/api/workspace";
import { isWorkspaceInfoResponse } from "@parley/shared-contracts/api/auth-answers";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";

/** The invisible captcha a workspace asks for, when the server checks one. */
export type CaptchaConfig = NonNullable<WorkspaceInfo["captcha"]>;

/** `GET /api/v1/accounts/{subdomain}`: public info of a workspace. Throws HttpError on non-2xx. */
export async function getWorkspaceInfo(api: ApiFetch, subdomain: string): Promise<WorkspaceInfo> {
  const response = await api(`/api/v1/accounts/${encodeURIComponent(subdomain)}`);
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
  const answer: unknown = await response.json();
  if (!isWorkspaceInfoResponse(answer)) throw new Error("Unexpected workspace answer");
  return answer.data;
}
