import { describe, expect, it } from "vitest";
import { createSseParser } from "./sse-parser.ts";

describe("createSseParser", () => {
  it("returns each event's data however the text is sliced", () => {
    const body =
      'data: {"a":1}\n\ndata: two\ndata: lines\n\n: comment\n\nevent: x\ndata:no-space\n\ndata: [DONE]\n\n';
    for (const size of [1, 3, 7, body.length]) {
      const parser = createSseParser();
      const events: string[] = [];
      for (let i = 0; i < body.length; i += size) events.push(...parser.push(body.slice(i, i + size)));
      events.push(...parser.end());
      expect(events, `slices of ${size}`).toEqual(['{"a":1}', "two\nlines", "no-space", "[DONE]"]);
    }
  });

  it("returns a last event without its blank line at the end", () => {
    const parser = createSseParser();
    expect(parser.push("data: partial")).toEqual([]);
    expect(parser.end()).toEqual(["partial"]);
  });
});
