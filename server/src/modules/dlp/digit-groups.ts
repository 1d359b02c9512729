// Digit groups split by something other than one space or dash, joined for a second pass of the card
// and SSN rules: "4111.1111.1111.1111", a card over four lines, "123 / 45 / 6789" (strict), and for
// cards also "4111, 1111", "| 4111 | 1111 |", "`4111` `1111`" or "4111 then 1111" (loose). One forward
// scan: each gap between groups is looked at once and only up to a bounded length, so it is linear.
import { MappedBuilder } from "./mapped-text.ts";
import type { Mapped } from "./mapped-text.ts";

export type Joining = "strict" | "loose";

/** The longest gap that can still join two groups. */
const MAX_GAP: Record<Joining, number> = { strict: 9, loose: 32 };
/** Digits each group beside a loose gap needs: lists of small numbers ("4, 12, 7") stay apart. */
const LOOSE_GROUP_DIGITS = 3;
/** Filler words a loose gap may hold ("4111 and then 1111"), and their longest length. */
const LOOSE_WORDS = 2;
const LOOSE_WORD_LENGTH = 12;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;
/** Dots, slashes, underscores, bullets and dashes (after normalisation every dash is "-"). */
const isGroupMark = (char: string) => "./\\_·•-".includes(char);
const LETTER = /\p{L}/u;
const isLetter = (char: string, code: number) =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 0x80 && LETTER.test(char));

/** Whether the gap `text[from, to)` between two digit groups joins them. */
function joins(text: string, from: number, to: number, joining: Joining, groupsLongEnough: boolean): boolean {
  let marks = 0;
  let strict = true;
  let words = 0;
  let wordLength = 0;
  for (let i = from; i < to; i++) {
    const char = text[i] ?? "";
    const code = char.charCodeAt(0);
    if (isLetter(char, code)) {
      if (wordLength === 0) words++;
      wordLength++;
      strict = false;
      if (words > LOOSE_WORDS || wordLength > LOOSE_WORD_LENGTH) return false;
      continue;
    }
    wordLength = 0;
    if (isSpace(code)) continue;
    if (isGroupMark(char) && ++marks <= 2) continue;
    // Commas, pipes, backticks, brackets and other punctuation or symbols.
    strict = false;
  }
  if (strict) return to - from <= MAX_GAP.strict;
  return joining === "loose" && groupsLongEnough;
}

/**
 * The text with every joinable gap between digit groups replaced by "-" (strict: for the SSN rule)
 * or " " (loose: for the card rule, which also tries the groups after a space on its own).
 */
export function joinDigitGroups(source: Mapped, joining: Joining): Mapped {
  const text = source.text;
  // Straight into the builder: a tuple per gap made a hostile text's many gaps work for the collector.
  const out = new MappedBuilder(source);
  let copiedTo = 0;
  const joiner = joining === "strict" ? "-" : " ";
  let i = 0;
  while (i < text.length && !isDigit(text.charCodeAt(i))) i++;
  while (i < text.length) {
    const groupStart = i;
    while (i < text.length && isDigit(text.charCodeAt(i))) i++;
    const group = i - groupStart;
    const gapStart = i;
    const limit = Math.min(text.length, gapStart + MAX_GAP[joining]);
    while (i < limit && !isDigit(text.charCodeAt(i))) i++;
    if (i < text.length && isDigit(text.charCodeAt(i))) {
      let next = i;
      while (next < text.length && next - i < LOOSE_GROUP_DIGITS && isDigit(text.charCodeAt(next))) next++;
      const longEnough = group >= LOOSE_GROUP_DIGITS && next - i >= LOOSE_GROUP_DIGITS;
      // A gap that already joins needs no edit: the SSN rule reads "-", the card rule " " and "-".
      const single = i - gapStart === 1 ? text[gapStart] : undefined;
      const already = single === joiner || (joining === "loose" && single === "-");
      if (!already && joins(text, gapStart, i, joining, longEnough)) {
        out.copy(copiedTo, gapStart);
        out.replace(joiner, gapStart, i);
        copiedTo = i;
      }
    } else {
      // Too long a gap: skip to the next group without looking at this stretch again.
      while (i < text.length && !isDigit(text.charCodeAt(i))) i++;
    }
  }
  if (copiedTo === 0) return source;
  out.copy(copiedTo, text.length);
  return out.build();
}
