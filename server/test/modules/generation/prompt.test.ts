import { describe, expect, it } from "vitest";
import { buildPrompt, visibleText } from "../../../src/modules/generation/prompt.ts";

describe("prompt", () => {
  it("sends replies without thinking, tool and exception sections", () => {
    expect(visibleText("<think>hmm</think>Answer<tool>t()</tool> end<exception>x</exception>")).toBe(
      "Answer end",
    );
    expect(visibleText("<think>never closed")).toBe("");
  });

  it("keeps the conversation's order and leaves out failed replies, empty ones and messages between people", () => {
    const prompt = buildPrompt([
      { type: "user", content: "Q1", status: "complete", non_ai: false },
      { type: "assistant", content: "<think>x</think>A1", status: "complete", non_ai: false },
      { type: "user", content: "to a colleague", status: "complete", non_ai: true },
      { type: "user", content: "Q2", status: "complete", non_ai: false },
      { type: "assistant", content: "partial<exception>e</exception>", status: "failed", non_ai: false },
      { type: "assistant", content: "stopped part", status: "stopped", non_ai: false },
      { type: "user", content: "Q3", status: "complete", non_ai: false },
    ]);
    expect(prompt).toEqual([
      { role: "user", content: "Q1" },
      { role: "assistant", content: "A1" },
      { role: "user", content: "Q2" },
      { role: "assistant", content: "stopped part" },
      { role: "user", content: "Q3" },
    ]);
  });
});
