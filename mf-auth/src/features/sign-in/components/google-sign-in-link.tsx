import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { GoogleIcon } from "../../../lib/ui/google-icon.tsx";
import button from "@parley/ui-kit/ui/page-button.module.css";

/**
 * "Sign in with Google": a plain link to the server's OIDC start (a full page navigation, the
 * provider's pages are not ours). The server runs the code flow with PKCE and comes back to `next`,
 * or to /sign-in?error=uninvited|google_disabled, or to /auth-error (server/src/modules/oidc).
 */
export function GoogleSignInLink({ next }: { next: string | null }) {
  const { t } = useAuthTranslation();
  const href = next ? `/oidc/google/start?${new URLSearchParams({ next }).toString()}` : "/oidc/google/start";
  return (
    <a className={`${button.button} ${button.secondary}`} href={href} data-testid="sign-in.google">
      <GoogleIcon />
      <span>{t("signIn.google")}</span>
    </a>
  );
}
