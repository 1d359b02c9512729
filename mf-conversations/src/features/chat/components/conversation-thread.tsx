import { loadableComponent, useLoadedComponent } from "@parley/ui-kit/hooks/use-loaded-component.ts";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { loadMessageList } from "../utils/load-message-list.ts";
import { EmptyConversation } from "./empty-conversation.tsx";
import type { MessageListProps } from "./message-list.tsx";
import styles from "./chat-screen.module.css";

// Not React.lazy: a resolved Suspense fallback waits out React's throttle (use-loaded-component.ts).
const messageList = loadableComponent(() => loadMessageList().then((module) => module.MessageList));

/**
 * The conversation's messages: the greeting while there are none, else the virtualised list, whose
 * chunk (the list, its rows, the virtualiser) loads only then — or earlier: with the document on a
 * conversation's address, and on an empty one when the member starts typing (`useThreadPreload`).
 */
export function ConversationThread(props: MessageListProps) {
  const { t } = useConversationsTranslation();
  const hasMessages = props.messages.length > 0;
  const { component: MessageList, error } = useLoadedComponent(messageList, hasMessages);
  // A list that did not load goes to the parcel's error boundary, as the lazy component's did.
  if (error !== null) throw error;
  if (!hasMessages) return <EmptyConversation />;
  if (MessageList === null) {
    return (
      <div className={styles.state} role="status">
        <Spinner />
        <p>{t("messages.loading")}</p>
      </div>
    );
  }
  return <MessageList {...props} />;
}
