import { describe, expect, it } from "vitest";
import { toolResultText } from "./tool-result-text.ts";

describe("toolResultText", () => {
  it("joins text parts and names the others", () => {
    expect(
      toolResultText({
        content: [
          { type: "text", text: "a" },
          { type: "image", data: "…" },
          { type: "text", text: "b" },
        ],
        isError: false,
      }),
    ).toBe("a\n[image]\nb");
  });

  it("falls back to structured content", () => {
    expect(toolResultText({ content: [], isError: false, structuredContent: { n: 1 } })).toBe('{"n":1}');
  });
});
