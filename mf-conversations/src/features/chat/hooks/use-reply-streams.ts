import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Message } from "@parley/shared-contracts/api/messages";
import { STREAM_RETRIES, STREAM_RETRY_DELAY_MS } from "@parley/shared-contracts/constants";
import { conversationKeys } from "../../../lib/api/conversation-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { refreshLatest } from "../api/refresh-latest.ts";
import { createStreamRegistry, type StreamRegistry } from "../streaming/stream-registry.ts";
import { createStreamSession, type StreamSession } from "../streaming/stream-session.ts";
import type { StreamOutcome, StreamReplyOptions } from "../streaming/stream-reply.ts";
import { updateMessage, type MessageData } from "../utils/message-cache.ts";
import type { DlpDetail } from "@parley/shared-contracts/api/dlp";

export interface ReplyStreamOptions {
  /** Replaces the network stream (tests). */
  stream?: (options: StreamReplyOptions) => Promise<StreamOutcome>;
  retryDelayMs?: number;
  /** A reply is held by data-loss prevention: the sender chooses (the DLP dialog). */
  onDlp?: (messageId: number, detail: DlpDetail) => void;
}

export interface ReplyStreams {
  registry: StreamRegistry;
  /** Follows a held reply again with the sender's DLP choice. */
  resume: (messageId: number, dlp: NonNullable<StreamReplyOptions["dlp"]>) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Joins every reply of the conversation that is streaming (docs/product/conversations.md § Streaming): a
 * message flagged streaming starts a stream, so a page reloaded mid-reply picks it up from its start. When
 * the body ends the final message and the conversation (cost) are fetched again; a 404 settles the same way.
 */
export function useReplyStreams(
  conversationId: number,
  messages: readonly Message[],
  options: ReplyStreamOptions = {},
): ReplyStreams {
  const { api, bus } = useShell();
  const client = useQueryClient();
  const [registry] = useState(createStreamRegistry);
  const { stream, retryDelayMs = STREAM_RETRY_DELAY_MS } = options;
  const onDlp = useRef(options.onDlp);
  useEffect(() => {
    onDlp.current = options.onDlp;
  });

  useEffect(() => () => registry.clear(), [registry, conversationId]);

  const follow = useCallback(
    (messageId: number, dlp?: NonNullable<StreamReplyOptions["dlp"]>) => {
      const settle = async (session: StreamSession) => {
        // The body ends as the reply settles; the stored message may lag a moment behind it.
        for (let attempt = 0; attempt <= STREAM_RETRIES; attempt++) {
          try {
            const latest = await refreshLatest(client, api, conversationId);
            if (!latest.some((message) => message.id === session.messageId && message.streaming)) break;
          } catch {
            // Try again below; the message keeps its streamed text meanwhile.
          }
          if (attempt === STREAM_RETRIES) {
            // Never leave a reply "streaming" on screen after its stream ended.
            client.setQueryData<MessageData>(conversationKeys.messages(conversationId), (data) =>
              updateMessage(data, session.messageId, (message) => ({
                ...message,
                content: session.text(),
                streaming: false,
              })),
            );
          } else await wait(retryDelayMs);
        }
        bus.emit("conversations.changed", { reason: "message" });
        if (registry.get(session.messageId) === session) registry.forget(session.messageId);
      };
      const session = createStreamSession({
        api,
        messageId,
        retryDelayMs,
        ...(stream ? { stream } : {}),
        ...(dlp ? { dlp } : {}),
      });
      registry.add(session);
      void session.outcome.then((outcome) => {
        if (outcome.kind === "settled" || outcome.kind === "missing") return settle(session);
        if (outcome.kind === "dlp") {
          registry.touch();
          onDlp.current?.(messageId, outcome.detail);
        }
        if (outcome.kind === "failed") {
          registry.touch();
          // The server may have stored the failure with its own text; show the newest state.
          void refreshLatest(client, api, conversationId).catch(() => undefined);
        }
        return undefined;
      });
    },
    [registry, api, client, bus, conversationId, stream, retryDelayMs],
  );

  useEffect(() => {
    for (const message of messages) {
      if (!message.streaming || message.id <= 0 || registry.has(message.id)) continue;
      follow(message.id);
    }
  }, [messages, registry, follow]);

  const resume = useCallback(
    (messageId: number, dlp: NonNullable<StreamReplyOptions["dlp"]>) => {
      registry.forget(messageId);
      follow(messageId, dlp);
    },
    [registry, follow],
  );
  return { registry, resume };
}
