import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import button from "@parley/ui-kit/ui/button.module.css";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { SidebarIcon } from "../../../lib/ui/icons.tsx";
import { AgenticsList } from "../../agentics/components/agentics-list.tsx";
import { useToolsTitle } from "../hooks/use-tools-title.ts";
import styles from "./tools-screen.module.css";

/**
 * The Tools screen, route /tools (docs/product/tools.md § Tools screen): the breadcrumb (product,
 * Tools, then the item shown: the Agentics), and the workspace's tools to create, upload, look at,
 * edit, download and delete. Its left panel is the MCP server list (ToolsSidebar). A tool is used
 * from the chat box's tools panel, where a conversation is open.
 */
export function ToolsScreen() {
  const { bus } = useShell();
  const { t } = useToolsTranslation();
  const item = t("tabs.agentics");
  useToolsTitle(t("panel.label"));
  return (
    <section className={styles.screen} aria-label={t("panel.label")} data-testid="tools-screen">
      <header className={styles.header}>
        <button
          type="button"
          className={button.icon}
          onClick={() => bus.emit("sidebar.toggled", {})}
          aria-label={t("screen.toggleSidebar")}
          title={t("screen.toggleSidebar")}
          data-testid="tools-screen.sidebar-toggle"
        >
          <SidebarIcon />
        </button>
        <nav className={styles.breadcrumb} aria-label={t("screen.breadcrumb")}>
          <ol className={styles.crumbs} data-testid="tools-screen.breadcrumb">
            <li>{PRODUCT_NAME}</li>
            <li>{t("panel.label")}</li>
            <li className={styles.current} aria-current="page" data-testid="tools-screen.breadcrumb-current">
              <bdi>{item}</bdi>
            </li>
          </ol>
        </nav>
      </header>
      <div className={styles.body}>
        <h1 className={styles.title}>{item}</h1>
        <AgenticsList offerUse={false} />
      </div>
    </section>
  );
}
