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

describe("renderMarkdown's options (the docs host's)", () => {
  const markdown = "# Top\n\n## Sign-in methods\n\n## Sign-in methods\n\nIt costs $5 and then $10.";

  it("leaves headings without ids, and dollars as formulas, by default", () => {
    const html = renderMarkdown(markdown);
    expect(html).toContain("<h2>Sign-in methods</h2>");
    expect(html).toContain('class="math math-inline"');
  });

  it("gives headings GitHub's anchors and reads dollars as text when asked", () => {
    const html = renderMarkdown(markdown, { headingIds: true, math: false });
    expect(html).toContain('<h1 id="top">Top</h1>');
    expect(html).toContain('<h2 id="sign-in-methods">Sign-in methods</h2>');
    expect(html).toContain('<h2 id="sign-in-methods-1">Sign-in methods</h2>');
    expect(html).toContain("It costs $5 and then $10.");
    expect(html).not.toContain("katex");
  });

  it("sends site links in place, unlinks the ones that lead nowhere, and keeps unsafe targets out", () => {
    const html = renderMarkdown("[a](page.md) [b](../other.md) [c](https://example.com) [d](javascript:x)", {
      siteLink: (href) =>
        href === "page.md"
          ? "/en/page"
          : href === "javascript:x"
            ? "/never"
            : href.startsWith("..")
              ? null
              : undefined,
    });
    expect(html).toContain('<a href="/en/page">a</a>');
    expect(html).toContain("<a>b</a>");
    expect(html).toContain(
      '<a rel="nofollow noopener noreferrer" target="_blank" href="https://example.com">c</a>',
    );
    expect(html).toContain("<a>d</a>");
  });

  it("never keeps an unsafe address a site link returns", () => {
    const html = renderMarkdown("[a](page.md)", { siteLink: () => "javascript:alert(1)" });
    expect(html).toContain("<a>a</a>");
  });
});
