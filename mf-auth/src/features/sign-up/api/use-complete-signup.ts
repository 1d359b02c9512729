import { useMutation } from "@tanstack/react-query";
import type { ApiFetch } from "@parley/shared-contracts";
import { signupEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import type { SignupCompleteRequest, SignupCompleteResponse } from "@parley/shared-contracts/api/signup";
import { callApi } from "@parley/ui-kit/api/request.ts";
import { assignLocation } from "../../../lib/browser-location.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/** signupEndpoints.complete: the workspace, its owner and the conversation. */
export async function postCompleteSignup(
  api: ApiFetch,
  form: SignupCompleteRequest,
): Promise<SignupCompleteResponse["data"]> {
  return (await callApi(api, signupEndpoints.complete, { body: form })).data;
}

/** On success the browser leaves for the new workspace's host, which signs the owner in. */
export function useCompleteSignup() {
  const { api } = useShell();
  return useMutation({
    mutationFn: (form: SignupCompleteRequest) => postCompleteSignup(api, form),
    onSuccess: (data) => assignLocation(data.redirect_url),
  });
}
