import { describe, expect, it } from "vitest";
import {
  htmlTitle,
  htmlToText,
  MAX_INPUT_CHARS,
  MAX_TITLE_CHARS,
  readPage,
} from "../../../src/modules/scraping/html-text.ts";
import { cutToSize, findBracedUrls, TRUNCATED_MARK } from "../../../src/modules/scraping/scrape.ts";

describe("readable text of a page", () => {
  it("keeps headings and paragraphs, drops scripts, styles, navigation and comments", () => {
    const html = `<html><head><title>A &lt;b&gt; title</title><style>p{}</style></head><body>
      <nav><ul><li>Home</li></ul></nav><!-- hidden --><script>alert(1)</script>
      <h2>Section <em>one</em></h2><p>First&nbsp;para &#8212; with <a href="#">a link</a>.</p>
      <ul><li>item 1</li><li>item 2</li></ul><footer>© site</footer></body></html>`;
    expect(htmlToText(html)).toBe("## Section one\n\nFirst para — with a link.\n\nitem 1\nitem 2");
    expect(htmlTitle(html)).toBe("A <b> title");
    expect(htmlToText("<p>&amp;lt; &#x41; &bogus;</p>")).toBe("&lt; A &bogus;");
  });

  it("finds {{url}} references once each, http(s) only", () => {
    expect(
      findBracedUrls(
        "see {{https://a.example/x?y=1}} and {{ http://b.example }} {{https://a.example/x?y=1}} {{ftp://c}} {https://d}",
      ),
    ).toEqual(["https://a.example/x?y=1", "http://b.example"]);
  });

  it("cuts at the limit with the spec's mark", () => {
    expect(cutToSize("abc", 3)).toEqual({ text: "abc", truncated: false });
    expect(cutToSize("abcdef", 3)).toEqual({ text: `abc\n${TRUNCATED_MARK}`, truncated: true });
  });
});

// What pattern matching got wrong and a parser reads as a browser does.
describe("readable text: markup patterns cannot read", () => {
  it("ignores tags inside comments and comment markers inside scripts", () => {
    expect(htmlToText("<p>before<!-- <p>hidden</p><script>x()</script> --> after</p>")).toBe("before after");
    // "<!--" in a script string opens no comment: the paragraph after the script stays.
    expect(htmlToText('<script>var a = "<!--";</script><p>visible</p><!-- real -->')).toBe("visible");
  });

  it("reads a script or style body as raw text up to its own end tag", () => {
    const html = `<div><script>document.write("</div><p>injected</p>")</script><p>real</p>
      <style>p::after { content: "</p><p>styled" }</style></div>`;
    expect(htmlToText(html)).toBe("real");
  });

  it("decodes every HTML entity, named or numeric", () => {
    expect(
      htmlToText("<p>Tom &amp; Jerry&#x27;s&nbsp;show &eacute;t&eacute; &hellip; &#128512; &AMP;</p>"),
    ).toBe("Tom & Jerry's show été … 😀 &");
    // No-break spaces collapse like spaces.
    expect(htmlToText("<p>a&nbsp;&nbsp;&nbsp;b</p>")).toBe("a b");
  });

  it("does not show CDATA sections or their markup", () => {
    expect(htmlToText("<p>x<![CDATA[ <b>not markup</b> ]]>y</p>")).toBe("xy");
  });

  it("closes unclosed tags as a parser does", () => {
    expect(htmlToText("<p>one<p>two <b>bold<div>three<ul><li>a<li>b</ul><p>four")).toBe(
      "one\n\ntwo bold\nthree\na\nb\n\nfour",
    );
    expect(htmlToText("<head><title>T</title><p>a page whose head never closes")).toBe(
      "a page whose head never closes",
    );
  });

  it("puts table rows on lines of their own, nested tables too", () => {
    const html = `<table><tr><th>Name</th><th>Qty</th></tr><tr><td>apple</td><td>3</td></tr>
      <tr><td>nested<table><tr><td>in 1</td><td>in 2</td></tr></table></td><td>z</td></tr></table><p>after</p>`;
    expect(htmlToText(html)).toBe("Name | Qty\napple | 3\nnested\nin 1 | in 2\n| z\n\nafter");
  });

  it("indents nested lists and numbers ordered ones", () => {
    const html = `<ul><li>one<ul><li>one.a</li><li>one.b<ol><li>deep</li></ol></li></ul></li><li>two</li></ul>
      <ol start="3"><li>three</li><li>four</li></ol>`;
    expect(htmlToText(html)).toBe("one\n  one.a\n  one.b\n    1. deep\ntwo\n\n3. three\n4. four");
  });

  it("drops hidden elements, images and empty headings; keeps preformatted text as it is", () => {
    const html = `<h1></h1><h3>Multi<br>line</h3><p hidden>hidden</p><p>seen <img src="data:image/png;base64,AAAA" alt="x"></p>
      <hr><pre>  code
    indented</pre><blockquote>quoted</blockquote>`;
    expect(htmlToText(html)).toBe("### Multi line\n\nseen\n\n  code\n    indented\n\n> quoted");
  });

  it("takes the first document title, not an SVG's, and caps its length", () => {
    expect(
      readPage("<svg><title>icon</title></svg><title>Real &amp; only</title><title>second</title>"),
    ).toEqual({ title: "Real & only", text: "" });
    expect(htmlTitle("<p>no title</p>")).toBeUndefined();
    // An unclosed title runs to the end of the page.
    const long = htmlTitle(`<title>${"word ".repeat(1000)}`);
    expect(long?.length).toBe(MAX_TITLE_CHARS);
    expect(long?.endsWith("…")).toBe(true);
  });

  it("reads a 5 MB page to its end, and the text given to the model is capped", () => {
    const parts = ["<html><head><title>Big</title></head><body>"];
    let size = 0;
    for (let i = 0; size < 5 * 1024 * 1024; i++) {
      const part = `<div class="row"><p>Paragraph ${i} with <a href="/p/${i}">a link</a> &amp; <b>bold</b>.</p><script>var s = "</div>";</script></div>\n`;
      parts.push(part);
      size += part.length;
    }
    const last = parts.length - 2;
    const page = readPage(`${parts.join("")}</body></html>`);
    expect(page.title).toBe("Big");
    expect(page.text.startsWith("Paragraph 0 with a link & bold.")).toBe(true);
    expect(page.text.endsWith(`Paragraph ${last} with a link & bold.`)).toBe(true);
    const cut = cutToSize(page.text, 20_000);
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(20_000 + TRUNCATED_MARK.length + 1);
  });

  it("reads at most MAX_INPUT_CHARS of a page and cuts off nesting deeper than a browser's", () => {
    const text = htmlToText(`<!--${"x".repeat(MAX_INPUT_CHARS)}--><p>beyond the cap</p>`);
    expect(text).toBe("");
    expect(htmlToText(`<!--${"x".repeat(MAX_INPUT_CHARS - 20)}--><p>within</p>`)).toBe("within");
    const deep = htmlToText(`${"<div>".repeat(2000)}too deep${"</div>".repeat(2000)}<p>after</p>`);
    expect(deep).toBe("…\n\nafter");
  });
});
