// Undoes simple disguises before detection while remembering where every character came from, so a
// finding in the normalised text maps back to the span of the original that a placeholder replaces:
// NFKC (full-width letters and digits), every script's decimal digits as ASCII (Arabic-Indic…),
// zero-width characters and soft hyphens removed, `(at)`/`(dot)` e-mails, and — for a second pass —
// digit groups split by dots, slashes or line breaks joined with "-". Every step is one linear pass,
// and the map costs memory per change, not per character (a 15 MB text is mostly unchanged).

/**
 * A stretch of the normalised text: either copied from the original (`copy`: character i stands for
 * original character origStart + i - start) or a replacement (every character stands for the whole
 * original span [origStart, origEnd)).
 */
interface Piece {
  start: number;
  end: number;
  origStart: number;
  origEnd: number;
  copy: boolean;
}

/** A text with the original [start, end) each of its characters stands for. */
export class Mapped {
  readonly text: string;
  private readonly pieces: Piece[];

  constructor(text: string, pieces: Piece[]) {
    this.text = text;
    this.pieces = pieces;
  }

  static identity(text: string): Mapped {
    return new Mapped(text, [{ start: 0, end: text.length, origStart: 0, origEnd: text.length, copy: true }]);
  }

  private pieceAt(index: number): Piece | undefined {
    let low = 0;
    let high = this.pieces.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const piece = this.pieces[middle];
      if (piece === undefined) return undefined;
      if (index < piece.start) high = middle - 1;
      else if (index >= piece.end) low = middle + 1;
      else return piece;
    }
    return undefined;
  }

  /** Where in the original the character at `index` begins. */
  start(index: number): number {
    const piece = this.pieceAt(index);
    if (piece === undefined) return 0;
    return piece.copy ? piece.origStart + index - piece.start : piece.origStart;
  }

  /** Where in the original the character at `index` ends. */
  end(index: number): number {
    const piece = this.pieceAt(index);
    if (piece === undefined) return 0;
    return piece.copy ? piece.origStart + index - piece.start + 1 : piece.origEnd;
  }

  /** The pieces covering [from, to) of this text, re-based to start at `at` of a new text. */
  copyRange(from: number, to: number, at: number, out: Piece[]): void {
    for (const piece of this.pieces) {
      if (piece.end <= from || piece.start >= to) continue;
      const start = Math.max(from, piece.start);
      const end = Math.min(to, piece.end);
      const shift = start - piece.start;
      out.push({
        start: at + start - from,
        end: at + end - from,
        origStart: piece.copy ? piece.origStart + shift : piece.origStart,
        origEnd: piece.copy ? piece.origStart + shift + (end - start) : piece.origEnd,
        copy: piece.copy,
      });
    }
  }
}

/** Builds a Mapped text from copied ranges of a source and replacements. */
class MappedBuilder {
  private readonly parts: string[] = [];
  private readonly pieces: Piece[] = [];
  private readonly source: Mapped;
  private length = 0;

  constructor(source: Mapped) {
    this.source = source;
  }

  copy(from: number, to: number): void {
    if (to <= from) return;
    this.parts.push(this.source.text.slice(from, to));
    this.source.copyRange(from, to, this.length, this.pieces);
    this.length += to - from;
  }

  replace(text: string, from: number, to: number): void {
    if (text === "") return;
    this.parts.push(text);
    this.pieces.push({
      start: this.length,
      end: this.length + text.length,
      origStart: this.source.start(from),
      origEnd: this.source.end(to - 1),
      copy: false,
    });
    this.length += text.length;
  }

  build(): Mapped {
    return new Mapped(this.parts.join(""), this.pieces);
  }
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

/** NFKC per character, other scripts' digits as ASCII, invisible characters dropped. */
export function foldCharacters(text: string): Mapped {
  const source = Mapped.identity(text);
  const out = new MappedBuilder(source);
  let copiedTo = 0;
  let i = 0;
  while (i < text.length) {
    const codePoint = text.codePointAt(i) ?? 0;
    const width = codePoint > 0xffff ? 2 : 1;
    if (codePoint >= 0x80) {
      const char = text.slice(i, i + width);
      const folded = INVISIBLE.test(char) ? "" : (asciiDigit(codePoint) ?? char.normalize("NFKC"));
      if (folded !== char) {
        out.copy(copiedTo, i);
        // An invisible character simply vanishes: its neighbours keep their own places.
        if (folded !== "") out.replace(folded, i, i + width);
        copiedTo = i + width;
      }
    }
    i += width;
  }
  if (copiedTo === 0) return source;
  out.copy(copiedTo, text.length);
  return out.build();
}

/** Replaces every match of `pattern` (global, linear) with `replacement`, keeping the map. */
export function rewrite(source: Mapped, pattern: RegExp, replacement: string): Mapped {
  const out = new MappedBuilder(source);
  let at = 0;
  for (const match of source.text.matchAll(pattern)) {
    const from = match.index;
    const to = from + match[0].length;
    if (to === from) continue;
    out.copy(at, from);
    out.replace(replacement, from, to);
    at = to;
  }
  if (at === 0) return source;
  out.copy(at, source.text.length);
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
