// Proves the streaming contract: appending to the last block parses only that block again.
import { cleanup } from "@testing-library/react";
import type { Options } from "react-markdown";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render-with-i18n.tsx";
import { MarkdownContent } from "./markdown-content.tsx";

const parsed = vi.hoisted(() => [] as string[]);

vi.mock("react-markdown", async (importOriginal) => {
  const original = await importOriginal<typeof import("react-markdown")>();
  return {
    ...original,
    default: (options: Options) => {
      parsed.push(options.children ?? "");
      return original.default(options);
    },
  };
});

afterEach(cleanup);

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
});
