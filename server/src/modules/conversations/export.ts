// A conversation as markdown for download or copy: a heading, then each message with its author
// and time; replies without their thinking/tool sections, failed ones marked.
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import { visibleText } from "../generation/prompt.ts";
import type { MessageRow } from "../messages/repository.ts";

export function conversationMarkdown(
  name: string,
  messages: readonly MessageRow[],
  exportedAt = new Date(),
): string {
  const parts = [`# ${name}`, "", `_Exported from ${PRODUCT_NAME} on ${exportedAt.toISOString()}_`];
  for (const message of messages) {
    const author =
      message.type === "user"
        ? (message.sender_name ?? "Former member")
        : (message.model_display_name ?? "Assistant");
    const body = message.type === "user" ? message.content : visibleText(message.content);
    const state =
      message.status === "failed"
        ? " (failed)"
        : message.status === "stopped"
          ? " (stopped)"
          : message.status === "streaming"
            ? " (still being written)"
            : "";
    parts.push("", "---", "", `**${author}** · ${message.created_at.toISOString()}${state}`, "", body);
  }
  return `${parts.join("\n")}\n`;
}

/** A safe file name for the Content-Disposition header (ASCII fallback, RFC 5987 UTF-8 form). */
export function exportFileName(name: string): { ascii: string; utf8: string } {
  const base =
    name
      .replace(/[\\/:*?"<>|\r\n\t]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 100) || "conversation";
  return {
    ascii: `${base.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "'")}.md`,
    utf8: encodeURIComponent(`${base}.md`),
  };
}
