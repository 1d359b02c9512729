import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import button from "@parley/ui-kit/ui/page-button.module.css";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { AuthLayout } from "../../../lib/ui/auth-layout.tsx";
import { ProductLogo } from "../../../lib/ui/product-logo.tsx";
import styles from "./sign-up.module.css";

/**
 * An expired, used or unknown sign-up link: what happened, and the way back to the shared
 * conversation (where Continue sends a new link) when the server still knows it.
 */
export function LinkInvalid({ restartUrl }: { restartUrl: string | null }) {
  const { t } = useAuthTranslation();
  return (
    <AuthLayout>
      <header className={styles.header}>
        <ProductLogo size={40} />
        <h1 className={styles.title}>{t("signUp.invalidTitle")}</h1>
      </header>
      <div className={styles.stack}>
        <Alert testId="sign-up.invalid">{t("signup.invalidLink", { ns: "common" })}</Alert>
        {restartUrl ? (
          <a
            className={`${button.button} ${button.primary}`}
            href={restartUrl}
            data-testid="sign-up.start-again"
          >
            {t("signUp.startAgain")}
          </a>
        ) : (
          <p className={styles.subtitle}>{t("signUp.noEmail")}</p>
        )}
      </div>
    </AuthLayout>
  );
}
