import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import styles from "./attachments.module.css";

/** Over the chat screen while files are dragged onto it (docs/product/conversations.md § Chat screen). */
export function DropOverlay() {
  const { t } = useConversationsTranslation();
  return (
    <div className={styles.overlay} role="status" data-testid="attach.drop-overlay">
      <p>{t("attach.drop")}</p>
    </div>
  );
}
