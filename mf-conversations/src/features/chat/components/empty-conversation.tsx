import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import screen from "./chat-screen.module.css";
import styles from "./empty-conversation.module.css";

/**
 * A conversation without messages (a new one, or one whose last message was deleted): the greeting.
 * Kept apart from the message list, which a cold /conversations/new then never needs before the
 * chat box is usable.
 */
export function EmptyConversation() {
  const { t } = useConversationsTranslation();
  return (
    <div className={screen.state} data-testid="message-list.empty">
      <p className={styles.greeting}>{t("chat.greeting")}</p>
      <p>{t("chat.greetingHint")}</p>
    </div>
  );
}
