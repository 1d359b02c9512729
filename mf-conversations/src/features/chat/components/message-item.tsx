import { memo, useId } from "react";
import type { ViewSettings } from "@parley/shared-contracts/api/conversations";
import type { Message } from "@parley/shared-contracts/api/messages";
import { visibleText } from "@parley/shared-contracts/reply-chunks";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { useReplyText, useStreamSession, useStreamStatus } from "../streaming/stream-context.tsx";
import { MessageAttachments } from "../../attachments/components/message-attachments.tsx";
import { CollapsibleText } from "./collapsible-text.tsx";
import { MarkdownView } from "./markdown-view.tsx";
import { MessageActions } from "./message-actions.tsx";
import { MessageAvatar } from "./message-avatar.tsx";
import { MessageEditor } from "./message-editor.tsx";
import { ReplyBody } from "./reply-body.tsx";
import styles from "./message.module.css";
import { ToolRunSummary } from "../../tools/components/tool-run-summary.tsx";

/** What the rules allow on one message (computed by the list, see message-permissions.ts). */
export interface MessageRights {
  modify: boolean;
  regenerate: boolean;
  saveAndRegenerate: boolean;
  deleteBlocked: boolean;
}

export interface MessageItemProps {
  message: Message;
  rights: MessageRights;
  viewSettings: ViewSettings;
  /** The model's label for a reply ('Offline demo' for the offline model). */
  modelName: string | null;
  modelIcon: string | null;
  editing: boolean;
  onStartEdit: (id: number) => void;
  onCancelEdit: () => void;
  onSave: (id: number, content: string) => Promise<string | null>;
  onSaveAndRegenerate: (id: number, content: string) => Promise<string | null>;
  onRegenerate: (id: number) => void;
  onDelete: (id: number) => void;
}

function MessageTime({ timestamp }: { timestamp: string }) {
  const { i18n } = useConversationsTranslation();
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  const text = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
    date,
  );
  return <time dateTime={timestamp}>{text}</time>;
}

/**
 * One message (docs/product/conversations.md § Message display): avatar, sender or model name, time,
 * '(edited)', the body (markdown per the conversation's view settings), edit mode, and the actions the rules
 * allow.
 */
export const MessageItem = memo(MessageItemView, (before, after) => {
  const keys = Object.keys(after) as (keyof MessageItemProps)[];
  return keys.every((key) =>
    key === "rights"
      ? (Object.keys(after.rights) as (keyof MessageRights)[]).every(
          (right) => before.rights[right] === after.rights[right],
        )
      : before[key] === after[key],
  );
});

function MessageItemView(props: MessageItemProps) {
  const { message, rights, viewSettings } = props;
  const { t } = useConversationsTranslation();
  const headerId = useId();
  const session = useStreamSession(message.id);
  const status = useStreamStatus(session);
  const text = useReplyText(session, message.content);
  const assistant = message.type === "assistant";
  const live = session ? status.phase !== "failed" && status.phase !== "ended" : message.streaming;
  const state = session && status.phase === "failed" ? "failed" : live ? "streaming" : message.status;
  const name = assistant
    ? (props.modelName ?? message.model_display_name ?? t("message.assistant"))
    : // A message continued from a snapshot shows who wrote it there.
      (message.snapshot_data?.sender ?? message.sender?.name ?? t("message.unknownSender"));
  const saved = message.id > 0;

  return (
    <article
      className={styles.item}
      data-type={message.type}
      data-testid="message.item"
      data-message-id={message.id}
      data-status={state}
      aria-labelledby={headerId}
      aria-busy={live}
    >
      <MessageAvatar
        name={name}
        imageUrl={assistant ? props.modelIcon : (message.sender?.image_url ?? null)}
        assistant={assistant}
      />
      <div className={styles.main}>
        <header className={styles.header} id={headerId}>
          {/* A name in another script keeps its punctuation in place (an English name in Arabic). */}
          <span className={styles.author} dir="auto">
            {name}
          </span>
          <span className={styles.meta}>
            <MessageTime timestamp={message.timestamp} />
          </span>
          {message.edited_at && <span className={styles.meta}>{t("message.edited")}</span>}
          {message.non_ai && <span className={styles.tag}>{t("message.nonAi")}</span>}
        </header>
        {props.editing ? (
          <MessageEditor
            initial={message.content}
            onSave={(content) => props.onSave(message.id, content)}
            onCancel={props.onCancelEdit}
            onSaveAndRegenerate={
              rights.saveAndRegenerate ? (content) => props.onSaveAndRegenerate(message.id, content) : null
            }
          />
        ) : assistant ? (
          <ReplyBody
            message={message}
            text={text}
            streaming={live}
            status={session ? status : null}
            markdown={viewSettings.assistantMarkdownView}
            latex={viewSettings.assistantLatexView}
          />
        ) : (
          <>
            {message.tool && <ToolRunSummary run={message.tool} />}
            {message.content !== "" && (
              <div className={styles.bubble}>
                <CollapsibleText length={message.content.length}>
                  <MarkdownView
                    content={message.content}
                    markdown={viewSettings.userMarkdownView}
                    latex={viewSettings.userLatexView}
                    streaming={false}
                  />
                </CollapsibleText>
              </div>
            )}
            <MessageAttachments files={message.upload_files} />
          </>
        )}
        {!props.editing && saved && (
          <MessageActions
            copyText={live ? "" : assistant ? visibleText(text) : message.content}
            onRegenerate={rights.regenerate ? () => props.onRegenerate(message.id) : null}
            onEdit={rights.modify && !live ? () => props.onStartEdit(message.id) : null}
            onDelete={rights.modify ? () => props.onDelete(message.id) : null}
            deleteDisabled={rights.deleteBlocked}
          />
        )}
      </div>
    </article>
  );
}
