import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import { useShellPageTranslation } from "../../i18n/page-texts.ts";
import { ParleyMark } from "../../lib/ui/parley-logo.tsx";
import styles from "../not-found/not-found-page.module.css";
import own from "./admin-host.module.css";
import { lastWorkspace, workspaceFinderUrl, workspaceHomeUrl } from "./last-workspace.ts";

/**
 * What `admin.<base domain>` shows when the tab has no chosen workspace: the console opens from a
 * workspace (Manage account). The link goes to the workspace this browser last signed in to here, or
 * to the workspace finder when there is none.
 */
export function AdminHostPage() {
  const { t, ready } = useShellPageTranslation();
  const workspace = lastWorkspace();
  if (!ready) return null;
  return (
    <main id="main" className={styles.page} data-testid="admin-host">
      <ParleyMark size={44} />
      <h1 className={styles.title}>{t("adminHost.title", { product: PRODUCT_NAME })}</h1>
      <p className={own.body}>{t("adminHost.body")}</p>
      <a
        className={styles.home}
        href={workspace === null ? workspaceFinderUrl() : workspaceHomeUrl(workspace)}
        data-testid="admin-host.workspaces"
      >
        {t(workspace === null ? "adminHost.find" : "adminHost.workspaces")}
      </a>
    </main>
  );
}
