import type { ConversationSummary } from "@parley/shared-contracts/api/conversations";
import { plainTitle } from "@parley/shared-contracts/plain-title";
import button from "@parley/ui-kit/ui/button.module.css";
import { EditIcon, TrashIcon } from "../../../lib/ui/icons.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { listSidebarStyles as list } from "@parley/ui-kit/ui/list-sidebar.tsx";
import styles from "./sidebar.module.css";

/** The unread tag: the count, '+9' above 9 (docs/product/conversations.md § Conversation sidebar). */
export function unreadLabel(count: number): string {
  return count > 9 ? "+9" : String(count);
}

export interface ConversationItemProps {
  conversation: ConversationSummary;
  active: boolean;
  onOpen: (id: number) => void;
  onRename: (conversation: ConversationSummary) => void;
  onDelete: (conversation: ConversationSummary) => void;
}

/** A row of the list: a link to the conversation, its unread count, and the owner's rename/delete. */
export function ConversationItem({
  conversation,
  active,
  onOpen,
  onRename,
  onDelete,
}: ConversationItemProps) {
  const { t } = useConversationsTranslation();
  const unread = conversation.num_of_unread_messages;
  const name = plainTitle(conversation.name);
  const href = `/conversations/${conversation.id}`;
  return (
    <li
      className={list.item}
      data-active={active}
      data-testid="sidebar.item"
      data-conversation-id={conversation.id}
    >
      <a
        className={list.link}
        href={href}
        aria-current={active ? "page" : undefined}
        onClick={(event) => {
          // Modified clicks keep the browser's own meaning (new tab, new window).
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpen(conversation.id);
        }}
      >
        <span className={list.name} dir="auto">
          {name}
        </span>
        {conversation.search_excerpt && conversation.search_excerpt !== "title" && (
          <span className={styles.excerpt} dir="auto">
            {conversation.search_excerpt}
          </span>
        )}
      </a>
      {unread > 0 && (
        <span
          className={`${styles.unread} ${conversation.has_unread_mentions ? styles.mention : ""}`}
          aria-label={t("sidebar.unread", { count: unread })}
          data-testid="sidebar.unread"
        >
          {conversation.has_unread_mentions && "@ "}
          {unreadLabel(unread)}
        </span>
      )}
      {conversation.requester_is_owner && (
        <span className={list.rowActions}>
          <button
            type="button"
            className={button.icon}
            onClick={() => onRename(conversation)}
            aria-label={t("sidebar.rename", { name })}
            title={t("sidebar.renameTitle")}
            data-testid="sidebar.rename"
          >
            <EditIcon />
          </button>
          <button
            type="button"
            className={button.icon}
            onClick={() => onDelete(conversation)}
            aria-label={t("sidebar.delete", { name })}
            title={t("sidebar.deleteTitle")}
            data-testid="sidebar.delete"
          >
            <TrashIcon />
          </button>
        </span>
      )}
    </li>
  );
}
