// Splits markdown into top-level blocks so a streamed reply re-parses only its growing last block.
// A block ends at a blank line, unless the next line continues it (indented, or another item of the
// same list), and never inside a fenced code block or a `$$` display-math block.

/** A top-level chunk of markdown, rendered on its own. */
export interface MarkdownBlock {
  /** The block's source without its trailing blank lines (stable once the next block starts). */
  text: string;
  /** Set when the source ends inside an unclosed fence: which kind, and where its opening line starts. */
  open: { kind: "code" | "math"; at: number } | null;
}

interface Fence {
  kind: "code" | "math";
  char: string;
  length: number;
  /** Offset of the opening line inside the current block. */
  at: number;
}

const CODE_FENCE = /^[ \t]*(`{3,}|~{3,})(.*)$/;
const MATH_FENCE = /^[ \t]*(\${2,})(.*)$/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
/** Link reference and footnote definitions apply to the whole document, so it must stay whole. */
const DEFINITION = /^ {0,3}\[[^\]\n]+\]:/m;

function openingFence(line: string): Omit<Fence, "at"> | null {
  const code = CODE_FENCE.exec(line);
  if (code) {
    const run = code[1] ?? "";
    // A backtick fence's info string cannot hold a backtick (CommonMark 4.5).
    if (run[0] === "`" && (code[2] ?? "").includes("`")) return null;
    return { kind: "code", char: run[0] ?? "`", length: run.length };
  }
  const math = MATH_FENCE.exec(line);
  // `$$x$$` on one line is inline math, not an opening fence (remark-math forbids `$` in the meta).
  if (math && !(math[2] ?? "").includes("$"))
    return { kind: "math", char: "$", length: (math[1] ?? "").length };
  return null;
}

function closesFence(line: string, fence: Fence): boolean {
  const trimmed = line.trim();
  if (trimmed.length < fence.length) return false;
  for (let i = 0; i < trimmed.length; i++) if (trimmed[i] !== fence.char) return false;
  return true;
}

function isBlank(line: string): boolean {
  return line.trim() === "";
}

/** Splits `source` into top-level blocks in one pass over its lines. */
export function splitBlocks(source: string): MarkdownBlock[] {
  if (source === "") return [];
  if (DEFINITION.test(source)) return [{ text: source.replace(/\s+$/, ""), open: null }];

  const blocks: MarkdownBlock[] = [];
  let blockStart = -1;
  let blockEnd = 0;
  let fence: Fence | null = null;
  let listBlock = false;
  let sawBlank = false;

  const close = () => {
    if (blockStart >= 0) blocks.push({ text: source.slice(blockStart, blockEnd), open: null });
    blockStart = -1;
  };

  let pos = 0;
  while (pos < source.length) {
    const newline = source.indexOf("\n", pos);
    const lineEnd = newline === -1 ? source.length : newline;
    const line = source.slice(pos, lineEnd);
    const next = newline === -1 ? source.length : newline + 1;

    if (fence) {
      if (closesFence(line, fence)) fence = null;
      blockEnd = lineEnd;
    } else if (isBlank(line)) {
      sawBlank = blockStart >= 0;
    } else {
      const continues =
        blockStart >= 0 && (!sawBlank || /^[ \t]/.test(line) || (listBlock && LIST_ITEM.test(line)));
      if (!continues) {
        close();
        blockStart = pos;
        listBlock = LIST_ITEM.test(line);
      }
      sawBlank = false;
      const opening = openingFence(line);
      if (opening) fence = { ...opening, at: pos - blockStart };
      blockEnd = lineEnd;
    }
    pos = next;
  }

  if (blockStart >= 0) {
    blocks.push({
      text: source.slice(blockStart, blockEnd),
      open: fence ? { kind: fence.kind, at: fence.at } : null,
    });
  }
  return blocks;
}
