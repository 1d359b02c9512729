// Undoes simple disguises before detection while remembering where every character came from, so a
// finding in the normalised text maps back to the span of the original that a placeholder replaces:
// NFKC (full-width letters and digits), every script's decimal digits as ASCII (Arabic-Indic…),
// zero-width characters and soft hyphens removed, `(at)`/`(dot)` e-mails, and — for a second pass —
// digit groups split by dots, slashes or line breaks joined with "-". Every step is one linear pass.

/** A text with, for each UTF-16 unit, the [start, end) of the original text it stands for. */
export interface Mapped {
  text: string;
  starts: Int32Array;
  ends: Int32Array;
}

class MappedBuilder {
  private readonly parts: string[] = [];
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  push(units: string, start: number, end: number): void {
    this.parts.push(units);
    for (let i = 0; i < units.length; i++) {
      this.starts.push(start);
      this.ends.push(end);
    }
  }

  build(): Mapped {
    return {
      text: this.parts.join(""),
      starts: Int32Array.from(this.starts),
      ends: Int32Array.from(this.ends),
    };
  }
}

export function identity(text: string): Mapped {
  const starts = new Int32Array(text.length);
  const ends = new Int32Array(text.length);
  for (let i = 0; i < text.length; i++) {
    starts[i] = i;
    ends[i] = i + 1;
  }
  return { text, starts, ends };
}

/** Zero-width space/joiners, word joiner, BOM, soft hyphen, Mongolian vowel separator. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD\u180E]/;

/** The zero of each run of decimal digits that NFKC leaves alone (it maps full-width digits itself). */
const DIGIT_ZEROS = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6,
  0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0,
  0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0,
];

function asciiDigit(codePoint: number): string | undefined {
  for (const zero of DIGIT_ZEROS)
    if (codePoint >= zero && codePoint <= zero + 9) return String(codePoint - zero);
  return undefined;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** NFKC per character, other scripts' digits as ASCII, invisible characters dropped. */
export function foldCharacters(text: string): Mapped {
  // The common case — plain ASCII — needs no work.
  if (isAscii(text)) return identity(text);
  const out = new MappedBuilder();
  let i = 0;
  while (i < text.length) {
    const codePoint = text.codePointAt(i) ?? 0;
    const width = codePoint > 0xffff ? 2 : 1;
    const char = text.slice(i, i + width);
    if (codePoint < 0x80) out.push(char, i, i + 1);
    else if (!INVISIBLE.test(char)) out.push(asciiDigit(codePoint) ?? char.normalize("NFKC"), i, i + width);
    i += width;
  }
  return out.build();
}

/** Replaces every match of `pattern` (global, linear) with `replacement`, keeping the map. */
export function rewrite(source: Mapped, pattern: RegExp, replacement: string): Mapped {
  const out = new MappedBuilder();
  let at = 0;
  let changed = false;
  for (const match of source.text.matchAll(pattern)) {
    const from = match.index;
    const to = from + match[0].length;
    if (to === from) continue;
    changed = true;
    for (let i = at; i < from; i++)
      out.push(source.text[i] ?? "", source.starts[i] ?? 0, source.ends[i] ?? 0);
    out.push(replacement, source.starts[from] ?? 0, source.ends[to - 1] ?? 0);
    at = to;
  }
  if (!changed) return source;
  for (let i = at; i < source.text.length; i++)
    out.push(source.text[i] ?? "", source.starts[i] ?? 0, source.ends[i] ?? 0);
  return out.build();
}

// "jane (at) example [dot] com", "jane {at} example(dot)com": bounded spaces keep the pass linear.
const AT = /[ \t]{0,3}[([{][ \t]{0,3}at[ \t]{0,3}[)\]}][ \t]{0,3}/gi;
const DOT = /[ \t]{0,3}[([{][ \t]{0,3}dot[ \t]{0,3}[)\]}][ \t]{0,3}/gi;

/** What the rules read: folded characters and spelled-out e-mail punctuation. */
export function normaliseForDetection(text: string): Mapped {
  return rewrite(rewrite(foldCharacters(text), AT, "@"), DOT, ".");
}

/**
 * Digit groups split by other separators (dots, slashes, underscores, bullets, line breaks, several
 * spaces) joined with "-", for a second pass of the card and SSN rules only: "4111.1111.1111.1111" or
 * a card number over four lines.
 */
export function joinDigitGroups(source: Mapped): Mapped {
  return rewrite(source, /(?<=\d)(?:[ \t]{0,3}[\r\n./\\_·•][ \t]{0,3}|[ \t]{2,4}|\r?\n){1,2}(?=\d)/g, "-");
}
