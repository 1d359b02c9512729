// The built-in offline model: no network, no key. It answers deterministically from the prompt with
// a markdown echo that exercises every rendering path of the chat (a thinking block, paragraphs,
// a fenced code block, inline and display math, a table), streamed in small chunks with a short
// pause so stopping and reloading mid-reply can be tried (PARLEY_OFFLINE_CHUNK_DELAY_MS). Being
// deterministic, a reply handed over by a stopping instance is resumed by writing it again from the
// same prompt, the stored part skipped (the reply writer's `replay`, handover.ts).
import { setTimeout as sleep } from "node:timers/promises";
import type { GenerationPart } from "./parts.ts";
import { estimateTokens } from "./parts.ts";

const ECHO_LIMIT = 1000;
const CHUNK_CHARS = 5;

/** Clipped, and with chunk tags defused (a zero-width space) so an echoed "<think>" stays text. */
function clip(text: string): string {
  const clipped = text.length > ECHO_LIMIT ? `${text.slice(0, ECHO_LIMIT)}…` : text;
  return clipped.replace(/<(\/?)(think|tool|exception|smart_thinking)>/g, "<\u200b$1$2>");
}

/** A fence longer than any backtick run inside the text, so the echo cannot close it early. */
function fenceFor(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return "`".repeat(Math.max(3, longest + 1));
}

export interface OfflineReply {
  reasoning: string;
  text: string;
}

/**
 * Words, lines and characters (code points) in one pass without building arrays: the message may
 * carry a document of millions of characters.
 */
export function countText(text: string): { words: number; lines: number; chars: number } {
  if (text === "") return { words: 0, lines: 0, chars: 0 };
  let words = 0;
  let lines = 1;
  let chars = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A low surrogate continues the character before it.
    if (code < 0xdc00 || code > 0xdfff) chars++;
    if (code === 10) lines++;
    const space = code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x3000;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return { words, lines, chars };
}

/** The reply to `message` (the last user message); `previous` is how many messages came before. */
export function offlineReply(message: string, previous: number): OfflineReply {
  const trimmed = message.trim();
  const { words, lines, chars } = countText(trimmed);
  const sum = (words * (words + 1)) / 2;
  const echo = clip(trimmed === "" ? "(an empty message)" : trimmed);
  const fence = fenceFor(echo);
  const reasoning =
    `The message has ${words} words in ${lines} lines (${chars} characters), after ${previous} earlier messages. ` +
    "I am the offline demo model: I answer without any network by echoing it, with examples of code, math and a table.";
  const text = [
    "## Echo",
    "",
    "You wrote:",
    "",
    echo
      .split("\n")
      .map((line) => `> ${line}`)
      .join("\n"),
    "",
    "### As code",
    "",
    `${fence}text`,
    echo,
    fence,
    "",
    "### Some math",
    "",
    `Your message has $n = ${words}$ words, and summing $1$ to $n$ gives $\\frac{n(n+1)}{2} = ${sum}$:`,
    "",
    "$$",
    `\\sum_{k=1}^{${words}} k = ${sum}`,
    "$$",
    "",
    "### In numbers",
    "",
    "| Measure | Value |",
    "|---|---|",
    `| Characters | ${chars} |`,
    `| Words | ${words} |`,
    `| Lines | ${lines} |`,
    "",
    "_Offline demo: written on this server without any network._",
  ].join("\n");
  return { reasoning, text };
}

function* chunks(text: string): Generator<string> {
  const points = Array.from(text);
  for (let i = 0; i < points.length; i += CHUNK_CHARS) yield points.slice(i, i + CHUNK_CHARS).join("");
}

/** Streams the offline reply; ends early (without throwing) when `signal` aborts. */
export async function* streamOfflineReply(
  prompt: { message: string; previous: number; promptChars: number },
  options: { delayMs: number; signal: AbortSignal },
): AsyncGenerator<GenerationPart> {
  const reply = offlineReply(prompt.message, prompt.previous);
  const pause = async () => {
    if (options.delayMs <= 0) return new Promise<void>((resolve) => setImmediate(resolve));
    await sleep(options.delayMs, undefined, { signal: options.signal }).catch(() => undefined);
  };
  for (const [type, text] of [
    ["reasoning", reply.reasoning],
    ["text", reply.text],
  ] as const) {
    for (const chunk of chunks(text)) {
      if (options.signal.aborted) return;
      yield { type, text: chunk };
      await pause();
    }
  }
  yield {
    type: "usage",
    inputTokens: Math.ceil(prompt.promptChars / 4),
    outputTokens: estimateTokens(reply.reasoning + reply.text),
  };
}
