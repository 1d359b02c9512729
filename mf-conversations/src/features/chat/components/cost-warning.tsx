import type { Conversation } from "@parley/shared-contracts/api/conversations";
import button from "@parley/ui-kit/ui/button.module.css";
import { CloseIcon, WarningIcon } from "../../../lib/ui/icons.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { costWarningDue } from "../utils/format-cost.ts";
import styles from "./cost.module.css";

/** The $5 warning (docs/product/conversations.md § Cost): once per conversation, until dismissed. */
export function CostWarning({
  conversation,
  onDismiss,
}: {
  conversation: Conversation;
  onDismiss: () => void;
}) {
  const { t } = useConversationsTranslation();
  if (conversation.cost_warning_dismissed || !costWarningDue(conversation.conversation_total_usage_cost)) {
    return null;
  }
  return (
    <div className={styles.warning} role="status" data-testid="cost.warning">
      <WarningIcon />
      <span className={styles.warningText}>{t("cost.warning")}</span>
      <button
        type="button"
        className={button.icon}
        onClick={onDismiss}
        aria-label={t("cost.dismiss")}
        title={t("cost.dismiss")}
        data-testid="cost.dismiss"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
