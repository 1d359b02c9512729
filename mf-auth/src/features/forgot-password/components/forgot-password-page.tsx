import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { PRODUCT_NAME } from "@parley/shared-contracts";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import { AuthLayout } from "../../../lib/ui/auth-layout.tsx";
import { ProductLogo } from "../../../lib/ui/product-logo.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { getWorkspaceInfoQueryOptions } from "../../../lib/workspace-info-query.ts";
// The sign-in form's invisible captcha, reused as is (same widget, same reset rules).
import { useInvisibleCaptcha } from "../../sign-in/hooks/use-invisible-captcha.ts";
import { CaptchaStatus } from "../../../lib/captcha/captcha-status.tsx";
import { useForgotPassword } from "../api/use-forgot-password.ts";
import { describeForgotFailure } from "../utils/forgot-failure.ts";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { SignInLink } from "./sign-in-link.tsx";
import styles from "./password-pages.module.css";

/**
 * docs/product/sign-in.md § Forgot password: workspace logo, heading, instructions, a work email field,
 * Submit, 'Return to sign-in' and an invisible captcha, reset after every submission. A workspace without
 * password sign-in sends the visitor to sign-in with the password-disabled error.
 */
export function ForgotPasswordPage({ subdomain }: { subdomain: string }) {
  const { t } = useAuthTranslation();
  const { api, navigate } = useShell();
  const workspace = useQuery(getWorkspaceInfoQueryOptions(api, subdomain));
  const captcha = useInvisibleCaptcha(workspace.data, "reset");
  const request = useForgotPassword();
  const info = workspace.data;
  const passwordDisabled = info !== undefined && !info.sign_in_options.includes("email_password");

  useEffect(() => {
    if (passwordDisabled) navigate("/sign-in?error=password_disabled", { replace: true });
  }, [passwordDisabled, navigate]);

  if (workspace.isPending || passwordDisabled) {
    return (
      <AuthLayout busy>
        <p className={styles.status} role="status">
          <Spinner />
          {t(passwordDisabled ? "page.redirecting" : "page.loading")}
        </p>
      </AuthLayout>
    );
  }

  const failure = request.isError ? describeForgotFailure(request.error).message : null;
  return (
    <AuthLayout>
      <header className={styles.header}>
        {info?.logo ? <img className={styles.logo} src={info.logo} alt="" /> : <ProductLogo size={40} />}
        <p className={styles.workspace} data-testid="forgot-password.workspace-name">
          {info?.name ?? PRODUCT_NAME}
        </p>
        <h1 className={styles.title}>{t("forgot.title")}</h1>
        <p className={styles.subtitle}>{t("forgot.instructions")}</p>
      </header>
      {failure && (
        <Alert testId="forgot-password.error">
          {"key" in failure ? t(failure.key, { ns: "common" }) : failure.text}
        </Alert>
      )}
      <ForgotPasswordForm
        pending={request.isPending}
        captchaTarget={captcha.enabled ? captcha.attachTo : null}
        onSubmit={(email) =>
          request.mutate({ email, captchaToken: captcha.getToken, onCaptchaUsed: captcha.reset })
        }
      />
      <CaptchaStatus solving={captcha.solving} />
      <SignInLink testId="forgot-password.return" />
    </AuthLayout>
  );
}
