import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import { ParleyMark } from "../../lib/ui/parley-logo.tsx";
import styles from "../not-found/not-found-page.module.css";

/**
 * What `admin.<base domain>` shows until the admin site exists: a clear page saying so and where
 * workspaces are managed meanwhile — never the workspace finder or a network failure.
 */
export function AdminHostPage({ workspacesUrl }: { workspacesUrl: string }) {
  const { t } = useShellTranslation();
  return (
    <main id="main" className={styles.page} data-testid="admin-host">
      <ParleyMark size={44} />
      <h1 className={styles.title}>{t("adminHost.title", { product: PRODUCT_NAME })}</h1>
      <p>{t("adminHost.body")}</p>
      <a className={styles.home} href={workspacesUrl} data-testid="admin-host.workspaces">
        {t("adminHost.workspaces")}
      </a>
    </main>
  );
}
