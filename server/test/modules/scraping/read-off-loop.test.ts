import { describe, expect, it } from "vitest";
import { readPage } from "../../../src/modules/scraping/html-text.ts";
import {
  INLINE_READ_CHARS,
  PageReadError,
  readPageOffLoop,
} from "../../../src/modules/scraping/read-off-loop.ts";

const page = (paragraphs: number) =>
  `<title>Many</title>${Array.from({ length: paragraphs }, (_, i) => `<p>Paragraph ${i} &amp; more</p>`).join("")}`;

describe("reading pages off the event loop", () => {
  it("reads a large page in a worker exactly as inline", async () => {
    const html = page(5000);
    expect(html.length).toBeGreaterThan(INLINE_READ_CHARS);
    const read = await readPageOffLoop(html);
    expect(read).toEqual(readPage(html));
    expect(read.title).toBe("Many");
    expect(read.text.endsWith("Paragraph 4999 & more")).toBe(true);
  });

  it("gives up on a page too deeply nested to read in time, while the event loop stays free", async () => {
    // Parsing costs the square of the depth: far more than the limit, and no wait on the loop.
    const hostile = `${"<b>".repeat(600_000)}x`;
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    try {
      await expect(readPageOffLoop(hostile, { timeoutMs: 300 })).rejects.toThrow(PageReadError);
    } finally {
      clearInterval(ticker);
    }
    expect(ticks).toBeGreaterThan(0);
  });

  it("stops reading when the request is cancelled", async () => {
    const controller = new AbortController();
    const reading = readPageOffLoop(page(5000), { signal: controller.signal });
    controller.abort(new Error("cancelled"));
    await expect(reading).rejects.toThrow("cancelled");
    await expect(readPageOffLoop(page(5000), { signal: controller.signal })).rejects.toThrow("cancelled");
  });
});
