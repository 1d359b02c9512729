// The commentary lines of a reply, in the member's language: what it reads (attached files, the
// pages of {{url}}s) and, at the end of a long answer, its first sentence. No model is asked for a
// summary: the answer's own opening says what it is about, at no extra cost.
import { MESSAGE_COLLAPSE_CHARS } from "@parley/shared-contracts/constants";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { visibleText } from "../generation/prompt.ts";
import { COMMENTARY_TEXTS } from "./texts.ts";
import type { PluralTexts } from "./texts.ts";

/** An answer this long (visible characters) is long: the UI collapses it too. */
export const LONG_ANSWER_CHARS = MESSAGE_COLLAPSE_CHARS;
/** The spoken sentence of a summary is cut to about this many characters. */
export const SUMMARY_SENTENCE_CHARS = 200;

function counted(language: LanguageCode, texts: PluralTexts, count: number): string {
  const category = new Intl.PluralRules(language).select(count);
  return (texts[category] ?? texts.other).replaceAll("{{count}}", String(count));
}

export function readingFilesLine(language: LanguageCode, count: number): string {
  return counted(language, COMMENTARY_TEXTS[language].readingFiles, count);
}

export function readingPagesLine(language: LanguageCode, count: number): string {
  return counted(language, COMMENTARY_TEXTS[language].readingPages, count);
}

/**
 * How much of an answer its first sentence is looked for in, and how long a link's text or target
 * may be: a reply is model output (a prompt can steer it), and unbounded `[^\]]*` scans from every
 * `[` made 200,000 characters of `![` cost seconds of the event loop (quadratic).
 */
const SCANNED_CHARS = 20_000;

/** Markdown a listener should not hear: code blocks, images, headings, link targets, emphasis. */
function plainText(markdown: string): string {
  return markdown
    .slice(0, SCANNED_CHARS)
    .replace(/```[\s\S]*?(```|$)/g, " ")
    .replace(/!\[[^\]]{0,500}\]\([^)]{0,500}\)/g, " ")
    .replace(/^\s{0,3}#{1,6}\s.*$/gm, " ")
    .replace(/\[([^\]]{0,500})\]\([^)]{0,500}\)/g, "$1")
    .replace(/^\s{0,3}(>|[-*+]|\d+[.)])\s+/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first sentence of a text (markdown removed), at most `max` characters (cut at a word, "…"). */
export function firstSentence(text: string, max = SUMMARY_SENTENCE_CHARS): string {
  const plain = plainText(text);
  // A full stop, ! or ? before a space or the end; CJK full stops end a sentence by themselves.
  const end = /[.!?](?=\s|$)|[。！？]/.exec(plain);
  const sentence = end ? plain.slice(0, end.index + end[0].length) : plain;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "")}…`;
}

/** The closing line of a long answer; undefined for a short one (it is quickly read anyway). */
export function summaryLine(language: LanguageCode, content: string): string | undefined {
  const text = visibleText(content);
  if (text.length < LONG_ANSWER_CHARS) return undefined;
  const sentence = firstSentence(text);
  if (sentence === "") return undefined;
  return COMMENTARY_TEXTS[language].summary.replaceAll("{{sentence}}", () => sentence);
}
