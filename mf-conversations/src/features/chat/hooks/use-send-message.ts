import { useCallback, useRef, useState } from "react";
import type { UploadState } from "../../attachments/components/upload-progress.tsx";
import { fileKind } from "../../attachments/utils/attachment-rules.ts";
import { useQueryClient } from "@tanstack/react-query";
import { plainTitle } from "@parley/shared-contracts/plain-title";
import { conversationKeys, conversationQueryOptions } from "../../../lib/api/conversation-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { behaviorSettingsKey } from "../../behavior-settings/api/behavior-settings-api.ts";
import { loadSendParameters } from "../utils/load-send-parameters.ts";
import { refreshLatest } from "../api/refresh-latest.ts";
import { sendMessage } from "../api/send-message.ts";
import { browserSessionId } from "../utils/browser-session.ts";
import { desktopUuid } from "../utils/desktop-uuid.ts";
import { appendMessage, removeMessages, OPTIMISTIC_ID, type MessageData } from "../utils/message-cache.ts";
import { optimisticMessage } from "../utils/optimistic-message.ts";
import { conversationPath } from "../utils/route-conversation.ts";
import { actionErrorText } from "../utils/send-error.ts";

/** `error` null: the sender cancelled (nothing to say, the text and files go back). */
export type SendResult = { ok: true; conversationId: number } | { ok: false; error: string | null };

export interface SendRequest {
  text: string;
  nonAi: boolean;
  modelId: number | null;
  /** Participants the text mentions (sent as repeated mentioned_user_ids). */
  mentionedIds?: readonly number[];
  /** Attached files (repeated field `files`). */
  files?: readonly File[];
  /** The chosen tool and its values (not for a message to people only). */
  tool?: { id: number; name: string; values: Record<string, string | string[]> } | undefined;
}

/**
 * Sends a message (docs/product/conversations.md § Sending): the optimistic user message (id -1) shows at
 * once and is replaced by the server's messages; the first send of a new conversation creates it, opens it
 * and tells the sidebar. On failure the optimistic message goes and the caller restores the text.
 */
export function useSendMessage(conversationId: number) {
  const { api, upload, bus, navigate, session } = useShell();
  const client = useQueryClient();
  const { t } = useConversationsTranslation();
  const [pending, setPending] = useState(false);
  const [uploading, setUploading] = useState<UploadState | null>(null);
  const cancel = useRef<AbortController | null>(null);
  // Every byte went: the server has the message and sends it whatever the browser does now.
  const sentAll = useRef(false);

  const send = useCallback(
    async ({
      text,
      nonAi,
      modelId,
      mentionedIds = [],
      files = [],
      tool,
    }: SendRequest): Promise<SendResult> => {
      const run = nonAi ? undefined : tool;
      const key = conversationKeys.messages(conversationId);
      const local = localFiles(files);
      const optimistic = optimisticMessage({
        conversationId,
        content: text,
        nonAi,
        profile: session.profile,
        files: local,
        tool: run === undefined ? null : { id: run.id, name: run.name, values: run.values },
      });
      client.setQueryData<MessageData>(key, (data) => appendMessage(data, optimistic));
      setPending(true);
      try {
        let data;
        try {
          const aiModel = nonAi ? null : modelId;
          if (files.length > 0 && upload) setUploading({ loaded: 0, total: 0 });
          const controller = new AbortController();
          cancel.current = controller;
          sentAll.current = false;
          data = await sendMessage(
            api,
            {
              message: text,
              conversationId,
              modelId: aiModel,
              nonAi,
              browserSessionId: browserSessionId(),
              desktopUuid: desktopUuid(),
              mentionedUserIds: mentionedIds,
              files,
              // The member's model settings and behaviour (features model-settings, behavior-settings).
              userModelParameters:
                aiModel === null
                  ? undefined
                  : await (await loadSendParameters()).sendParametersFor(client, api, aiModel),
              behaviorSettings:
                client.getQueryData(behaviorSettingsKey) ?? session.profile?.behavior_settings,
              tool: run === undefined ? undefined : { id: run.id, values: run.values },
            },
            {
              upload,
              onProgress: (loaded, total) => {
                sentAll.current = total > 0 && loaded >= total;
                setUploading({ loaded, total });
              },
              signal: controller.signal,
            },
          );
        } catch (error) {
          client.setQueryData<MessageData>(key, (current) => removeMessages(current, [OPTIMISTIC_ID]));
          if (cancel.current?.signal.aborted) return { ok: false, error: null };
          // Trying a tool that fails says so (docs/product/tools.md § Error catalogue); the chat box still
          // tells why the send failed and puts the values back.
          if (run !== undefined) bus.emit("toast.shown", { kind: "error", message: t("tool.tryFailed") });
          return { ok: false, error: actionErrorText(error, t, t("send.failed")) };
        }
        const id = data.conversation_id;
        if (id !== conversationId) {
          // The new conversation shows the message at once, before its first page arrives.
          client.setQueryData<MessageData>(conversationKeys.messages(id), (current) =>
            appendMessage(current, { ...optimistic, conversation_id: id }),
          );
          client.removeQueries({ queryKey: key, exact: true });
          navigate(conversationPath(id));
          void client
            .fetchQuery(conversationQueryOptions(api, id))
            .then((conversation) =>
              bus.emit("conversation.created", { conversationId: id, name: plainTitle(conversation.name) }),
            )
            .catch(() => undefined);
        }
        bus.emit("conversations.changed", { reason: id !== conversationId ? "created" : "message" });
        await refreshLatest(client, api, id, { dropOptimistic: true }).catch(() =>
          // The message is sent; only its echo failed. Load the conversation again from the server.
          client.invalidateQueries({ queryKey: conversationKeys.messages(id) }),
        );
        return { ok: true, conversationId: id };
      } finally {
        setPending(false);
        setUploading(null);
        cancel.current = null;
        // The sent message now shows the server's copies (or the send failed): let go of ours.
        for (const file of local) if (file.url !== "") URL.revokeObjectURL(file.url);
      }
    },
    [api, upload, bus, client, conversationId, navigate, session.profile, t],
  );

  /** Stops the upload of the send in flight (its text and files go back to the chat box). */
  const cancelUpload = useCallback(() => {
    // Too late once the upload is complete: aborting would only lose the answer, not the message.
    if (!sentAll.current) cancel.current?.abort();
  }, []);

  /** The files of the send in flight: bytes uploaded (null when no files are uploading). */
  return { send, pending, uploading, cancelUpload };
}

/** The files of a send as the message shows them before the server has them. */
function localFiles(files: readonly File[]): { name: string; url: string; image: boolean }[] {
  return files.map((file) => {
    const image = fileKind(file) === "image";
    return { name: file.name, image, url: image ? URL.createObjectURL(file) : "" };
  });
}
