// A snapshot message's markdown as static HTML for the share host: the chat's own pipeline (remark
// with GFM and math, KaTeX for formulas) run on the server, so a cold visitor gets a readable page
// without the ~190 KB gzip of react-dom, react-markdown and KaTeX (docs/architecture.md § Share host).
// Hostile input stays inert: raw HTML in the markdown is shown as text, links keep
// only http(s)/mailto/relative targets, images become links (nothing loads from another origin), and
// KaTeX runs untrusted (no \href, \url or \htmlClass).
import katex from "katex";
import type { Element, ElementContent, Properties, RootContent } from "hast";
import { toHtml } from "hast-util-to-html";
import type { Html } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { boundNesting } from "./bound-nesting.ts";
import { escapeHtml } from "./escape-html.ts";

// Raw HTML shows as the text it is, as in the chat (never parsed, never dropped silently).
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkRehype, { handlers: { html: (_state, node: Html) => ({ type: "text", value: node.value }) } });

/** The longest message rendered as markdown; longer ones are shown as plain text (still complete). */
export const MAX_MARKDOWN_CHARS = 200_000;

/**
 * The message as escaped text in place of its markdown rendering: for a message too long or too
 * costly to render (render-pool.ts). Inline style, since the page's stylesheet comes from the shell
 * build; the share host's CSP allows inline styles (KaTeX needs them too).
 */
export function plainFallback(markdown: string): string {
  return `<p class="share-fallback" style="white-space:pre-wrap">${escapeHtml(markdown)}</p>`;
}

const SAFE_PROTOCOL = /^(https?:|mailto:)/i;

/** A link target the page may keep: http(s), mailto, or a path/fragment without a scheme. */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  // Browsers ignore control characters and whitespace inside a scheme ("java\nscript:").
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const compact = value.replace(/[\u0000-\u0020\u007f]+/g, "");
  if (SAFE_PROTOCOL.test(compact)) return value;
  return /^[a-z][a-z0-9+.-]*:/i.test(compact) ? undefined : value;
}

function classes(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function textOf(node: ElementContent | RootContent): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map(textOf).join("");
  return "";
}

/** A formula both ways: KaTeX's output, and its source for the LaTeX-off view (CSS shows one). */
function mathPair(tex: string, display: boolean): Element {
  const rendered = katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    trust: false,
    strict: "ignore",
    maxSize: 50,
    maxExpand: 500,
    output: "htmlAndMathml",
  });
  const delimiter = display ? "$$" : "$";
  return {
    type: "element",
    tagName: display ? "div" : "span",
    properties: { className: ["math", display ? "math-display" : "math-inline"] },
    children: [
      {
        type: "element",
        tagName: display ? "div" : "span",
        properties: { className: ["math-rendered"] },
        children: [{ type: "raw", value: rendered }],
      },
      {
        type: "element",
        tagName: "code",
        properties: { className: ["math-source"] },
        children: [{ type: "text", value: `${delimiter}${tex}${delimiter}` }],
      },
    ],
  };
}

const LINK: Properties = { rel: ["nofollow", "noopener", "noreferrer"], target: "_blank" };

function transform(children: ElementContent[]): ElementContent[] {
  return children.map((child): ElementContent => {
    if (child.type !== "element") return child;
    const names = classes(child);
    if (child.tagName === "pre") {
      const code = child.children.find((c): c is Element => c.type === "element" && c.tagName === "code");
      if (code && classes(code).includes("math-display")) return mathPair(textOf(code), true);
    }
    if (child.tagName === "code" && names.includes("math-inline")) return mathPair(textOf(child), false);
    if (child.tagName === "a") {
      const href = safeHref(child.properties.href);
      child.properties = href ? { ...LINK, href } : {};
    }
    if (child.tagName === "img") {
      const href = safeHref(child.properties.src);
      const label =
        typeof child.properties.alt === "string" && child.properties.alt !== ""
          ? child.properties.alt
          : (href ?? "");
      return {
        type: "element",
        tagName: href ? "a" : "span",
        properties: href ? { ...LINK, href } : {},
        children: [{ type: "text", value: label }],
      };
    }
    child.children = transform(child.children);
    return child;
  });
}

/**
 * The message's markdown as HTML (formulas rendered, their source beside them), nesting capped first
 * (bound-nesting.ts). Synchronous and CPU-bound: the share host calls it in render-pool.ts's workers,
 * never on the request thread.
 */
export function renderMarkdown(markdown: string): string {
  if (markdown.length > MAX_MARKDOWN_CHARS) return plainFallback(markdown);
  const tree = processor.runSync(processor.parse(boundNesting(markdown)));
  // A parsed fragment holds no doctype: its children are element content.
  tree.children = transform(
    tree.children.filter((child): child is ElementContent => child.type !== "doctype"),
  );
  return toHtml(tree, { allowDangerousHtml: true });
}
