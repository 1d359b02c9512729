import { useQuery } from "@tanstack/react-query";
import { useAuthTranslation } from "../../../i18n/use-auth-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { AuthLayout } from "../../../lib/ui/auth-layout.tsx";
import { ProductLogo } from "../../../lib/ui/product-logo.tsx";
import { getWorkspaceInfoQueryOptions } from "../../../lib/workspace-info-query.ts";
import { SignInLink } from "./sign-in-link.tsx";
import styles from "./password-pages.module.css";

/**
 * /password/sent: the confirmation after a reset request, under the workspace's logo (the product's
 * until the workspace info has come, or when it has none). It says the same for every address, as
 * the server does (whether the address is a member is never revealed).
 */
export function PasswordSentPage({ subdomain }: { subdomain: string }) {
  const { t } = useAuthTranslation();
  const { api } = useShell();
  const logo = useQuery(getWorkspaceInfoQueryOptions(api, subdomain)).data?.logo;
  return (
    <AuthLayout>
      <header className={styles.header}>
        {logo ? (
          <img className={styles.logo} src={logo} alt="" data-testid="password-sent.logo" />
        ) : (
          <ProductLogo size={40} />
        )}
        <h1 className={styles.title} data-testid="password-sent.title">
          {t("sent.title")}
        </h1>
        <p className={styles.subtitle}>{t("sent.body")}</p>
      </header>
      <SignInLink testId="password-sent.return" />
    </AuthLayout>
  );
}
