import { useMemo, useState, useSyncExternalStore } from "react";
import { loadableComponent, useLoadedComponent } from "@parley/ui-kit/hooks/use-loaded-component.ts";
import { useQuery } from "@tanstack/react-query";
import type { Model } from "@parley/shared-contracts/api/models";
import { plainTitle } from "@parley/shared-contracts/plain-title";
import { conversationQueryOptions } from "../../../lib/api/conversation-api.ts";
import { HttpError } from "@parley/ui-kit/http-error.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { useEffectiveViewSettings } from "../../behavior-settings/hooks/use-effective-view-settings.ts";
import { useCommentaryAudio } from "../../realtime/use-commentary-audio.ts";
import { useConversationRealtime } from "../../realtime/use-conversation-realtime.ts";
import { useChatRoute } from "../hooks/use-chat-route.ts";
import { useDismissCostWarning } from "../hooks/use-cost-warning.ts";
import { useMessageHandlers } from "../hooks/use-message-handlers.ts";
import { useMessages } from "../hooks/use-messages.ts";
import { useModelChoice } from "../hooks/use-model-choice.ts";
import { usePageTitle } from "../hooks/use-page-title.ts";
import { useReplyStreams, type ReplyStreamOptions } from "../hooks/use-reply-streams.ts";
import { useSendMessage } from "../hooks/use-send-message.ts";
import { useStopReply } from "../hooks/use-stop-reply.ts";
import { StreamProvider } from "../streaming/stream-context.tsx";
import { DEFAULT_VIEW_SETTINGS } from "../utils/view-settings.ts";
import { conversationPath } from "../utils/route-conversation.ts";
import { ChatBox } from "./chat-box.tsx";
import { CostWarning } from "./cost-warning.tsx";
import { ConversationThread } from "./conversation-thread.tsx";
import { StreamAnnouncer } from "./stream-announcer.tsx";
import { SubHeader } from "./sub-header.tsx";
import styles from "./chat-screen.module.css";
import { DropOverlay } from "../../attachments/components/drop-overlay.tsx";
import { useAttachments } from "../../attachments/hooks/use-attachments.ts";
import { useDropTarget } from "../../attachments/hooks/use-drop-target.ts";
import { useToolPermissions } from "../../tool-permission/hooks/use-tool-permissions.ts";
import { useDlp } from "../../dlp/hooks/use-dlp.ts";
import { useConnectionOutcome } from "../../knowledge-source/hooks/use-connection-outcome.ts";
import { useChosenTool } from "../../tools/state/chosen-tool.ts";
import { useToolChoice } from "../../tools/hooks/use-tool-choice.ts";
import { useThreadPreload } from "../hooks/use-thread-preload.ts";

// Dialogs that only a reply or an action can bring up: loaded when one does, not with the screen;
// not React.lazy, whose resolved fallback waits out React's throttle (ui-kit use-loaded-component.ts).
const confirmDialog = loadableComponent(() =>
  import("../../../lib/ui/confirm-dialog.tsx").then((module) => module.ConfirmDialog),
);
const dlpDialog = loadableComponent(() =>
  import("../../dlp/components/dlp-dialog.tsx").then((module) => module.DlpDialog),
);
const toolPermissionDialog = loadableComponent(() =>
  import("../../tool-permission/components/tool-permission-dialog.tsx").then(
    (module) => module.ToolPermissionDialog,
  ),
);

export interface ChatScreenProps {
  routeParams?: Readonly<Record<string, string>>;
  /** Replaces the network stream (tests). */
  streamOptions?: ReplyStreamOptions;
  /** Shown inside another remote's screen (the routine screen): no sub-header, no page title. */
  embedded?: boolean;
}

/**
 * The conversation chat screen (docs/product/conversations.md § Chat screen): sub-header, messages, chat box.
 */
export function ChatScreen({ routeParams, streamOptions, embedded = false }: ChatScreenProps) {
  const { api, session, navigate } = useShell();
  const { t } = useConversationsTranslation();
  const { conversationId, resolving } = useChatRoute(routeParams);
  useToolChoice();
  const conversation = useQuery(conversationQueryOptions(api, conversationId));
  const details = conversationId > 0 ? conversation.data : undefined;
  const list = useMessages(conversationId);
  const [restoreDraft, setRestoreDraft] = useState<{ text: string; key: number } | null>(null);
  const dlp = useDlp(conversationId, Boolean(details?.dlp_preference), (text) =>
    setRestoreDraft({ text, key: Date.now() }),
  );
  const { registry, resume } = useReplyStreams(conversationId, list.messages, {
    ...streamOptions,
    onDlp: dlp.onDlp,
  });
  const [bottomVisible, setBottomVisible] = useState(true);
  useConversationRealtime(conversationId, list.messages, bottomVisible);
  useCommentaryAudio();
  useConnectionOutcome();
  const choice = useModelChoice(conversationId, details);
  const sender = useSendMessage(conversationId);
  const attachments = useAttachments();
  const dropTarget = useDropTarget(attachments.add);
  const stopper = useStopReply();
  const handlers = useMessageHandlers(conversationId, list.messages, choice.selected?.id ?? null, registry);
  const dismissCostWarning = useDismissCostWarning(conversationId);
  const viewSettings = useEffectiveViewSettings(details?.view_settings ?? DEFAULT_VIEW_SETTINGS);

  const startThread = useThreadPreload(conversationId, list.messages.length > 0);
  const missing = conversation.error instanceof HttpError && [403, 404].includes(conversation.error.status);
  const failed = conversationId > 0 && (conversation.isError || list.failed);
  // A conversation that cannot be read is named by what went wrong, never left at "…". The title
  // shows as the text its markdown would show (breadcrumb, page title, export file name).
  const name =
    conversationId === 0
      ? t("chat.newConversation")
      : ((details && plainTitle(details.name)) ??
        (conversation.isError ? t(missing ? "chat.notFoundTitle" : "chat.loadFailedTitle") : "…"));
  usePageTitle(embedded ? null : name);

  // A reply whose stream failed on this client no longer counts as arriving (send works again).
  const streamsVersion = useSyncExternalStore(registry.subscribe, registry.version, registry.version);
  const streamingMessage = useMemo(
    () =>
      list.messages.findLast(
        (message) => message.streaming && registry.get(message.id)?.status().phase !== "failed",
      ),
    // streamsVersion: a session failing changes the answer without changing the messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.messages, registry, streamsVersion],
  );
  const streamingIds = useMemo(
    () => new Set(list.messages.filter((message) => message.streaming).map((message) => message.id)),
    [list.messages],
  );
  const permissions = useToolPermissions(conversationId === 0 ? null : conversationId, streamingIds);
  const { component: DlpDialog } = useLoadedComponent(dlpDialog, Boolean(dlp.pending));
  const { component: ToolPermissionDialog } = useLoadedComponent(
    toolPermissionDialog,
    Boolean(permissions.current),
  );
  const { component: ConfirmDialog } = useLoadedComponent(confirmDialog, handlers.deletingId !== null);
  const viewer = useMemo(
    () => ({
      profileId: session.profile?.id ?? null,
      isOwner: conversationId === 0 || (details?.requester_is_owner ?? false),
    }),
    [conversationId, details?.requester_is_owner, session.profile?.id],
  );

  if (resolving) {
    return (
      <div className={styles.state} role="status">
        <Spinner />
        <p>{t("chat.opening")}</p>
      </div>
    );
  }

  const send = (text: string, nonAi: boolean, mentionedIds: readonly number[], files: readonly File[]) => {
    // The tool chosen in the tools panel runs with the values of its input panel.
    const chosen = useChosenTool.getState();
    const tool = chosen.tool && { id: chosen.tool.id, name: chosen.tool.name, values: chosen.values };
    return sender.send({
      text,
      nonAi,
      modelId: choice.selected?.id ?? null,
      mentionedIds,
      files,
      tool: tool ?? undefined,
    });
  };

  return (
    <StreamProvider registry={registry}>
      <section
        className={styles.screen}
        aria-label={name}
        data-testid="chat.screen"
        onInput={startThread}
        {...dropTarget.handlers}
      >
        {dropTarget.dragging && <DropOverlay />}
        {!embedded && (
          <SubHeader
            conversationId={details ? conversationId : 0}
            name={name}
            collaboration={!failed}
            collaborationReady={!choice.loading}
          />
        )}
        {details && <CostWarning conversation={details} onDismiss={() => void dismissCostWarning()} />}
        {failed ? (
          <div className={styles.state} role="alert" data-testid="chat.load-error">
            <p>
              {missing
                ? t("conversation.notFound")
                : conversation.isError
                  ? t("conversation.loadFailed")
                  : t("messages.loadFailed")}
            </p>
            <button
              type="button"
              className={`${button.button} ${button.secondary}`}
              onClick={() =>
                missing ? navigate(conversationPath(0)) : (void conversation.refetch(), list.retry())
              }
            >
              {missing ? t("subHeader.newConversation") : t("action.retry")}
            </button>
          </div>
        ) : list.loading ? (
          <div className={styles.state} role="status">
            <Spinner />
            <p>{t("messages.loading")}</p>
          </div>
        ) : (
          <ConversationThread
            conversationId={conversationId}
            messages={list.messages}
            models={choice.models}
            viewSettings={viewSettings}
            viewer={viewer}
            hasOlder={list.hasOlder}
            loadingOlder={list.loadingOlder}
            onLoadOlder={list.loadOlder}
            editingId={handlers.editingId}
            onStartEdit={handlers.startEdit}
            onCancelEdit={handlers.cancelEdit}
            onSave={handlers.onSave}
            onSaveAndRegenerate={handlers.onSaveAndRegenerate}
            onRegenerate={handlers.onRegenerate}
            onDelete={handlers.askDelete}
            onBottomVisibleChange={setBottomVisible}
          />
        )}
        {/* Nothing can be sent to a conversation that could not be read. */}
        {!failed && (
          <ChatBox
            conversation={details}
            models={choice.models}
            modelsLoading={choice.loading}
            model={choice.selected}
            onChooseModel={(model: Model) => choice.choose(model)}
            onSend={send}
            attachments={attachments}
            restoreDraft={restoreDraft}
            uploading={sender.uploading}
            onCancelUpload={sender.cancelUpload}
            replyArriving={Boolean(streamingMessage) || sender.pending || handlers.regenerating}
            onStop={streamingMessage ? () => void stopper.stop(streamingMessage.id) : null}
            stopping={stopper.pending}
          />
        )}
        <StreamAnnouncer replying={Boolean(streamingMessage)} />
      </section>
      <>
        {dlp.pending && DlpDialog && (
          <DlpDialog
            detail={dlp.pending.detail}
            busy={dlp.busy}
            onChoose={(choice, remember) => void dlp.choose(resume, choice, remember)}
          />
        )}
        {permissions.current && ToolPermissionDialog && (
          <ToolPermissionDialog
            key={permissions.current.tool_call_id}
            request={permissions.current}
            waiting={permissions.waiting}
            onAnswer={(decision) => void permissions.answer(decision)}
          />
        )}
        {handlers.deletingId !== null && ConfirmDialog && (
          <ConfirmDialog
            title={t("message.deleteTitle")}
            message={t(
              handlers.deletingWithReply ? "message.deleteWithReplyConfirm" : "message.deleteConfirm",
            )}
            confirmLabel={t("action.delete")}
            onConfirm={() => void handlers.confirmDelete()}
            onCancel={handlers.cancelDelete}
          />
        )}
      </>
    </StreamProvider>
  );
}
