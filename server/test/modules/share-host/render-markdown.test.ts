// The share page's server-side markdown: the chat's dialect (GFM, math) to static HTML, with hostile
// input inert — raw HTML as text, unsafe links unlinked, images as links, KaTeX untrusted.
import { describe, expect, it } from "vitest";
import {
  MAX_MARKDOWN_CHARS,
  renderMarkdown,
  safeHref,
} from "../../../src/modules/share-host/render-markdown.ts";

describe("renderMarkdown", () => {
  it("renders GFM, code and formulas, keeping each formula's source for the LaTeX-off view", () => {
    const html = renderMarkdown(
      "# Plan\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nlet x = 1\n```\n\nInline $x^2$\n\n$$\nE = mc^2\n$$",
    );
    expect(html).toContain("<h1>Plan</h1>");
    expect(html).toContain("<table>");
    expect(html).toContain('<code class="language-js">let x = 1');
    expect(html).toMatch(/<span class="math math-inline"><span class="math-rendered"><span class="katex">/);
    expect(html).toContain('<code class="math-source">$x^2$</code>');
    expect(html).toMatch(
      /<div class="math math-display"><div class="math-rendered"><span class="katex-display">/,
    );
    expect(html).toContain('<code class="math-source">$$E = mc^2$$</code>');
  });

  it("shows raw HTML as text and never emits an element from it", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="javascript:1">',
    );
    expect(html).not.toMatch(/<(script|img|iframe)/i);
    expect(html).toContain("&#x3C;script>alert(1)&#x3C;/script>");
    expect(html).toContain("onerror");
  });

  it("drops unsafe link targets and turns images into links that load nothing", () => {
    const html = renderMarkdown(
      "[a](javascript:alert(1)) [b](JaVa\tScRiPt:alert(2)) [c](data:text/html,x) [d](https://example.com/x) [e](/relative) ![pic](http://evil.test/p.png)",
    );
    expect(html).not.toMatch(/href="(javascript|data|java)/i);
    expect(html).toContain("<a>a</a>");
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('href="/relative"');
    expect(html).toContain('rel="nofollow noopener noreferrer"');
    expect(html).not.toContain("<img");
    expect(html).toContain('href="http://evil.test/p.png"');
  });

  it("runs KaTeX untrusted: no links, classes or data attributes from formulas", () => {
    const html = renderMarkdown(
      "$\\href{javascript:alert(1)}{x}$ $\\htmlData{foo=bar}{y}$ $\\url{javascript:alert(2)}$",
    );
    expect(html).not.toMatch(/href="javascript/i);
    expect(html).not.toContain("data-foo");
  });

  it("shows an oversized message as plain escaped text, complete", () => {
    const text = `<b>${"x".repeat(MAX_MARKDOWN_CHARS)}`;
    const html = renderMarkdown(text);
    expect(html).toBe(
      `<p class="share-fallback" style="white-space:pre-wrap">&lt;b&gt;${"x".repeat(MAX_MARKDOWN_CHARS)}</p>`,
    );
  });

  it("classifies link targets", () => {
    expect(safeHref("https://a.b")).toBe("https://a.b");
    expect(safeHref("mailto:x@y.z")).toBe("mailto:x@y.z");
    expect(safeHref("#top")).toBe("#top");
    expect(safeHref(" javascript:alert(1)")).toBeUndefined();
    expect(safeHref("vbscript:x")).toBeUndefined();
    expect(safeHref(42)).toBeUndefined();
  });
});
