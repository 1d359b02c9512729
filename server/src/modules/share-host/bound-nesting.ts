// A linear pre-pass that caps how deep markdown can nest before remark sees it. The parser and the
// tree walkers after it (mdast, hast, HTML) recurse once per level and micromark's container checks
// grow with the square of the depth: 20,000 `>` cost 14 s and then overflowed the stack. Beyond the
// cap a container marker (`>`, `-`, `+`, `*`, `1.`) or a `[` is backslash-escaped, so the rest reads
// as text at the deepest level allowed. Ordinary messages never get near the cap and are unchanged.

/** Containers (blockquotes, list items) a line may reach, and `[` open in one paragraph, at most. */
export const MAX_NESTING = 16;
/**
 * Inside what looks like a fenced code block the markers are most likely text, so they are left
 * alone up to a looser cap. The fence tracking is a guess (an HTML block can hide a fence from the
 * parser), so the cap still applies there: a wrong guess costs depth 64, never an unbounded one.
 */
export const MAX_NESTING_IN_FENCE = 64;

interface Fence {
  char: string;
  length: number;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= "0" && char <= "9";
}

function isBlank(char: string | undefined): boolean {
  return char === undefined || char === " " || char === "\t" || char === "\r";
}

/** Length of a container marker at `pos` (`>`, a bullet or `1.`/`1)` before a blank), or 0. */
function markerLength(line: string, pos: number): number {
  const char = line[pos];
  if (char === ">") return 1;
  if ((char === "-" || char === "+" || char === "*") && isBlank(line[pos + 1])) return 1;
  let end = pos;
  while (end - pos < 9 && isDigit(line[end])) end++;
  if (end > pos && (line[end] === "." || line[end] === ")") && isBlank(line[end + 1])) return end - pos + 1;
  return 0;
}

/** Whether line[pos..] is a thematic break of `char` (`- - -`, `* * *`): a leaf, not list items. */
function isThematicTail(line: string, pos: number, char: string): boolean {
  let count = 0;
  for (let i = pos; i < line.length; i++) {
    const c = line[i];
    if (c === char) count++;
    else if (!isBlank(c)) return false;
  }
  return count >= 3;
}

/**
 * The line with container markers beyond `limit` escaped. Depth at a marker is at most the markers
 * before it on the line plus the list levels its indentation continues (each needs 2 columns).
 */
function boundContainers(line: string, limit: number): { line: string; contentStart: number } {
  let pos = 0;
  let columns = 0;
  let markers = 0;
  let thematicChecked = false;
  for (;;) {
    while (line[pos] === " " || line[pos] === "\t") {
      columns += line[pos] === "\t" ? 4 - (columns % 4) : 1;
      pos++;
    }
    const length = markerLength(line, pos);
    if (length === 0) return { line, contentStart: pos };
    const char = line[pos] ?? "";
    // Checked once per line (it scans the rest of it): keeps the pass linear.
    if ((char === "-" || char === "*") && !thematicChecked) {
      thematicChecked = true;
      if (isThematicTail(line, pos, char)) return { line, contentStart: line.length };
    }
    if (Math.floor(columns / 2) + markers >= limit) {
      const at = pos + length - 1;
      return { line: `${line.slice(0, at)}\\${line.slice(at)}`, contentStart: at + 2 };
    }
    markers++;
    pos += length;
  }
}

/** Brackets of the paragraph so far: `[` still open and `]` that closed nothing. */
interface Brackets {
  open: number;
  unmatched: number;
}

/**
 * `[` beyond the cap escaped (label starts are what make nested brackets quadratic), and `]` that
 * close nothing beyond the cap too: GFM's footnote check walks back over the whole paragraph from
 * every `]`. An escaped `]` that closes nothing renders the same.
 */
function boundBrackets(text: string, brackets: Brackets): string {
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "\\") {
      i++;
      continue;
    }
    if (char !== "[" && char !== "]") continue;
    let escape = false;
    if (char === "[") {
      if (brackets.open >= MAX_NESTING) escape = true;
      else brackets.open++;
    } else if (brackets.open > 0) brackets.open--;
    else if (brackets.unmatched >= MAX_NESTING) escape = true;
    else brackets.unmatched++;
    if (escape) {
      out += `${text.slice(from, i)}\\`;
      from = i;
    }
  }
  return out + text.slice(from);
}

/** The markdown with nesting beyond MAX_NESTING flattened; linear in its length. */
export function boundNesting(markdown: string): string {
  const lines = markdown.split("\n");
  let fence: Fence | undefined;
  const brackets: Brackets = { open: 0, unmatched: 0 };
  for (let index = 0; index < lines.length; index++) {
    const original = lines[index] ?? "";
    if (fence !== undefined) {
      const close = FENCE_OPEN.exec(original);
      const marker = close?.[1] ?? "";
      if (marker[0] === fence.char && marker.length >= fence.length && (close?.[2] ?? "").trim() === "")
        fence = undefined;
      else lines[index] = boundContainers(original, MAX_NESTING_IN_FENCE).line;
      continue;
    }
    const open = FENCE_OPEN.exec(original);
    const marker = open?.[1];
    if (marker !== undefined && !(marker[0] === "`" && (open?.[2] ?? "").includes("`"))) {
      fence = { char: marker[0] ?? "`", length: marker.length };
      continue;
    }
    const { line, contentStart } = boundContainers(original, MAX_NESTING);
    // A blank line ends the paragraph, and with it every bracket left open.
    if (line.trim() === "") {
      brackets.open = 0;
      brackets.unmatched = 0;
    }
    lines[index] = line.slice(0, contentStart) + boundBrackets(line.slice(contentStart), brackets);
  }
  return lines.join("\n");
}
