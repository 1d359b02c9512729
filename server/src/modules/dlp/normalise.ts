// Undoes disguises before detection while remembering where every character came from, so a finding
// in the normalised text maps back to the span of the original that a placeholder replaces:
// percent-encoding and HTML entities decoded (decode-escapes.ts); every format, default-ignorable and
// control character dropped; NFKC (full-width letters and digits); every script's decimal digits as
// ASCII (Arabic-Indic…); every dash as "-" and every space as " "; spelled-out e-mails
// (spelled-email.ts). Every step is one linear pass, and the map costs memory per change, not per
// character (a 15 MB text is mostly unchanged; a text changed everywhere one for one is one piece).
import { decodeEscapes } from "./decode-escapes.ts";
import { Mapped, MappedBuilder } from "./mapped-text.ts";
import { spellOutEmails } from "./spelled-email.ts";

export { Mapped } from "./mapped-text.ts";

/** Formatting, invisible and control characters: dropped, so they cannot split a number or address. */
const INVISIBLE = /^[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}]$/u;
/** Combining marks: dropped after an ASCII character ("4\u0301111" reads as 4111). */
const MARK = /^[\p{Mn}\p{Me}]$/u;
const DIGIT = /^\p{Nd}$/u;
/** Every dash and minus sign (U+2011, en dash, U+2212…) groups digits as "-" does. */
const DASH = /^[\p{Pd}\u2212\u2796\u2E3A\u2E3B]$/u;
/** Every space (thin, no-break, ideographic, Ogham…) as " "; line and paragraph separators as "\n". */
const SPACE = /^\p{Zs}$/u;
const LINE = /^[\u2028\u2029\u0085]$/;

/** The value of each non-ASCII decimal digit met so far (there are a few hundred). */
const digitValues = new Map<number, string>();

/** Decimal digits come in runs of ten from zero: the digit is its distance from the run's start. */
function digitValue(codePoint: number): string {
  let value = digitValues.get(codePoint);
  if (value === undefined) {
    let below = 0;
    while (below < 9 && DIGIT.test(String.fromCodePoint(codePoint - below - 1))) below++;
    value = String(below % 10);
    digitValues.set(codePoint, value);
  }
  return value;
}

/** Marks a combining mark in the cache: dropped after an ASCII character, else kept. */
const COMBINING = "\uFDD0";

/** What one non-ASCII or control character reads as ("" to drop it), or undefined to keep it. */
function foldOne(char: string, codePoint: number): string | undefined {
  if (codePoint < 0x80)
    return codePoint === 0x7f || (codePoint < 0x20 && (codePoint < 9 || codePoint > 13)) ? "" : undefined;
  if (LINE.test(char)) return "\n";
  if (INVISIBLE.test(char)) return "";
  if (MARK.test(char)) return COMBINING;
  if (DIGIT.test(char)) return digitValue(codePoint);
  if (DASH.test(char)) return "-";
  if (SPACE.test(char)) return " ";
  const folded = char.normalize("NFKC");
  return folded === char ? undefined : folded;
}

/**
 * foldOne per code point, remembered: a long text of one script asks about the same few characters
 * again and again (and then allocates nothing). Bounded, so a text of every code point cannot grow it.
 */
const folds = new Map<number, string | undefined>();
const MAX_FOLDS = 65_536;

function fold(text: string, at: number, codePoint: number, width: number): string | undefined {
  if (folds.has(codePoint)) return folds.get(codePoint);
  const folded = foldOne(text.slice(at, at + width), codePoint);
  if (folds.size < MAX_FOLDS) folds.set(codePoint, folded);
  return folded;
}

/** Invisible characters dropped, NFKC per character, other scripts' digits, dashes and spaces as ASCII. */
export function foldCharacters(source: Mapped): Mapped {
  const text = source.text;
  const out = new MappedBuilder(source);
  let copiedTo = 0;
  let changed = false;
  // Whether the last character kept is ASCII (a combining mark on it is dropped).
  let afterAscii = false;
  let i = 0;
  while (i < text.length) {
    const codePoint = text.codePointAt(i) ?? 0;
    const width = codePoint > 0xffff ? 2 : 1;
    const plain = codePoint >= 0x20 && codePoint < 0x7f;
    let folded = plain ? undefined : fold(text, i, codePoint, width);
    if (folded === COMBINING) folded = afterAscii ? "" : undefined;
    if (folded !== undefined) {
      out.copy(copiedTo, i);
      // A dropped character simply vanishes: its neighbours keep their own places.
      if (folded !== "") out.replace(folded, i, i + width);
      copiedTo = i + width;
      changed = true;
    }
    if (folded !== "")
      afterAscii = folded === undefined ? codePoint < 0x80 : folded.charCodeAt(folded.length - 1) < 0x80;
    i += width;
  }
  if (!changed) return source;
  out.copy(copiedTo, text.length);
  return out.build();
}

/** Layers of escapes undone at most (`%2540` is two); bounded, so the whole stays linear. */
const ROUNDS = 3;

/** What the rules read: escapes decoded, characters folded, spelled-out e-mails as addresses. */
export function normaliseForDetection(text: string): Mapped {
  let mapped = foldCharacters(Mapped.identity(text));
  for (let round = 0; round < ROUNDS; round++) {
    const decoded = decodeEscapes(mapped);
    if (decoded === mapped) break;
    mapped = foldCharacters(decoded);
  }
  return spellOutEmails(mapped);
}
