import { useQuery } from "@tanstack/react-query";
import { isTokenVerification } from "@parley/shared-contracts/api/auth-answers";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/**
 * `GET /api/v1/authentication/token-verification/{token}/`: whether a one-time token is still
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
      const response = await api(
        `/api/v1/authentication/token-verification/${encodeURIComponent(token ?? "")}/`,
      );
      if (!response.ok) throw new HttpError(response.status, await readJson(response));
      const answer: unknown = await response.json();
      if (!isTokenVerification(answer)) throw new Error("Unexpected token-verification answer");
      return answer.ok;
    },
  });
}
