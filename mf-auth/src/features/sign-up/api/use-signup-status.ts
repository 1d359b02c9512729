import { useQuery } from "@tanstack/react-query";
import type { ApiFetch } from "@parley/shared-contracts";
import { signupEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import { callApi } from "@parley/ui-kit/api/request.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/** signupEndpoints.status: whether self-service sign-up is on. */
export async function getSignupStatus(api: ApiFetch): Promise<boolean> {
  return (await callApi(api, signupEndpoints.status, {})).data.enabled;
}

export function useSignupStatus() {
  const { api } = useShell();
  return useQuery({ queryKey: ["signup-status"], queryFn: () => getSignupStatus(api), staleTime: 60_000 });
}
