import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { AuthLayout } from "../../../lib/ui/auth-layout.tsx";
import { ProductLogo } from "../../../lib/ui/product-logo.tsx";
import { SignInLink } from "./sign-in-link.tsx";
import styles from "./password-pages.module.css";

/**
 * /password/sent: the confirmation after a reset request. It says the same for every address, as
 * the server does (whether the address is a member is never revealed).
 */
export function PasswordSentPage() {
  const { t } = useAuthTranslation();
  return (
    <AuthLayout>
      <header className={styles.header}>
        <ProductLogo size={40} />
        <h1 className={styles.title} data-testid="password-sent.title">
          {t("sent.title")}
        </h1>
        <p className={styles.subtitle}>{t("sent.body")}</p>
      </header>
      <SignInLink testId="password-sent.return" />
    </AuthLayout>
  );
}
