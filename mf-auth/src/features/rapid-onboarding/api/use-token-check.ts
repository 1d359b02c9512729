import { useQuery } from "@tanstack/react-query";
import { isTokenVerification } from "@parley/shared-contracts/api/auth-answers";
import { authEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import { callApi } from "@parley/ui-kit/api/request.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/**
 * authEndpoints.tokenVerification: whether a one-time token is still
 * usable, asked before leaving the page so a dead link is explained here, not after a round trip.
 * Disabled when there is no token.
 */
export function useTokenCheck(token: string | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: ["token-verification", token],
    enabled: token !== null,
    // A token is used once: never answer from an older check.
    gcTime: 0,
    queryFn: async () => {
      const answer: unknown = await callApi(api, authEndpoints.tokenVerification, {
        params: { token: token ?? "" },
      });
      if (!isTokenVerification(answer)) throw new Error("Unexpected token-verification answer");
      return answer.ok;
    },
  });
}
