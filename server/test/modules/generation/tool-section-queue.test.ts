// The tool sections of a reply pair each result with its own call, whatever order results arrive in.
import { describe, expect, it } from "vitest";
import { createToolSectionQueue } from "../../../src/modules/generation/tool-section-queue.ts";

function recorder() {
  let text = "";
  let open = false;
  return {
    writer: {
      write(type: string, value: string) {
        if (value === "") return;
        if (type === "tool" && !open) {
          text += "<tool>";
          open = true;
        }
        text += value;
      },
      closeSection() {
        if (open) text += "</tool>";
        open = false;
      },
    },
    text: () => text,
  };
}

describe("tool sections of several calls", () => {
  it("opens a call's section only once the calls before it have their results", () => {
    const r = recorder();
    const queue = createToolSectionQueue(r.writer);
    queue.call("a", "A;");
    queue.call("b", "B;");
    expect(r.text()).toBe("<tool>A;");
    queue.result("a", "ra");
    expect(r.text()).toBe("<tool>A;ra</tool><tool>B;");
    queue.result("b", "rb");
    expect(r.text()).toBe("<tool>A;ra</tool><tool>B;rb</tool>");
  });

  it("holds a result that arrives before an earlier call's, and writes it under its own call", () => {
    const r = recorder();
    const queue = createToolSectionQueue(r.writer);
    queue.call("a", "A;");
    queue.call("b", "B;");
    queue.result("b", "rb");
    expect(r.text()).toBe("<tool>A;");
    queue.result("a", "ra");
    expect(r.text()).toBe("<tool>A;ra</tool><tool>B;rb</tool>");
  });

  it("gives a result without a known call a section of its own", () => {
    const r = recorder();
    createToolSectionQueue(r.writer).result("x", "rx");
    expect(r.text()).toBe("<tool>rx</tool>");
  });
});
