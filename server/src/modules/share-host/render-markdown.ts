// A snapshot message's markdown as static HTML for the share host: the chat's own pipeline (remark
// with GFM and math, KaTeX for formulas) run on the server, so a cold visitor gets a readable page
// without the ~190 KB gzip of react-dom, react-markdown and KaTeX (docs/architecture.md § Share host).
// Hostile input stays inert: raw HTML in the markdown is shown as text, links keep
// only http(s)/mailto/relative targets, images become links (nothing loads from another origin), and
// KaTeX runs untrusted (no \href, \url or \htmlClass). The docs host renders the product pages with
// the same pipeline, with options of its own (links between its pages, heading anchors, no math).
import katex from "katex";
import type { Element, ElementContent, Properties, RootContent } from "hast";
import { toHtml } from "hast-util-to-html";
import type { Html } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype, { type Options as ToHastOptions } from "remark-rehype";
import { unified } from "unified";
import { boundNesting } from "./bound-nesting.ts";
import { plainFallback } from "./plain-fallback.ts";

// Raw HTML shows as the text it is, as in the chat (never parsed, never dropped silently).
const rawHtmlAsText: ToHastOptions = {
  handlers: { html: (_state, node: Html) => ({ type: "text", value: node.value }) },
};
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkMath).use(remarkRehype, rawHtmlAsText);
// Prose that writes prices ("$5 … $10") is not a formula.
const processorWithoutMath = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, rawHtmlAsText);

export interface MarkdownOptions {
  /**
   * A link inside the same site: its address there (opened in place, not in a new tab), null for a
   * link that leads nowhere here (kept as its text), undefined for any other link (handled as usual).
   */
  siteLink?: (href: string) => string | null | undefined;
  /**
   * Ids on headings, GitHub's way (`## Sign-in methods` → `sign-in-methods`), for in-page anchors.
   * Trusted documents only: an id of the author's choosing can shadow a page's globals.
   */
  headingIds?: boolean;
  /** `$…$` and `$$…$$` as formulas (default true, as in the chat). */
  math?: boolean;
}

/** The longest message rendered as markdown; longer ones are shown as plain text (still complete). */
export const MAX_MARKDOWN_CHARS = 200_000;

export { plainFallback };

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

/** GitHub's heading slug: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2, … */
function slugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

interface TransformContext {
  siteLink: MarkdownOptions["siteLink"];
  slug: ((text: string) => string) | undefined;
}

function linkProperties(value: unknown, context: TransformContext): Properties {
  const href = safeHref(value);
  if (href === undefined) return {};
  const local = context.siteLink?.(href);
  if (local === null) return {};
  if (local === undefined) return { ...LINK, href };
  const safe = safeHref(local);
  return safe === undefined ? {} : { href: safe };
}

function transform(children: ElementContent[], context: TransformContext): ElementContent[] {
  return children.map((child): ElementContent => {
    if (child.type !== "element") return child;
    const names = classes(child);
    if (child.tagName === "pre") {
      const code = child.children.find((c): c is Element => c.type === "element" && c.tagName === "code");
      if (code && classes(code).includes("math-display")) return mathPair(textOf(code), true);
      // Code reads left to right in a right-to-left page too, as in the chat's code block.
      child.properties = { ...child.properties, dir: "ltr" };
    }
    if (child.tagName === "code" && names.includes("math-inline")) return mathPair(textOf(child), false);
    if (child.tagName === "a") child.properties = linkProperties(child.properties.href, context);
    if (context.slug !== undefined && /^h[1-6]$/.test(child.tagName))
      child.properties = { ...child.properties, id: context.slug(textOf(child)) };
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
    child.children = transform(child.children, context);
    return child;
  });
}

/**
 * The message's markdown as HTML (formulas rendered, their source beside them), nesting capped first
 * (bound-nesting.ts). Synchronous and CPU-bound: the share host calls it in render-pool.ts's workers,
 * never on the request thread.
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  if (markdown.length > MAX_MARKDOWN_CHARS) return plainFallback(markdown);
  const chosen = options.math === false ? processorWithoutMath : processor;
  const tree = chosen.runSync(chosen.parse(boundNesting(markdown)));
  // A parsed fragment holds no doctype: its children are element content.
  tree.children = transform(
    tree.children.filter((child): child is ElementContent => child.type !== "doctype"),
    { siteLink: options.siteLink, slug: options.headingIds === true ? slugger() : undefined },
  );
  return toHtml(tree, { allowDangerousHtml: true });
}
