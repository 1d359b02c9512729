// Conversation titles are written by models and members, so they may hold markdown ("**Plan**",
// "# Trip", "`npm ci`", "[docs](https://…)"). Wherever a title is shown as text it goes through
// plainTitle: what markdown would show stays, its syntax goes. Every pass is a hand-written scan, no
// backtracking regular expression, so a title costs time linear in its length whatever it holds.

/** Text with a flag per character: a literal one was escaped or in code, never syntax. */
interface Marked {
  text: string;
  literal: Uint8Array;
}

/** Builds a Marked text by slices (never longer than the text it is read from). */
class MarkedBuilder {
  private text = "";
  private readonly literal: Uint8Array;
  constructor(capacity: number) {
    this.literal = new Uint8Array(capacity);
  }
  add(chars: string, literal: boolean): void {
    if (literal) this.literal.fill(1, this.text.length, this.text.length + chars.length);
    this.text += chars;
  }
  done(): Marked {
    return { text: this.text, literal: this.literal.subarray(0, this.text.length) };
  }
}

const ASCII_PUNCTUATION = new Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~");
const BULLETS = new Set(["-", "+", "*"]);
const EMPHASIS = new Set(["*", "_", "~"]);

// ASCII first: a title is mostly ASCII, and the Unicode classes cost a regular expression call each.
const isSpace = (char: string | undefined) =>
  char === undefined || char === " " || (char > "~" ? /\s/.test(char) : char < "!");
const isPunctuation = (char: string | undefined) =>
  char !== undefined && (char > "~" ? /[\p{P}\p{S}]/u.test(char) : ASCII_PUNCTUATION.has(char));

/** A fence line, a thematic break or a setext underline: syntax only, nothing to show. */
function isSyntaxLine(line: string): boolean {
  const trimmed = line.trim();
  const first = trimmed[0];
  if (first === "`" || first === "~") {
    let run = 0;
    while (trimmed[run] === first) run++;
    if (run >= 3 && !trimmed.includes(first, run)) return true;
  }
  if (first === undefined || !"-*_=".includes(first)) return false;
  let count = 0;
  for (const char of trimmed) {
    if (char === first) count++;
    else if (char !== " " && char !== "\t") return false;
  }
  return first === "=" || count >= 3;
}

/** A line without its block markers: quote '>', bullet, ATX heading '#' and its closing '#'s. */
function lineContent(line: string): string {
  let at = 0;
  for (;;) {
    while (line[at] === " " || line[at] === "\t") at++;
    const char = line[at];
    if (char === ">") at++;
    else if (char !== undefined && BULLETS.has(char) && isSpace(line[at + 1])) at++;
    else if (char === "#") {
      let end = at;
      while (line[end] === "#") end++;
      if (end - at > 6 || !isSpace(line[end])) return line.slice(at);
      let content = line.slice(end).trimEnd();
      let hashes = content.length;
      while (content[hashes - 1] === "#") hashes--;
      if (hashes < content.length && isSpace(content[hashes - 1])) content = content.slice(0, hashes);
      return content;
    } else return line.slice(at);
  }
}

/** Backslash escapes, code spans (`code`, ``co`de``) and autolinks (<https://…>) read as text. */
function readCodeAndEscapes(text: string): Marked {
  // Backtick runs by start, each with the next run of the same length after it (its closer, if it
  // opens); -1 where none.
  const runLength = new Int32Array(text.length);
  const closer = new Int32Array(text.length).fill(-1);
  const starts: number[] = [];
  for (let at = text.indexOf("`"); at !== -1;) {
    let end = at;
    while (text[end] === "`") end++;
    runLength[at] = end - at;
    starts.push(at);
    at = text.indexOf("`", end);
  }
  const nextOfLength = new Map<number, number>();
  for (let k = starts.length - 1; k >= 0; k--) {
    const start = starts[k] ?? 0;
    const length = runLength[start] ?? 0;
    closer[start] = nextOfLength.get(length) ?? -1;
    nextOfLength.set(length, start);
  }

  const out = new MarkedBuilder(text.length);
  let plainFrom = 0;
  for (let at = 0; at < text.length;) {
    const char = text[at];
    if (char !== "\\" && char !== "`" && char !== "<") {
      at++;
      continue;
    }
    out.add(text.slice(plainFrom, at), false);
    const next = text[at + 1];
    if (char === "\\" && next !== undefined && ASCII_PUNCTUATION.has(next)) {
      out.add(next, true);
      at += 2;
    } else if (char === "`") {
      // Inside a run (its first backtick escaped): one backtick of text.
      const length = runLength[at] || 1;
      const close = closer[at] ?? -1;
      out.add(close === -1 ? text.slice(at, at + length) : text.slice(at + length, close), true);
      at = close === -1 ? at + length : close + length;
    } else if (char === "<") {
      // The scan stops at the next '<', so no character is scanned twice this way.
      let end = at + 1;
      while (end < text.length && !"<> \t".includes(text.charAt(end))) end++;
      const inner = text.slice(at + 1, end);
      const autolink = text[end] === ">" && (inner.includes(":") || inner.includes("@"));
      out.add(autolink ? inner : char, autolink);
      at = autolink ? end + 1 : at + 1;
    } else {
      out.add(char, false);
      at++;
    }
    plainFrom = at;
  }
  out.add(text.slice(plainFrom), false);
  return out.done();
}

/** Each opening character's matching closer (by a stack, literal characters aside), or -1. */
function matchPairs({ text, literal }: Marked, open: string, close: string): Int32Array {
  const match = new Int32Array(text.length).fill(-1);
  const stack: number[] = [];
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (literal[at] || (char !== open && char !== close)) continue;
    if (char === open) stack.push(at);
    else {
      const opener = stack.pop();
      if (opener !== undefined) match[opener] = at;
    }
  }
  return match;
}

/** Links and images, `[text](target)` and `![alt](src)`, as their text. */
function readLinks(marked: Marked): Marked {
  const { text, literal } = marked;
  const bracket = matchPairs(marked, "[", "]");
  const paren = matchPairs(marked, "(", ")");
  const syntax = (at: number, char: string) => text[at] === char && !literal[at];
  /** Where the link opened at `open` ends (after its target), or -1 when it is not a link. */
  const linkEnd = (open: number) => {
    const close = bracket[open] ?? -1;
    return close >= 0 && syntax(close + 1, "(") ? (paren[close + 1] ?? -2) + 1 : -1;
  };
  // A link's ']' → the end of its target; reached after its '[' was dropped.
  const skip = new Map<number, number>();
  const out = new MarkedBuilder(text.length);
  /** Copies text[from, to) with its flags, in slices of equal flags. */
  const copy = (from: number, to: number) => {
    for (let at = from; at < to;) {
      let end = at + 1;
      while (end < to && literal[end] === literal[at]) end++;
      out.add(text.slice(at, end), literal[at] === 1);
      at = end;
    }
  };
  let keptFrom = 0;
  for (let at = 0; at < text.length;) {
    const jump = skip.get(at);
    const open = syntax(at, "!") && syntax(at + 1, "[") ? at + 1 : at;
    const end = jump === undefined && syntax(open, "[") ? linkEnd(open) : -1;
    if (jump === undefined && end <= 0) {
      at++;
      continue;
    }
    copy(keptFrom, at);
    if (jump !== undefined) at = jump;
    else {
      skip.set(bracket[open] ?? -1, end);
      at = open + 1;
    }
    keptFrom = at;
  }
  copy(keptFrom, text.length);
  return out.done();
}

/** Delimiter runs of '*', '_' and '~', in parallel arrays (a long title may hold many). */
interface Runs {
  start: number[];
  length: number[];
  /** Delimiters not matched: they stay as text. */
  remaining: number[];
  canOpen: boolean[];
  canClose: boolean[];
}

/** The delimiter runs, with CommonMark's flanking rules ('_' not inside a word). */
function delimiterRuns({ text, literal }: Marked): Runs {
  const runs: Runs = { start: [], length: [], remaining: [], canOpen: [], canClose: [] };
  for (let at = 0; at < text.length;) {
    const char = text.charAt(at);
    if (literal[at] || !EMPHASIS.has(char)) {
      at++;
      continue;
    }
    let end = at;
    while (text[end] === char && !literal[end]) end++;
    const before = text[at - 1];
    const after = text[end];
    const left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
    const right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
    const length = end - at;
    // GFM strikethrough takes '~' and '~~' only.
    const usable = char !== "~" || length <= 2;
    runs.start.push(at);
    runs.length.push(length);
    runs.remaining.push(length);
    runs.canOpen.push(usable && left && (char !== "_" || !right || isPunctuation(before)));
    runs.canClose.push(usable && right && (char !== "_" || !left || isPunctuation(after)));
    at = end;
  }
  return runs;
}

/** Emphasis, strong and strikethrough without their delimiters: a stack of openers per character. */
function readEmphasis(marked: Marked): string {
  const { text } = marked;
  const runs = delimiterRuns(marked);
  const { start, length, remaining } = runs;
  const openers: Record<string, number[]> = { "*": [], _: [], "~": [] };
  for (let run = 0; run < start.length; run++) {
    const char = text.charAt(start[run] ?? 0);
    const stack = openers[char] ?? [];
    let left = remaining[run] ?? 0;
    while (runs.canClose[run] && left > 0 && stack.length > 0) {
      const opener = stack[stack.length - 1] ?? 0;
      const open = remaining[opener] ?? 0;
      if (char === "~" && open !== left) break;
      const used = Math.min(open, left);
      remaining[opener] = open - used;
      left -= used;
      if (open === used) stack.pop();
    }
    remaining[run] = left;
    if (runs.canOpen[run] && left > 0) stack.push(run);
  }
  const parts: string[] = [];
  let from = 0;
  for (let run = 0; run < start.length; run++) {
    const at = start[run] ?? 0;
    parts.push(text.slice(from, at), text.charAt(at).repeat(remaining[run] ?? 0));
    from = at + (length[run] ?? 0);
  }
  parts.push(text.slice(from));
  return parts.join("");
}

/** Runs of white space as one space, trimmed (a split on a single-character class: linear). */
function collapseSpace(text: string): string {
  return text
    .split(/\s/)
    .filter((word) => word !== "")
    .join(" ");
}

/**
 * A conversation title as the plain text its markdown shows: `**Plan** for _Q3_` → "Plan for Q3",
 * `# Trip` → "Trip", `` `npm ci` `` → "npm ci", `[docs](https://…)` → "docs"; lines joined by a space.
 * A title that would show nothing (only syntax, "# ") stays as written, white space collapsed.
 */
export function plainTitle(title: string): string {
  const lines = title
    .split("\n")
    .filter((line) => !isSyntaxLine(line))
    .map(lineContent);
  const plain = collapseSpace(readEmphasis(readLinks(readCodeAndEscapes(lines.join(" ")))));
  return plain === "" ? collapseSpace(title) : plain;
}
