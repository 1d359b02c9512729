import type { ReactNode } from "react";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { AuthLayout } from "../../../lib/ui/auth-layout.tsx";
import { ProductLogo } from "../../../lib/ui/product-logo.tsx";
import { useSignupStatus } from "../api/use-signup-status.ts";
import styles from "./sign-up.module.css";

/** The page that says sign-up is off (ops switch or configuration). */
export function SignUpOff() {
  const { t } = useAuthTranslation();
  return (
    <AuthLayout>
      <header className={styles.header}>
        <ProductLogo size={40} />
        <h1 className={styles.title} data-testid="sign-up.off">
          {t("signUp.offTitle")}
        </h1>
        <p className={styles.subtitle}>{t("signUp.offBody")}</p>
      </header>
    </AuthLayout>
  );
}

/** Shows its children only while self-service sign-up is on (a failed check lets the server decide). */
export function SignUpGate({ children }: { children: ReactNode }) {
  const { t } = useAuthTranslation();
  const status = useSignupStatus();
  if (status.isPending)
    return (
      <AuthLayout busy>
        <p className={styles.status} role="status">
          <Spinner />
          {t("page.loading")}
        </p>
      </AuthLayout>
    );
  if (status.data === false) return <SignUpOff />;
  return children;
}
