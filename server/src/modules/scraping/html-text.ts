// Readable text of an HTML page from a real parse (htmlparser2, through html-to-text): comments,
// CDATA, script bodies holding "</div>", entities and unclosed tags are read as a parser reads
// them, not guessed at by patterns. Scripts, styles, navigation and other chrome are dropped,
// headings become "#" lines, list items and table rows one line each. Not a renderer.
import { compile } from "html-to-text";
import type { DomNode, FormatCallback, SelectorDefinition } from "html-to-text";

/** Elements whose content is never page text. */
const DROPPED = [
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "math",
  "nav",
  "footer",
  "aside",
  "form",
  "button",
  "select",
  "iframe",
  "object",
  "embed",
  "canvas",
  "audio",
  "video",
  "img",
  "[hidden]",
];

/** Elements that stand on lines of their own. */
const BLOCKS = [
  "article",
  "section",
  "main",
  "header",
  "div",
  "figure",
  "figcaption",
  "caption",
  "details",
  "summary",
  "address",
  "dl",
  "dt",
  "dd",
  "center",
  "fieldset",
  "legend",
  "li",
];

/** Larger inputs are cut first (the fetch already reads at most PARLEY_SCRAPE_MAX_BYTES). */
export const MAX_INPUT_CHARS = 8 * 1024 * 1024;
/** Deeper nesting is cut off (as browsers do at 512): the walk is recursive. */
const MAX_DEPTH = 512;
/** A title longer than this is cut (an unclosed <title> runs to the end of the page). */
export const MAX_TITLE_CHARS = 300;

// The page title is recorded while the page is walked, so each page is parsed once. A conversion
// is synchronous, so one slot per call cannot be shared between pages.
let titleSlot: { title: string | undefined } | undefined;

function textOf(nodes: readonly DomNode[]): string {
  let out = "";
  for (const node of nodes) out += node.type === "text" ? (node.data ?? "") : textOf(node.children ?? []);
  return out;
}

const recordTitle: FormatCallback = (elem) => {
  if (titleSlot === undefined || titleSlot.title !== undefined) return;
  const title = textOf(elem.children ?? [])
    .replace(/\s+/g, " ")
    .trim();
  if (title === "") return;
  titleSlot.title =
    title.length <= MAX_TITLE_CHARS
      ? title
      : `${title.slice(0, MAX_TITLE_CHARS - 1).replace(/[\uD800-\uDBFF]$/, "")}…`;
};

const heading: FormatCallback = (elem, walk, builder) => {
  const marks = "#".repeat(Number(elem.name?.slice(1)) || 1);
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(elem.children, builder);
  builder.closeBlock({
    trailingLineBreaks: 2,
    // A heading stays on one line; an empty one leaves nothing behind.
    blockTransform: (text) => {
      const line = text.replace(/\s+/g, " ").trim();
      return line === "" ? "" : `${marks} ${line}`;
    },
  });
};

/** Lists: one item per line; unordered items unmarked, ordered ones numbered, nesting indented. */
const list: FormatCallback = (elem, walk, builder) => {
  const nested = elem.parent?.name === "li";
  const ordered = elem.name === "ol";
  const attribs = elem.attribs as Record<string, string | undefined> | undefined;
  let index = Number.parseInt(attribs?.start ?? "1", 10) || 1;
  const items = elem.children.filter((child) => child.type !== "text" || (child.data ?? "").trim() !== "");
  if (items.length === 0) return;
  const prefixes = items.map((child) =>
    child.name !== "li" ? "" : `${nested ? "  " : ""}${ordered ? `${index++}. ` : ""}`,
  );
  builder.openList({
    interRowLineBreaks: 1,
    leadingLineBreaks: nested ? 1 : 2,
    maxPrefixLength: Math.max(...prefixes.map((p) => p.length)),
    prefixAlign: "left",
  });
  items.forEach((item, i) => {
    builder.openListItem({ prefix: prefixes[i] ?? "" });
    walk([item], builder);
    builder.closeListItem();
  });
  builder.closeList({ trailingLineBreaks: nested ? 1 : 2 });
};

/** A table apart from the text around it; one inside a cell only on lines of its own. */
const table: FormatCallback = (elem, walk, builder) => {
  let inCell = false;
  for (let up = elem.parent; up && !inCell; up = up.parent) inCell = up.name === "td" || up.name === "th";
  builder.openBlock({ leadingLineBreaks: inCell ? 1 : 2 });
  walk(elem.children, builder);
  builder.closeBlock({ trailingLineBreaks: inCell ? 1 : 2 });
};

/** A table row on one line, cells separated by " | "; nested tables become lines of their own. */
const tableRow: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 1 });
  let first = true;
  for (const child of elem.children) {
    if (child.type === "tag" && (child.name === "td" || child.name === "th")) {
      if (!first) builder.addInline(" | ");
      first = false;
    }
    walk([child], builder);
  }
  builder.closeBlock({ trailingLineBreaks: 1 });
};

const paragraphBreak: FormatCallback = (_elem, _walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.closeBlock({ trailingLineBreaks: 2 });
};

const selectors: SelectorDefinition[] = [
  ...DROPPED.map((selector) => ({ selector, format: "skip" })),
  ...BLOCKS.map((selector) => ({
    selector,
    format: "block",
    options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
  })),
  { selector: "title", format: "recordTitle" },
  // Link text reads as text; addresses would only lengthen the page for the model.
  { selector: "a", format: "inline" },
  ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, format: "heading" })),
  { selector: "ul", format: "list" },
  { selector: "ol", format: "list" },
  { selector: "table", format: "table" },
  { selector: "tr", format: "tableRow" },
  { selector: "hr", format: "paragraphBreak" },
];

const convert = compile({
  // The whole document is walked (the title sits in <head>; fragments have no <body>).
  baseElements: { selectors: [], returnDomByDefault: true },
  formatters: { recordTitle, heading, list, table, tableRow, paragraphBreak },
  selectors,
  // Input is cut here (MAX_INPUT_CHARS), not by html-to-text, which would warn on the console.
  limits: { maxDepth: MAX_DEPTH, maxInputLength: 0, ellipsis: "…" },
  whitespaceCharacters: " \t\r\n\f\u200b\u00a0",
  wordwrap: false,
});

export interface PageText {
  title: string | undefined;
  text: string;
}

/** The page's title and readable text, from one parse. */
export function readPage(html: string): PageText {
  const slot: { title: string | undefined } = { title: undefined };
  titleSlot = slot;
  let raw: string;
  try {
    raw = convert(html.length > MAX_INPUT_CHARS ? html.slice(0, MAX_INPUT_CHARS) : html);
  } finally {
    titleSlot = undefined;
  }
  const text = raw
    .split("\n")
    .map((line) => line.replace(/\u00a0/g, " ").trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { title: slot.title, text };
}

/** The page's title, if it has one. */
export function htmlTitle(html: string): string | undefined {
  return readPage(html).title;
}

export function htmlToText(html: string): string {
  return readPage(html).text;
}
