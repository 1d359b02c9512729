import { useState } from "react";
import type { SignInOption } from "@parley/shared-contracts";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import button from "@parley/ui-kit/ui/page-button.module.css";
import { EmailSignInForm, type EmailCredentials } from "./email-sign-in-form.tsx";
import { GoogleSignInLink } from "./google-sign-in-link.tsx";
import { PasskeySignInButton } from "../../passkey-sign-in/components/passkey-sign-in-button.tsx";
import styles from "./sign-in-methods.module.css";

interface SignInMethodsProps {
  options: readonly SignInOption[];
  next: string | null;
  pending: boolean;
  captchaTarget: ((element: HTMLDivElement | null) => void) | null;
  onSubmit(credentials: EmailCredentials): void;
}

/**
 * The workspace's sign-in options (spec §2): only email → the form at once; Google too → its button,
 * and "Sign in with work email" that reveals the form and moves focus into it.
 */
export function SignInMethods({ options, next, pending, captchaTarget, onSubmit }: SignInMethodsProps) {
  const { t } = useAuthTranslation();
  const [revealed, setRevealed] = useState(false);
  const email = options.includes("email_password");
  const google = options.includes("google");

  if (!email && !google) return <p className={styles.none}>{t("signIn.noMethods")}</p>;
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
