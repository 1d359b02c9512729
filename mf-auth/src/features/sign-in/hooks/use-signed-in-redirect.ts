import { useEffect } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";

/**
 * Spec: "If a profile is already loaded it redirects". Held back while a sign-in of this page is
 * under way, which navigates by itself once the session is refreshed. Returns whether it redirects.
 */
export function useSignedInRedirect(next: string | null, signingIn: boolean): boolean {
  const { session, navigate } = useShell();
  const redirect = session.profile !== null && !signingIn;
  useEffect(() => {
    if (redirect) navigate(next ?? "/", { replace: true });
  }, [redirect, next, navigate]);
  return redirect;
}
