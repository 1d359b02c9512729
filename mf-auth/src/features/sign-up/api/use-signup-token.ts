import { useQuery } from "@tanstack/react-query";
import type { ApiFetch } from "@parley/shared-contracts";
import { signupEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import { callApi } from "@parley/ui-kit/api/request.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/** signupEndpoints.check: the confirmed address of a usable link. */
export async function postSignupCheck(api: ApiFetch, token: string): Promise<string> {
  const answer = await callApi(api, signupEndpoints.check, { body: { token } });
  return answer.data.email;
}

/** Checked once per token: a link used meanwhile must not flip the open form. */
export function useSignupToken(token: string | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: ["signup-token", token],
    queryFn: () => postSignupCheck(api, token ?? ""),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
