import type { Conversation } from "@parley/shared-contracts/api/conversations";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { formatUsd } from "../utils/format-cost.ts";
import styles from "./cost.module.css";

/** Cost of the conversation as last message / total, in USD rounded up to cents by the server. */
export function CostLabel({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useConversationsTranslation();
  const last = formatUsd(conversation.conversation_last_message_cost, i18n.language);
  const total = formatUsd(conversation.conversation_total_usage_cost, i18n.language);
  return (
    <span className={styles.label} title={t("cost.title", { last, total })} data-testid="cost.label">
      <span className={styles.visuallyHidden}>{t("cost.title", { last, total })}</span>
      <span aria-hidden="true">
        {last} / {total}
      </span>
    </span>
  );
}
