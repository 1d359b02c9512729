import { useState } from "react";
import type { SignInOption } from "@parley/shared-contracts";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import button from "@parley/ui-kit/ui/page-button.module.css";
import { EmailSignInForm, type EmailCredentials } from "./email-sign-in-form.tsx";
import { GoogleSignInLink } from "./google-sign-in-link.tsx";
import { PasskeySignInButton } from "../../passkey-sign-in/components/passkey-sign-in-button.tsx";
import styles from "./sign-in-methods.module.css";

/** The server setting that turns Google sign-in on (named, not translated). */
const GOOGLE_CLIENT_VARIABLE = "PARLEY_OIDC_CLIENT_ID";

interface SignInMethodsProps {
  options: readonly SignInOption[];
  /** Methods the workspace offers that the server is not set up for (Google without a client). */
  unconfigured?: readonly SignInOption[];
  next: string | null;
  pending: boolean;
  captchaTarget: ((element: HTMLDivElement | null) => void) | null;
  onSubmit(credentials: EmailCredentials): void;
}

/**
 * The workspace's sign-in options (docs/product/sign-in.md § Sign-in page): only email → the form at once;
 * Google too → its button, and "Sign in with work email" that reveals the form and moves focus into it. A
 * workspace left with only Google on a server without a Google client says what the administrator must
 * configure.
 */
export function SignInMethods({
  options,
  unconfigured = [],
  next,
  pending,
  captchaTarget,
  onSubmit,
}: SignInMethodsProps) {
  const { t } = useAuthTranslation();
  const [revealed, setRevealed] = useState(false);
  const email = options.includes("email_password");
  const google = options.includes("google");

  if (!email && !google)
    return (
      <p className={styles.none} role="alert" data-testid="sign-in.no-methods">
        {unconfigured.includes("google")
          ? t("signIn.googleUnconfigured", { variable: GOOGLE_CLIENT_VARIABLE })
          : t("signIn.noMethods")}
      </p>
    );
  return (
    <div className={styles.methods}>
      {google && <GoogleSignInLink next={next} />}
      {google && email && (
        <div className={styles.divider}>
          <span>{t("signIn.or")}</span>
        </div>
      )}
      {email &&
        (!google || revealed ? (
          <EmailSignInForm
            pending={pending}
            captchaTarget={captchaTarget}
            focusOnMount={google}
            onSubmit={onSubmit}
          />
        ) : (
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            data-testid="sign-in.work-email-button"
            onClick={() => setRevealed(true)}
          >
            {t("signIn.workEmail")}
          </button>
        ))}
      <PasskeySignInButton next={next} />
    </div>
  );
}
