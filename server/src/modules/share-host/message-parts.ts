// A snapshot's messages as the parts its page shows, from the parser the chat uses
// (shared-contracts reply-chunks.ts): a reply's text, and its thinking, tool, smart-thinking and
// exception sections; a user message is one text part as written. Every part's markdown goes through
// the same bounded render pool (snapshot-markdown.ts) as one source; the page (render-page.ts) puts
// the sections around the rendered HTML in the visitor's language, so the cache holds no language.
// Linear in the messages' length (one scan per reply, on the request thread before the pool) and at
// most MAX_PARTS_PER_MESSAGE parts a reply.
import type { StreamChunk, StreamChunkType } from "@parley/shared-contracts/api/messages";
import type { SnapshotMessage } from "@parley/shared-contracts/api/snapshots";
import { parseChunks } from "@parley/shared-contracts/reply-chunks";

export interface MessagePart {
  type: StreamChunkType;
  /** What the part shows: a text part as written, a section's body trimmed (as the chat does). */
  markdown: string;
  /** The part's index among the snapshot's sources (its rendered HTML). */
  source: number;
}

export interface SnapshotParts {
  /** Each message's parts, in order; an assistant reply without any is an empty reply. */
  messages: MessagePart[][];
  /** Every part's markdown in page order: what the render pool renders. */
  sources: string[];
}

/**
 * Parts one reply shows at most. A reply of thousands of tiny sections would otherwise cost a
 * disclosure's markup and a render job each (a page many times the reply's size): past this, the
 * rest of the reply is one text part, its sections' text joined.
 */
export const MAX_PARTS_PER_MESSAGE = 200;

function replyChunks(content: string): StreamChunk[] {
  const chunks = parseChunks(content, false);
  if (chunks.length <= MAX_PARTS_PER_MESSAGE) return chunks;
  const rest = chunks.slice(MAX_PARTS_PER_MESSAGE - 1);
  const joined = rest.map((chunk) => chunk.content.trim()).join("\n\n");
  return [
    ...chunks.slice(0, MAX_PARTS_PER_MESSAGE - 1),
    { id: MAX_PARTS_PER_MESSAGE - 1, type: "text", content: joined, complete: true },
  ];
}

export function snapshotParts(messages: readonly Pick<SnapshotMessage, "type" | "content">[]): SnapshotParts {
  const sources: string[] = [];
  const part = (type: StreamChunkType, markdown: string): MessagePart => {
    sources.push(markdown);
    return { type, markdown, source: sources.length - 1 };
  };
  const parts = messages.map((message) =>
    message.type === "user"
      ? [part("text", message.content)]
      : replyChunks(message.content).map((chunk) =>
          part(chunk.type, chunk.type === "text" ? chunk.content : chunk.content.trim()),
        ),
  );
  return { messages: parts, sources };
}
