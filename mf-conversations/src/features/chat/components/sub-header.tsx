import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import { CopyIcon, DownloadIcon, PlusIcon, SidebarIcon } from "../../../lib/ui/icons.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { CollaborationSlot } from "../../collaboration/collaboration-slot.tsx";
import { useConversationExport } from "../hooks/use-conversation-export.ts";
import { conversationPath } from "../utils/route-conversation.ts";
import styles from "./sub-header.module.css";

/**
 * The chat screen's sub-header (docs/product/conversations.md § Chat screen): sidebar toggle, breadcrumb
 * (product › Conversations › name), new conversation, and download and copy once the conversation exists.
 */
export function SubHeader({
  conversationId,
  name,
  collaboration = true,
  collaborationReady = true,
}: {
  conversationId: number;
  name: string;
  /** False where no conversation can be shown (unknown, unreadable). */
  collaboration?: boolean;
  /** False while the first screen loads: the collaboration remote waits (CollaborationSlot). */
  collaborationReady?: boolean;
}) {
  const { bus, navigate } = useShell();
  const { t } = useConversationsTranslation();
  const exporter = useConversationExport(conversationId, name);
  return (
    <header className={styles.subHeader}>
      <button
        type="button"
        className={button.icon}
        onClick={() => bus.emit("sidebar.toggled", {})}
        aria-label={t("subHeader.toggleSidebar")}
        title={t("subHeader.toggleSidebar")}
        data-testid="sub-header.sidebar"
      >
        <SidebarIcon />
      </button>
      <nav className={styles.breadcrumb} aria-label={t("breadcrumb.label")}>
        <ol className={styles.crumbs}>
          <li>{PRODUCT_NAME}</li>
          <li>{t("breadcrumb.conversations")}</li>
          <li className={styles.current} aria-current="page" data-testid="breadcrumb.current">
            <bdi>{name}</bdi>
          </li>
        </ol>
      </nav>
      <div className={styles.tools}>
        {collaboration && <CollaborationSlot conversationId={conversationId} ready={collaborationReady} />}
        <button
          type="button"
          className={button.icon}
          onClick={() => navigate(conversationPath(0))}
          aria-label={t("subHeader.newConversation")}
          title={t("subHeader.newConversation")}
          data-testid="sub-header.new"
        >
          <PlusIcon />
        </button>
        {conversationId > 0 && (
          <>
            <button
              type="button"
              className={button.icon}
              onClick={() => void exporter.download()}
              disabled={exporter.busy !== null}
              aria-label={t("subHeader.download")}
              title={t("subHeader.download")}
              data-testid="sub-header.download"
            >
              {exporter.busy === "download" ? <Spinner /> : <DownloadIcon />}
            </button>
            <button
              type="button"
              className={button.icon}
              onClick={() => void exporter.copy()}
              disabled={exporter.busy !== null}
              aria-label={t("subHeader.copy")}
              title={t("subHeader.copy")}
              data-testid="sub-header.copy"
            >
              {exporter.busy === "copy" ? <Spinner /> : <CopyIcon />}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
