// A conversation as markdown for download or copy: a heading, then each message with its author
// and time; replies split into their parts by the chat's parser (shared-contracts reply-chunks.ts),
// their reasoning, tool calls and smart thinking as quoted sections under the chat's titles, errors
// as "Error: …", never a raw chunk tag; failed ones marked.
import type { StreamChunk } from "@parley/shared-contracts/api/messages";
import { conversationCatalogue } from "@parley/shared-contracts/messages";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import { parseChunks } from "@parley/shared-contracts/reply-chunks";
import type { MessageRow } from "../messages/repository.ts";

/** The chat's English section titles (mf-conversations chunk-section.tsx). */
const SECTION_TITLES = {
  thinking: "Thoughts",
  tool: "Tool call",
  smart_thinking: "Smart thinking",
} as const;

/** A section as a blockquote under its title: every line quoted, so nothing in it leaves the quote. */
function quoted(title: string, body: string): string {
  return [`**${title}**`, "", ...body.split("\n")]
    .map((line) => (line === "" ? ">" : `> ${line}`))
    .join("\n");
}

function chunkMarkdown(chunk: StreamChunk): string {
  const body = chunk.content.trim();
  if (chunk.type === "text") return body;
  if (chunk.type === "exception") return `**Error:** ${body}`;
  return quoted(SECTION_TITLES[chunk.type], body);
}

/** A reply as its parts; an empty one (not still being written) as the chat's notice. */
function replyMarkdown(message: MessageRow): string {
  const chunks = parseChunks(message.content, false).map(chunkMarkdown);
  if (message.status === "failed" && message.error !== null && message.error.trim() !== "")
    chunks.push(`**Error:** ${message.error.trim()}`);
  if (chunks.length === 0 && message.status !== "streaming")
    return `_${conversationCatalogue["reply.empty"]}_`;
  return chunks.join("\n\n");
}

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
    const body = message.type === "user" ? message.content : replyMarkdown(message);
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
