import { useQuery } from "@tanstack/react-query";
import type { ApiFetch } from "@parley/shared-contracts";
import type { SignupStatusResponse } from "@parley/shared-contracts/api/signup";
import { requestJson } from "@parley/ui-kit/api/request.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/** `GET /api/v1/authentication/signup/status/`: whether self-service sign-up is on. */
export async function getSignupStatus(api: ApiFetch): Promise<boolean> {
  return (await requestJson<SignupStatusResponse>(api, "/api/v1/authentication/signup/status/")).data.enabled;
}

export function useSignupStatus() {
  const { api } = useShell();
  return useQuery({ queryKey: ["signup-status"], queryFn: () => getSignupStatus(api), staleTime: 60_000 });
}
