import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { PRODUCT_NAME, signInErrorKey } from "@parley/shared-contracts";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import { AuthLayout } from "../../../lib/ui/auth-layout.tsx";
import { ProductLogo } from "../../../lib/ui/product-logo.tsx";
import { getWorkspaceInfoQueryOptions } from "../../../lib/workspace-info-query.ts";
import button from "@parley/ui-kit/ui/page-button.module.css";
import styles from "./auth-error-page.module.css";

/**
 * docs/product/sign-in.md § Auth error page (/auth-error?error=…): workspace logo and name, the product name,
 * the catalogue message of the error code (unknown codes: 'Something went wrong.'), and the ways back. The
 * message does not wait for the workspace info: a failed lookup only drops the name.
 */
export function AuthErrorPage() {
  const { t } = useAuthTranslation();
  const { location, navigate, session, api } = useShell();
  const code = new URLSearchParams(location.search).get("error");
  const subdomain = session.subdomain;
  const workspace = useQuery({
    ...getWorkspaceInfoQueryOptions(api, subdomain ?? ""),
    enabled: subdomain !== null,
  });
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = workspace.data?.logo;

  return (
    <AuthLayout>
      <header className={styles.header}>
        {logo && !logoFailed ? (
          <img className={styles.logo} src={logo} alt="" onError={() => setLogoFailed(true)} />
        ) : (
          <ProductLogo size={48} />
        )}
        {workspace.data && (
          <h1 className={styles.name} data-testid="auth-error.workspace-name">
            {workspace.data.name}
          </h1>
        )}
        <p className={styles.product}>{PRODUCT_NAME}</p>
      </header>
      <Alert testId="auth-error.message">{t(signInErrorKey(code), { ns: "common" })}</Alert>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          data-testid="auth-error.sign-in"
          onClick={() => navigate("/sign-in")}
        >
          {t("authError.backToSignIn")}
        </button>
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          data-testid="auth-error.home"
          onClick={() => navigate("/")}
        >
          {t("notFound.backHome", { ns: "common" })}
        </button>
      </div>
    </AuthLayout>
  );
}
