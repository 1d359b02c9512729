// Readable text of an HTML page without a DOM: scripts, styles, navigation and other chrome are
// dropped, headings become "#" lines, block elements become line breaks, entities are decoded.
// Good enough for giving a page to a model; not a renderer.

const DROPPED = [
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "nav",
  "footer",
  "aside",
  "form",
  "iframe",
  "head",
];
const BLOCK =
  /<\/?(p|div|section|article|main|li|ul|ol|tr|table|blockquote|pre|dd|dt|dl|figure|figcaption|br|hr)\b[^>]*>/gi;

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  copy: "©",
  reg: "®",
  euro: "€",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** The page's title, if it has one. */
export function htmlTitle(html: string): string | undefined {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  const title = match?.[1]
    ? decodeEntities(match[1].replace(/<[^>]*>/g, ""))
        .replace(/\s+/g, " ")
        .trim()
    : "";
  return title === "" ? undefined : title;
}

export function htmlToText(html: string): string {
  let text = html.replace(/<!--[\s\S]*?-->/g, "");
  for (const tag of DROPPED) {
    text = text.replace(new RegExp(`<${tag}\\b[^>]*>[\\s\\S]*?</${tag}\\s*>`, "gi"), " ");
    text = text.replace(new RegExp(`<${tag}\\b[^>]*/>`, "gi"), " ");
  }
  text = text
    .replace(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi, (_, level: string, inner: string) => {
      const heading = inner
        .replace(/<[^>]*>/g, "")
        .replace(/\s+/g, " ")
        .trim();
      return heading === "" ? "\n" : `\n\n${"#".repeat(Number(level))} ${heading}\n\n`;
    })
    // List items and table rows stay on consecutive lines; other blocks get a blank line between.
    .replace(/<\/(li|tr|dd|dt)\s*>/gi, "")
    .replace(BLOCK, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
