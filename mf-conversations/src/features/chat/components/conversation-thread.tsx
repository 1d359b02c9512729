import { lazy, Suspense } from "react";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { loadMessageList } from "../utils/load-message-list.ts";
import { EmptyConversation } from "./empty-conversation.tsx";
import type { MessageListProps } from "./message-list.tsx";
import styles from "./chat-screen.module.css";

const MessageList = lazy(() => loadMessageList().then((module) => ({ default: module.MessageList })));

/**
 * The conversation's messages: the greeting while there are none, else the virtualised list, whose
 * chunk (the list, its rows, the virtualiser) loads only then — or earlier: with the document on a
 * conversation's address, and on an empty one when the member starts typing (`useThreadPreload`).
 */
export function ConversationThread(props: MessageListProps) {
  const { t } = useConversationsTranslation();
  if (props.messages.length === 0) return <EmptyConversation />;
  return (
    <Suspense
      fallback={
        <div className={styles.state} role="status">
          <Spinner />
          <p>{t("messages.loading")}</p>
        </div>
      }
    >
      <MessageList {...props} />
    </Suspense>
  );
}
