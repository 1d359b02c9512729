import { useQuery } from "@tanstack/react-query";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { isTokenVerification } from "@parley/shared-contracts/api/auth-answers";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/** `GET /api/v1/authentication/token-verification/{token}/`: whether the link can still be used. */
export async function getTokenCheck(api: ApiFetch, token: string): Promise<boolean> {
  const response = await api(`/api/v1/authentication/token-verification/${encodeURIComponent(token)}/`);
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
  const answer: unknown = await response.json();
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
