// A text with, for each of its characters, the span of an original text it stands for: what lets a
// finding in normalised text map back to the original. Built by linear passes that copy ranges and
// replace spans; the map costs memory per change, not per character, and lookups are binary searches.
// Pieces and the text being built live in typed arrays: a hostile text with a change at every other
// character must not become hundreds of thousands of small objects for the collector to promote.

/**
 * The pieces of a map, as columns: piece p covers [start[p], end[p]) of the text and is either copied
 * (`copy`: character i stands for original character origStart + i - start) or a replacement (every
 * character stands for the whole original span [origStart, origEnd)).
 */
class Pieces {
  count = 0;
  start = new Int32Array(8);
  end = new Int32Array(8);
  origStart = new Int32Array(8);
  origEnd = new Int32Array(8);
  copy = new Uint8Array(8);

  /** Appends a piece, merged into the last one where both copy one continuous stretch. */
  push(start: number, end: number, origStart: number, origEnd: number, copy: boolean): void {
    const last = this.count - 1;
    if (
      copy &&
      last >= 0 &&
      this.copy[last] === 1 &&
      this.end[last] === start &&
      this.origEnd[last] === origStart
    ) {
      this.end[last] = end;
      this.origEnd[last] = origEnd;
      return;
    }
    if (this.count === this.start.length) this.grow();
    const p = this.count++;
    this.start[p] = start;
    this.end[p] = end;
    this.origStart[p] = origStart;
    this.origEnd[p] = origEnd;
    this.copy[p] = copy ? 1 : 0;
  }

  private grow(): void {
    const twice = <T extends Int32Array | Uint8Array>(from: T, make: (size: number) => T): T => {
      const to = make(from.length * 2);
      to.set(from);
      return to;
    };
    this.start = twice(this.start, (n) => new Int32Array(n));
    this.end = twice(this.end, (n) => new Int32Array(n));
    this.origStart = twice(this.origStart, (n) => new Int32Array(n));
    this.origEnd = twice(this.origEnd, (n) => new Int32Array(n));
    this.copy = twice(this.copy, (n) => new Uint8Array(n));
  }

  /** The index of the first piece that ends after `index` (binary search). */
  firstEndingAfter(index: number): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.end[middle] ?? 0) <= index) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** A text with the original [start, end) each of its characters stands for. */
export class Mapped {
  readonly text: string;
  private readonly pieces: Pieces;

  constructor(text: string, pieces: Pieces) {
    this.text = text;
    this.pieces = pieces;
  }

  static identity(text: string): Mapped {
    const pieces = new Pieces();
    pieces.push(0, text.length, 0, text.length, true);
    return new Mapped(text, pieces);
  }

  private pieceAt(index: number): number {
    const p = this.pieces.firstEndingAfter(index);
    return p < this.pieces.count && (this.pieces.start[p] ?? 0) <= index ? p : -1;
  }

  /** Where in the original the character at `index` begins. */
  start(index: number): number {
    const p = this.pieceAt(index);
    if (p < 0) return 0;
    const { start, origStart, copy } = this.pieces;
    return copy[p] === 1 ? (origStart[p] ?? 0) + index - (start[p] ?? 0) : (origStart[p] ?? 0);
  }

  /** Where in the original the character at `index` ends. */
  end(index: number): number {
    const p = this.pieceAt(index);
    if (p < 0) return 0;
    const { start, origStart, origEnd, copy } = this.pieces;
    return copy[p] === 1 ? (origStart[p] ?? 0) + index - (start[p] ?? 0) + 1 : (origEnd[p] ?? 0);
  }

  /**
   * The pieces covering [from, to) of this text, re-based to start at `at` of a new text. Starts at
   * the first piece concerned (not at the first piece of all: that made every rewrite quadratic).
   */
  copyRange(from: number, to: number, at: number, out: Pieces): void {
    const pieces = this.pieces;
    for (let p = pieces.firstEndingAfter(from); p < pieces.count; p++) {
      const pieceStart = pieces.start[p] ?? 0;
      if (pieceStart >= to) break;
      const start = Math.max(from, pieceStart);
      const end = Math.min(to, pieces.end[p] ?? 0);
      const origStart = pieces.origStart[p] ?? 0;
      const copy = pieces.copy[p] === 1;
      const shifted = origStart + start - pieceStart;
      out.push(
        at + start - from,
        at + end - from,
        copy ? shifted : origStart,
        copy ? shifted + (end - start) : (pieces.origEnd[p] ?? 0),
        copy,
      );
    }
  }
}

/** Characters turned into a string at a time (String.fromCharCode takes them as arguments). */
const CHUNK = 8192;

/** Builds a Mapped text from copied ranges of a source and replacements. */
export class MappedBuilder {
  private readonly pieces = new Pieces();
  private readonly source: Mapped;
  private chars: Uint16Array;
  private length = 0;

  constructor(source: Mapped) {
    this.source = source;
    this.chars = new Uint16Array(source.text.length + 16);
  }

  private append(text: string, from: number, to: number): void {
    if (this.length + to - from > this.chars.length) {
      const bigger = new Uint16Array(Math.max(this.chars.length * 2, this.length + to - from));
      bigger.set(this.chars);
      this.chars = bigger;
    }
    for (let i = from; i < to; i++) this.chars[this.length++] = text.charCodeAt(i);
  }

  copy(from: number, to: number): void {
    if (to <= from) return;
    this.source.copyRange(from, to, this.length, this.pieces);
    this.append(this.source.text, from, to);
  }

  replace(text: string, from: number, to: number): void {
    if (text === "") return;
    const origStart = this.source.start(from);
    const origEnd = this.source.end(to - 1);
    // One character for one: as good as a copy, and it merges (a text of Arabic digits stays one piece).
    const copy = text.length === 1 && origEnd - origStart === 1;
    this.pieces.push(this.length, this.length + text.length, origStart, origEnd, copy);
    this.append(text, 0, text.length);
  }

  build(): Mapped {
    const parts: string[] = [];
    for (let at = 0; at < this.length; at += CHUNK)
      parts.push(String.fromCharCode(...this.chars.subarray(at, Math.min(this.length, at + CHUNK))));
    return new Mapped(parts.join(""), this.pieces);
  }
}

/** Replaces the spans `edits` yields (in order, not overlapping) with their text, keeping the map. */
export function rewriteSpans(source: Mapped, edits: Iterable<[number, number, string]>): Mapped {
  const out = new MappedBuilder(source);
  let at = 0;
  let changed = false;
  for (const [from, to, text] of edits) {
    if (to <= from || from < at) continue;
    out.copy(at, from);
    out.replace(text, from, to);
    at = to;
    changed = true;
  }
  if (!changed) return source;
  out.copy(at, source.text.length);
  return out.build();
}
