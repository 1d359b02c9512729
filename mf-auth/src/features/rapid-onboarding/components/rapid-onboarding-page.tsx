import { useEffect } from "react";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { assignLocation } from "../../../lib/browser-location.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import { AuthLayout } from "../../../lib/ui/auth-layout.tsx";
import { ProductLogo } from "../../../lib/ui/product-logo.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useTokenCheck } from "../api/use-token-check.ts";
import button from "@parley/ui-kit/ui/page-button.module.css";
import styles from "./rapid-onboarding-page.module.css";

/** The server route that redeems the token and sets the session cookies (a full page navigation). */
export const ONBOARDING_CALLBACK = "/oidc/callback/";

/**
 * docs/product/sign-in.md § Rapid onboarding (/rapid-onboarding?token=…): a signed-in visitor goes to /; a
 * live token sends the browser to the server's callback, which signs the person in; a missing, used or
 * expired one (or the callback sending the browser back with ?error=) shows 'Invalid or expired token.'.
 */
export function RapidOnboardingPage() {
  const { t } = useAuthTranslation();
  const { location, navigate, session } = useShell();
  const query = new URLSearchParams(location.search);
  const token = query.get("token") || null;
  const bounced = query.has("error");
  const signedIn = session.profile !== null;
  const check = useTokenCheck(signedIn || bounced ? null : token);
  const usable = check.data === true;

  useEffect(() => {
    if (signedIn) navigate("/", { replace: true });
  }, [signedIn, navigate]);
  useEffect(() => {
    if (usable && token !== null)
      assignLocation(`${ONBOARDING_CALLBACK}?${new URLSearchParams({ token }).toString()}`);
  }, [usable, token]);

  const failed = !signedIn && (bounced || token === null || check.isError || check.data === false);
  if (!failed) {
    return (
      <AuthLayout busy>
        <p className={styles.status} role="status" data-testid="rapid-onboarding.pending">
          <Spinner />
          {t(signedIn ? "page.redirecting" : "rapidOnboarding.signingIn")}
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <div className={styles.failure}>
        <div className={styles.logo}>
          <ProductLogo size={48} />
        </div>
        <Alert testId="rapid-onboarding.error">{t("rapidOnboarding.invalid", { ns: "common" })}</Alert>
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          data-testid="rapid-onboarding.home"
          onClick={() => navigate("/")}
        >
          {t("rapidOnboarding.returnHome")}
        </button>
      </div>
    </AuthLayout>
  );
}
