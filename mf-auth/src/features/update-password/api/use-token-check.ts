import { useQuery } from "@tanstack/react-query";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { isTokenVerification } from "@parley/shared-contracts/api/auth-answers";
import { authEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import { callApi } from "@parley/ui-kit/api/request.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/** authEndpoints.tokenVerification: whether the link can still be used. */
export async function getTokenCheck(api: ApiFetch, token: string): Promise<boolean> {
  const answer: unknown = await callApi(api, authEndpoints.tokenVerification, { params: { token } });
  if (!isTokenVerification(answer)) throw new Error("Unexpected token-verification answer");
  return answer.ok;
}

/** Checked once per token (no refetch: a used link must not flip the page while it is open). */
export function useTokenCheck(token: string | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: ["password-token", token],
    queryFn: () => getTokenCheck(api, token ?? ""),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
