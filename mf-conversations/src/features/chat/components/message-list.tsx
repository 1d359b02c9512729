import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { ViewSettings } from "@parley/shared-contracts/api/conversations";
import type { Message } from "@parley/shared-contracts/api/messages";
import type { Model } from "@parley/shared-contracts/api/models";
import { throttle } from "../../../lib/throttle.ts";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { useModelLabel } from "../hooks/use-model-label.ts";
import {
  canModify,
  canRegenerate,
  canSaveAndRegenerate,
  deleteBlocked,
  type Viewer,
} from "../utils/message-permissions.ts";
import { MessageItem, type MessageRights } from "./message-item.tsx";
import styles from "./message-list.module.css";

/**
 * Older messages load when the view is within this share of the top
 * (docs/product/conversations.md § Realtime updates), at most every 300 ms.
 */
export const OLDER_THRESHOLD = 0.25;
export const OLDER_THROTTLE_MS = 300;
/** Px from the bottom that still counts as "at the bottom" (the list then follows a growing reply). */
const END_THRESHOLD_PX = 48;

export interface MessageListProps {
  conversationId: number;
  messages: readonly Message[];
  models: readonly Model[];
  viewSettings: ViewSettings;
  viewer: Viewer;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  editingId: number | null;
  onStartEdit: (id: number) => void;
  onCancelEdit: () => void;
  onSave: (id: number, content: string) => Promise<string | null>;
  onSaveAndRegenerate: (id: number, content: string) => Promise<string | null>;
  onRegenerate: (id: number) => void;
  onDelete: (id: number) => void;
  /** Whether the newest message is in view (read marks are sent then). */
  onBottomVisibleChange?: (visible: boolean) => void;
}

/**
 * The conversation, virtualised (@tanstack/react-virtual, measured rows) so thousands of messages
 * keep a small DOM. It opens at the bottom; older pages load near the top and the view stays on
 * the same message (anchorTo "end"); it follows a growing reply or a new message while at the
 * bottom, and stays put once the reader scrolls up.
 */
export function MessageList(props: MessageListProps) {
  const { messages, hasOlder, loadingOlder, onLoadOlder } = props;
  const { t } = useConversationsTranslation();
  const label = useModelLabel();
  const viewport = useRef<HTMLDivElement>(null);

  // No React Compiler here; the virtualizer's functions only reach plain elements (row refs).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => 140,
    getItemKey: (index) => messages[index]?.id ?? index,
    overscan: 6,
    anchorTo: "end",
    followOnAppend: true,
    scrollEndThreshold: END_THRESHOLD_PX,
  });

  // Open at the newest message; a message the reader sends brings the view down to it.
  const openedFor = useRef<number | null>(null);
  const lastId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    if (messages.length === 0) return;
    if (openedFor.current !== props.conversationId || (lastId !== undefined && lastId < 0)) {
      openedFor.current = props.conversationId;
      virtualizer.scrollToEnd();
    }
  }, [props.conversationId, lastId, messages.length, virtualizer]);

  const older = useRef({ hasOlder, loadingOlder, onLoadOlder });
  older.current = { hasOlder, loadingOlder, onLoadOlder };
  const checkOlder = useCallback(() => {
    const element = viewport.current;
    const state = older.current;
    if (!element || !state.hasOlder || state.loadingOlder) return;
    const nearTop = element.scrollTop <= element.scrollHeight * OLDER_THRESHOLD;
    // A first page shorter than the view cannot be scrolled: fetch until it can.
    const unscrollable = element.scrollHeight <= element.clientHeight;
    if (nearTop || unscrollable) state.onLoadOlder();
  }, []);
  const throttled = useRef<ReturnType<typeof throttle> | null>(null);
  throttled.current ??= throttle(() => checkOlder(), OLDER_THROTTLE_MS);
  useEffect(() => () => throttled.current?.cancel(), []);
  useEffect(() => {
    if (!loadingOlder && openedFor.current === props.conversationId) throttled.current?.run();
  }, [loadingOlder, messages.length, props.conversationId]);

  const { onBottomVisibleChange } = props;
  const reportBottom = useCallback(() => {
    const element = viewport.current;
    if (!element || !onBottomVisibleChange) return;
    onBottomVisibleChange(
      element.scrollHeight - element.scrollTop - element.clientHeight <= END_THRESHOLD_PX,
    );
  }, [onBottomVisibleChange]);
  useEffect(reportBottom, [reportBottom, lastId, messages.length]);

  const rightsAt = (index: number): MessageRights => ({
    modify: canModify(messages, index, props.viewer),
    regenerate: canRegenerate(messages, index, props.viewer),
    saveAndRegenerate: canSaveAndRegenerate(messages, index, props.viewer),
    deleteBlocked: deleteBlocked(messages, index),
  });

  const modelOf = (id: number | null) =>
    id === null ? undefined : props.models.find((model) => model.id === id);

  return (
    <div className={styles.wrapper}>
      {loadingOlder && (
        <div className={styles.older} role="status">
          <span className={styles.olderPill}>
            <Spinner />
            {t("messages.loadingOlder")}
          </span>
        </div>
      )}
      <div
        ref={viewport}
        className={styles.viewport}
        onScroll={() => (throttled.current?.run(), reportBottom())}
        role="region"
        aria-label={t("messages.label")}
        tabIndex={0}
        data-testid="message-list.viewport"
      >
        <div className={styles.canvas} style={{ blockSize: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const message = messages[row.index];
            if (!message) return null;
            const model = modelOf(message.model);
            return (
              <div
                key={row.key}
                ref={virtualizer.measureElement}
                data-index={row.index}
                className={styles.row}
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <MessageItem
                  message={message}
                  rights={rightsAt(row.index)}
                  viewSettings={props.viewSettings}
                  modelName={model ? label(model) : null}
                  modelIcon={model?.icon ?? null}
                  editing={props.editingId === message.id}
                  onStartEdit={props.onStartEdit}
                  onCancelEdit={props.onCancelEdit}
                  onSave={props.onSave}
                  onSaveAndRegenerate={props.onSaveAndRegenerate}
                  onRegenerate={props.onRegenerate}
                  onDelete={props.onDelete}
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
