// A stored or streaming assistant reply split into the parts a reader sees: its text, and the
// thinking, tool, exception and smart-thinking sections carried inline as tags. One parser for the
// chat (mf-conversations), the share page, the markdown export and every other rendering of a reply,
// so they never disagree. Pure and linear in the reply's length (one regular-expression scan without
// backtracking); types only from api/messages, so the chat screen does not load zod with it.
import type { StreamChunk, StreamChunkType } from "./api/messages.ts";

/**
 * The tag of each chunk type inside a reply (api/messages CHUNK_TAGS, restated here so this module
 * needs no zod; a test checks the two agree).
 */
export const TAG_OF_TYPE = {
  thinking: "think",
  tool: "tool",
  exception: "exception",
  smart_thinking: "smart_thinking",
} as const satisfies Record<Exclude<StreamChunkType, "text">, string>;

type TaggedType = keyof typeof TAG_OF_TYPE;
const TYPE_OF_TAG = new Map<string, TaggedType>(
  Object.entries(TAG_OF_TYPE).map(([type, tag]) => [tag, type as TaggedType]),
);
const TAG_PATTERN = new RegExp(`<(/?)(${[...TYPE_OF_TAG.keys()].join("|")})>`, "g");
const TAG_TEXTS = [...TYPE_OF_TAG.keys()].flatMap((tag) => [`<${tag}>`, `</${tag}>`]);

/**
 * The reply without a tag that is still arriving at its end ("…<thi"), so a half tag never shows
 * as text for a frame. Only for a streaming reply: a settled one keeps every character.
 */
function withoutPartialTag(content: string): string {
  const start = content.lastIndexOf("<");
  if (start === -1) return content;
  const tail = content.slice(start);
  return TAG_TEXTS.some((tag) => tag.length > tail.length && tag.startsWith(tail))
    ? content.slice(0, start)
    : content;
}

/**
 * Splits a reply into its chunks (docs/product/conversations.md § Streaming): plain text, and the thinking,
 * tool, exception and smart-thinking sections carried inline as tags. A chunk is complete when its closing
 * tag arrives or the next chunk type begins; when the reply is no longer streaming every chunk is complete. A
 * closing tag that does not close the open chunk is kept as text. Whitespace-only text and empty finished
 * sections are dropped; an empty section still arriving is kept (it shows its loader).
 */
export function parseChunks(content: string, streaming: boolean): StreamChunk[] {
  const source = streaming ? withoutPartialTag(content) : content;
  const chunks: StreamChunk[] = [];
  let type: StreamChunkType = "text";
  let text = "";

  const finish = (complete: boolean) => {
    const empty = text.trim() === "";
    if (!(empty && (type === "text" || complete))) {
      const previous = chunks.at(-1);
      // Text around a stray closing tag arrives as two pieces: keep it one chunk.
      if (type === "text" && previous?.type === "text") previous.content += text;
      else chunks.push({ id: chunks.length, type, content: text, complete });
    }
    type = "text";
    text = "";
  };

  let last = 0;
  for (const match of source.matchAll(TAG_PATTERN)) {
    text += source.slice(last, match.index);
    last = match.index + match[0].length;
    const closing = match[1] === "/";
    const tagged = TYPE_OF_TAG.get(match[2] ?? "");
    if (!tagged) continue;
    if (!closing) {
      finish(true);
      type = tagged;
    } else if (tagged === type) {
      finish(true);
    } else {
      text += match[0];
    }
  }
  text += source.slice(last);
  finish(!streaming);
  return chunks;
}

/** The reply as a reader sees it: its text chunks only (what Copy puts on the clipboard). */
export function visibleText(content: string): string {
  return parseChunks(content, false)
    .filter((chunk) => chunk.type === "text")
    .map((chunk) => chunk.content.trim())
    .join("\n\n");
}

/**
 * Function badges of smart thinking are cut after this many characters
 * (docs/product/conversations.md § Message display).
 */
export const FUNCTION_BADGE_MAX = 30;

/** A smart-thinking section's badge: its first line, cut at FUNCTION_BADGE_MAX characters. */
export function functionBadge(content: string): string {
  const start = content.search(/\S/);
  if (start === -1) return "";
  const end = content.indexOf("\n", start);
  const first = content.slice(start, end === -1 ? undefined : end).trim();
  return first.length > FUNCTION_BADGE_MAX ? `${first.slice(0, FUNCTION_BADGE_MAX)}…` : first;
}
