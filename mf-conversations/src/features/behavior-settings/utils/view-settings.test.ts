import { describe, expect, it } from "vitest";
import { effectiveViewSettings } from "./view-settings.ts";

const conversation = {
  userMarkdownView: true,
  userLatexView: false,
  assistantMarkdownView: true,
  assistantLatexView: false,
};

describe("effectiveViewSettings", () => {
  it("takes the assistant views from the behaviour settings and the user views from the conversation", () => {
    expect(effectiveViewSettings(conversation, { markdown_view: false, latex_view: false })).toEqual({
      ...conversation,
      assistantMarkdownView: false,
    });
    expect(effectiveViewSettings(conversation, { markdown_view: true, latex_view: true })).toEqual({
      ...conversation,
      assistantLatexView: true,
    });
  });

  it("renders no LaTeX without markdown, and keeps the conversation's views without settings", () => {
    expect(
      effectiveViewSettings(conversation, { markdown_view: false, latex_view: true }).assistantLatexView,
    ).toBe(false);
    expect(effectiveViewSettings(conversation, null)).toEqual(conversation);
  });
});
