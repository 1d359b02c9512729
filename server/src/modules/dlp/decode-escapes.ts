// Percent-encoding (`%40`, `%E2%80%8B`) and HTML entities (`&#64;`, `&#x40;`, `&commat;`) decoded
// before detection: "jane%40example.com" is an address. One linear pass; each decoded character
// stands for its whole escape, so a finding maps back to the escaped original.
import { rewriteSpans } from "./mapped-text.ts";
import type { Mapped } from "./mapped-text.ts";

/** A run of percent escapes, or one entity (bounded lengths: the pattern cannot backtrack far). */
const ESCAPE = /(?:%[0-9A-Fa-f]{2})+|&(?:#[0-9]{1,7};?|#[xX][0-9A-Fa-f]{1,6};?|[A-Za-z][A-Za-z0-9]{1,31};)/g;

/** The named entities a disguise is likely to use: punctuation, spaces and invisible characters. */
const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ensp: "\u2002",
  emsp: "\u2003",
  thinsp: "\u2009",
  hairsp: "\u200a",
  numsp: "\u2007",
  puncsp: "\u2008",
  Tab: "\t",
  NewLine: "\n",
  shy: "\u00ad",
  zwsp: "\u200b",
  ZeroWidthSpace: "\u200b",
  zwnj: "\u200c",
  zwj: "\u200d",
  NoBreak: "\u2060",
  InvisibleTimes: "\u2062",
  InvisibleComma: "\u2063",
  commat: "@",
  period: ".",
  comma: ",",
  colon: ":",
  semi: ";",
  hyphen: "\u2010",
  dash: "\u2010",
  ndash: "\u2013",
  mdash: "\u2014",
  minus: "\u2212",
  num: "#",
  percnt: "%",
  plus: "+",
  equals: "=",
  sol: "/",
  bsol: "\\",
  lowbar: "_",
  lpar: "(",
  rpar: ")",
  lsqb: "[",
  rsqb: "]",
  lbrack: "[",
  rbrack: "]",
  lcub: "{",
  rcub: "}",
  vert: "|",
  verbar: "|",
  grave: "`",
  bull: "\u2022",
  middot: "\u00b7",
};

function fromCodePoint(codePoint: number): string | undefined {
  if (codePoint <= 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff))
    return undefined;
  return String.fromCodePoint(codePoint);
}

function entity(escape: string): string | undefined {
  const body = escape.slice(1).replace(/;$/, "");
  if (body.startsWith("#x") || body.startsWith("#X")) return fromCodePoint(parseInt(body.slice(2), 16));
  if (body.startsWith("#")) return fromCodePoint(parseInt(body.slice(1), 10));
  return Object.hasOwn(NAMED, body) ? NAMED[body] : undefined;
}

/** How many bytes a UTF-8 sequence starting with `lead` has, and the lead's payload (0 if invalid). */
function sequence(lead: number): [number, number] {
  if (lead < 0x80) return [1, lead];
  if (lead >= 0xc2 && lead <= 0xdf) return [2, lead & 0x1f];
  if (lead >= 0xe0 && lead <= 0xef) return [3, lead & 0x0f];
  if (lead >= 0xf0 && lead <= 0xf4) return [4, lead & 0x07];
  return [0, 0];
}

/** The characters of a run of percent escapes at `at`, each with its escape's span. */
function* percentRun(run: string, at: number): Generator<[number, number, string]> {
  const bytes = run.length / 3;
  const byteAt = (k: number) => parseInt(run.slice(3 * k + 1, 3 * k + 3), 16);
  let k = 0;
  while (k < bytes) {
    const [length, payload] = sequence(byteAt(k));
    let codePoint = payload;
    let valid = length > 0 && k + length <= bytes;
    for (let c = 1; valid && c < length; c++) {
      const next = byteAt(k + c);
      valid = (next & 0xc0) === 0x80;
      codePoint = (codePoint << 6) | (next & 0x3f);
    }
    const minimum = [0, 0, 0x80, 0x800, 0x10000][length] ?? 0;
    const char = valid && codePoint >= minimum ? fromCodePoint(codePoint) : undefined;
    if (char === undefined) {
      // Not UTF-8: this escape stays as written.
      k++;
      continue;
    }
    yield [at + 3 * k, at + 3 * (k + length), char];
    k += length;
  }
}

function* edits(text: string): Generator<[number, number, string]> {
  for (const match of text.matchAll(ESCAPE)) {
    const escape = match[0];
    if (escape.startsWith("%")) yield* percentRun(escape, match.index);
    else {
      const char = entity(escape);
      if (char !== undefined) yield [match.index, match.index + escape.length, char];
    }
  }
}

/** One layer of percent-encoding and HTML entities decoded (the source itself if there was none). */
export function decodeEscapes(source: Mapped): Mapped {
  if (!source.text.includes("%") && !source.text.includes("&")) return source;
  return rewriteSpans(source, edits(source.text));
}
