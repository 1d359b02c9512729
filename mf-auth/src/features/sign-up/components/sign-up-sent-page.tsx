import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import button from "@parley/ui-kit/ui/page-button.module.css";
import { apiErrorOf } from "@parley/ui-kit/http-error.ts";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { AuthLayout } from "../../../lib/ui/auth-layout.tsx";
import { ProductLogo } from "../../../lib/ui/product-logo.tsx";
import { useResendLink } from "../api/use-resend-link.ts";
import styles from "./sign-up.module.css";

/**
 * /sign-up?email=…: where the share page's Continue by e-mail lands. It names the address the link
 * went to and offers to send it again (limited per address and per e-mail by the server).
 */
export function SignUpSentPage({ email }: { email: string | null }) {
  const { t } = useAuthTranslation();
  const resend = useResendLink();
  if (email === null)
    return (
      <AuthLayout>
        <header className={styles.header}>
          <ProductLogo size={40} />
          <h1 className={styles.title}>{t("signUp.confirmTitle")}</h1>
          <p className={styles.subtitle} data-testid="sign-up.no-email">
            {t("signUp.noEmail")}
          </p>
        </header>
      </AuthLayout>
    );
  const failure = resend.isError
    ? (apiErrorOf(resend.error)?.message ?? t("error.tryLater", { ns: "common" }))
    : null;
  return (
    <AuthLayout>
      <header className={styles.header}>
        <ProductLogo size={40} />
        <h1 className={styles.title} data-testid="sign-up.sent">
          {t("signUp.sentTitle")}
        </h1>
        <p className={styles.subtitle} data-testid="sign-up.sent-body">
          {t("signUp.sentBody", { email: `\u2068${email}\u2069` })}
        </p>
      </header>
      <div className={styles.stack}>
        {failure && <Alert testId="sign-up.resend-error">{failure}</Alert>}
        {resend.isSuccess && (
          <p className={styles.notice} role="status" data-testid="sign-up.resent">
            {t("signUp.resent")}
          </p>
        )}
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          disabled={resend.isPending}
          data-testid="sign-up.resend"
          onClick={() => resend.mutate(email)}
        >
          {resend.isPending && <Spinner />}
          {resend.isPending ? t("signUp.resending") : t("signUp.resend")}
        </button>
      </div>
    </AuthLayout>
  );
}
