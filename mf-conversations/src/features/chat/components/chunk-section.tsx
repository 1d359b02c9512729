import type { StreamChunk } from "@parley/shared-contracts/api/messages";
import { functionBadge } from "@parley/shared-contracts/reply-chunks";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { MarkdownView } from "./markdown-view.tsx";
import styles from "./message.module.css";

/**
 * A thinking, tool, smart-thinking or exception section of a reply: collapsible, with a loader in
 * its summary until the chunk is complete. Exceptions start open.
 */
export function ChunkSection({
  chunk,
  markdown,
  latex,
}: {
  chunk: StreamChunk;
  markdown: boolean;
  latex: boolean;
}) {
  const { t } = useConversationsTranslation();
  const loading = !chunk.complete;
  const titles = {
    thinking: loading ? t("chunk.thinking.loading") : t("chunk.thinking"),
    tool: loading ? t("chunk.tool.loading") : t("chunk.tool"),
    smart_thinking: loading ? t("chunk.smartThinking.loading") : t("chunk.smartThinking"),
    exception: t("chunk.exception"),
    text: "",
  } as const;
  const label = functionBadge(chunk.content);
  return (
    <details
      className={styles.section}
      data-type={chunk.type}
      data-complete={chunk.complete}
      open={chunk.type === "exception" || undefined}
      aria-busy={loading}
      data-testid={`message.section-${chunk.type}`}
    >
      <summary className={styles.sectionSummary}>
        {loading && <Spinner />}
        <span>{titles[chunk.type]}</span>
        {chunk.type === "smart_thinking" && label !== "" && <code className={styles.badge}>{label}</code>}
      </summary>
      {chunk.content.trim() !== "" && (
        <div className={styles.sectionBody}>
          <MarkdownView
            content={chunk.content.trim()}
            markdown={markdown}
            latex={latex}
            streaming={loading}
          />
        </div>
      )}
    </details>
  );
}
