import { describe, expect, it } from "vitest";
import { decodeEntities, htmlTitle, htmlToText } from "../../../src/modules/scraping/html-text.ts";
import { cutToSize, findBracedUrls, TRUNCATED_MARK } from "../../../src/modules/scraping/scrape.ts";

describe("readable text of a page", () => {
  it("keeps headings and paragraphs, drops scripts, styles, navigation and comments", () => {
    const html = `<html><head><title>A &lt;b&gt; title</title><style>p{}</style></head><body>
      <nav><ul><li>Home</li></ul></nav><!-- hidden --><script>alert(1)</script>
      <h2>Section <em>one</em></h2><p>First&nbsp;para &#8212; with <a href="#">a link</a>.</p>
      <ul><li>item 1</li><li>item 2</li></ul><footer>© site</footer></body></html>`;
    expect(htmlToText(html)).toBe("## Section one\n\nFirst para — with a link.\n\nitem 1\nitem 2");
    expect(htmlTitle(html)).toBe("A <b> title");
    expect(decodeEntities("&amp;lt; &#x41; &bogus;")).toBe("&lt; A &bogus;");
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
