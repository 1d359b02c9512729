// Proves the streaming contract: appending to the last block parses only that block again.
import { cleanup } from "@testing-library/react";
import type * as KatexModule from "katex";
import type { Options } from "react-markdown";
import type * as ReactMarkdownModule from "react-markdown";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { preloadMath } from "../math/math-loader.ts";
import { renderWithI18n } from "../test/render-with-i18n.tsx";
import { MarkdownContent } from "./markdown-content.tsx";

const parsed = vi.hoisted(() => [] as string[]);
const formulas = vi.hoisted(() => [] as string[]);

vi.mock("katex", async (importOriginal) => {
  const original = await importOriginal<typeof KatexModule>();
  const render: typeof original.render = (tex, element, options) => {
    formulas.push(tex);
    original.render(tex, element, options);
  };
  return { ...original, default: { ...original.default, render }, render };
});

vi.mock("react-markdown", async (importOriginal) => {
  const original = await importOriginal<typeof ReactMarkdownModule>();
  return {
    ...original,
    default: (options: Options) => {
      parsed.push(options.children ?? "");
      return original.default(options);
    },
  };
});

afterEach(cleanup);
beforeAll(async () => {
  await preloadMath();
});

describe("MarkdownContent while streaming", () => {
  it("re-renders only the growing last block", () => {
    const head = "# Title\n\nFirst paragraph.\n\n| a |\n|---|\n| 1 |\n\n";
    const { rerender } = renderWithI18n(<MarkdownContent content={`${head}Last par`} streaming />);
    expect(parsed).toEqual(["# Title", "First paragraph.", "| a |\n|---|\n| 1 |", "Last par"]);

    parsed.length = 0;
    rerender(<MarkdownContent content={`${head}Last paragraph grows`} streaming />);
    rerender(<MarkdownContent content={`${head}Last paragraph grows.\n\nNew`} streaming />);
    expect(parsed).toEqual(["Last paragraph grows", "Last paragraph grows.", "New"]);

    parsed.length = 0;
    rerender(<MarkdownContent content={`${head}Last paragraph grows.\n\nNew`} streaming={false} />);
    expect(parsed).toEqual([]);
  });

  it("renders each formula once while the paragraph around it grows", () => {
    formulas.length = 0;
    const head = "Consider $e^{i\\pi} + 1 = 0$ and";
    const { container, rerender } = renderWithI18n(<MarkdownContent content={head} latex streaming />);
    const katex = container.querySelector(".katex");
    rerender(<MarkdownContent content={`${head} more words`} latex streaming />);
    rerender(<MarkdownContent content={`${head} more words, and $a^2$`} latex streaming />);
    expect(formulas).toEqual(["e^{i\\pi} + 1 = 0", "a^2"]);
    expect(container.querySelector(".katex")).toBe(katex);
  });
});
