import { useMemo, useState } from "react";
import type { Message } from "@parley/shared-contracts/api/messages";
import { parseChunks } from "@parley/shared-contracts/reply-chunks";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { WarningIcon } from "../../../lib/ui/icons.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import type { StreamStatus } from "../streaming/stream-session.ts";
import { ChunkSection } from "./chunk-section.tsx";
import { CollapsibleText } from "./collapsible-text.tsx";
import { streamFailureText } from "../utils/stream-failure-text.ts";
import { MarkdownView } from "./markdown-view.tsx";
import styles from "./message.module.css";

export interface ReplyBodyProps {
  message: Message;
  /** The text shown: streamed while a session follows the reply, else the stored content. */
  text: string;
  streaming: boolean;
  /** The session's state when one follows the reply. */
  status: StreamStatus | null;
  markdown: boolean;
  latex: boolean;
}

/**
 * An assistant reply (docs/product/conversations.md § Streaming): its text and sections parsed from the tags,
 * 'Processing' until content arrives, the error of a failed reply under the partial text, and 'Something went
 * wrong. Try again.' for a reply that settled empty.
 */
export function ReplyBody({ message, text, streaming, status, markdown, latex }: ReplyBodyProps) {
  const { t } = useConversationsTranslation();
  const chunks = useMemo(() => parseChunks(text, streaming), [text, streaming]);
  // A reply that arrives before the member's eyes stays open; one read from the history starts folded.
  const [watched] = useState(streaming);
  const failure = status?.failure
    ? streamFailureText(status.failure, t)
    : message.status === "failed"
      ? (message.error ?? t("stream.failed"))
      : null;
  const empty = chunks.length === 0;
  // What the reader reads counts: its text, not the folded thinking and tool sections.
  const length = chunks.reduce((sum, chunk) => sum + (chunk.type === "text" ? chunk.content.length : 0), 0);
  return (
    <div className={styles.body}>
      <CollapsibleText length={length} initiallyExpanded={watched} className={styles.body}>
        {chunks.map((chunk) =>
          chunk.type === "text" ? (
            <MarkdownView
              key={chunk.id}
              content={chunk.content}
              markdown={markdown}
              latex={latex}
              streaming={streaming && !chunk.complete}
            />
          ) : (
            <ChunkSection key={chunk.id} chunk={chunk} markdown={markdown} latex={latex} />
          ),
        )}
      </CollapsibleText>
      {empty && streaming && failure === null && (
        <span className={styles.processing} data-testid="message.processing">
          <Spinner />
          {status?.phase === "retrying" ? t("message.reconnecting") : t("message.processing")}
        </span>
      )}
      {failure !== null && (
        <p className={styles.problem} role="alert" data-testid="message.error">
          <WarningIcon />
          <span>{failure}</span>
        </p>
      )}
      {empty && !streaming && failure === null && (
        <p className={styles.problem} data-testid="message.empty">
          <WarningIcon />
          <span>{t("reply.empty")}</span>
        </p>
      )}
      {!streaming && message.status === "stopped" && (
        <p className={styles.note} data-testid="message.stopped">
          {t("message.stopped")}
        </p>
      )}
    </div>
  );
}
