// The snapshot page's messages as the chat shows them: a reply split into its parts by the shared
// parser, reasoning in a folded 'Thoughts' disclosure, a provider error in an open 'Error' block, tool
// calls and smart thinking as compact folded sections, an empty reply as the chat's notice, all in
// the page's language, and never a raw chunk tag.
import type { PublicSnapshot, SnapshotMessage } from "@parley/shared-contracts/api/snapshots";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { MessageKey } from "@parley/shared-contracts/messages";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueFor, loadMessages } from "../../../src/lib/messages.ts";
import { snapshotParts } from "../../../src/modules/share-host/message-parts.ts";
import { renderMarkdown } from "../../../src/modules/share-host/render-markdown.ts";
import { renderSnapshotPage, type PageContext } from "../../../src/modules/share-host/render-page.ts";

const TEMPLATE = "<html>@@PARLEY_BODY@@</html>";

function message(type: SnapshotMessage["type"], content: string, id = 1): SnapshotMessage {
  return {
    id,
    type,
    content,
    timestamp: "2025-01-01T00:00:00.000Z",
    sender: type === "user" ? { name: "Ada" } : null,
    model: type === "assistant" ? "Offline demo" : null,
    upload_files: { images: [], documents: [] },
  };
}

function context(language: LanguageCode = "en"): PageContext {
  const texts = catalogueFor(language);
  return {
    language,
    t: (key: MessageKey) => texts[key],
    workspaceOriginTemplate: "http://{subdomain}.localhost",
    adminOrigin: "http://admin.localhost",
  };
}

/** The page of one conversation, its parts rendered by the share host's own markdown renderer. */
function page(messages: SnapshotMessage[], language: LanguageCode = "en"): string {
  const snapshot: PublicSnapshot = {
    id: 1,
    uuid: "00000000-0000-4000-8000-000000000001",
    created: "2025-01-01T00:00:00.000Z",
    url: "",
    is_public: true,
    is_anonymized: false,
    conversation_data: {
      name: "Shared",
      created: "2025-01-01T00:00:00.000Z",
      messages,
      llm_models: [],
      view_settings: {
        userMarkdownView: true,
        userLatexView: true,
        assistantMarkdownView: true,
        assistantLatexView: true,
      },
    },
  };
  const parts = snapshotParts(messages);
  return renderSnapshotPage(
    TEMPLATE,
    snapshot,
    parts.messages,
    parts.sources.map((source) => renderMarkdown(source)),
    context(language),
  );
}

/** What the built-in demo model stores: its reasoning, then markdown. */
const DEMO_REPLY = "<think>The message has 28 words.</think>## Echo\n\n| a | b |\n| - | - |\n| 1 | 2 |";

beforeAll(() => loadMessages());

describe("a reply on the snapshot page", () => {
  it("folds its reasoning into a closed 'Thoughts' disclosure and renders the markdown after it", () => {
    const html = page([message("user", "Hi"), message("assistant", DEMO_REPLY, 2)]);
    expect(html).toMatch(
      /<details class="share-section" data-type="thinking" data-testid="share.section-thinking">\n<summary class="share-section-summary"><span>Thoughts<\/span><\/summary>/,
    );
    expect(html).toContain("<p>The message has 28 words.</p>");
    expect(html).toContain("<h2>Echo</h2>");
    expect(html).toContain("<table>");
    expect(html).not.toMatch(/&lt;\/?think&gt;|<\/?think>/);
  });

  it("shows a provider error as the chat's open 'Error' block", () => {
    const html = page([
      message("assistant", "Partial answer<exception>The provider refused: **quota**</exception>"),
    ]);
    expect(html).toContain(
      '<details class="share-section" data-type="exception" data-testid="share.section-exception" open>',
    );
    expect(html).toContain("<span>Error</span>");
    expect(html).toContain("The provider refused: <strong>quota</strong>");
    expect(html).toContain("<p>Partial answer</p>");
    expect(html).not.toMatch(/&lt;\/?exception&gt;|<\/?exception>/);
  });

  it("shows tool calls and smart thinking as folded sections, smart thinking with its badge", () => {
    const html = page([
      message(
        "assistant",
        '<tool>**search**\n\n```json\n{"q": "x"}\n```</tool><smart_thinking>lookup_weather(city)\nmore</smart_thinking>Done',
      ),
    ]);
    expect(html).toContain(
      'data-testid="share.section-tool">\n<summary class="share-section-summary"><span>Tool call</span>',
    );
    expect(html).toContain("<strong>search</strong>");
    expect(html).toContain('<code class="language-json">');
    expect(html).toContain(
      '<span>Smart thinking</span><code class="share-badge">lookup_weather(city)</code>',
    );
    expect(html).not.toMatch(/data-type="(tool|smart_thinking)"[^>]* open/);
    expect(html).not.toMatch(/<\/?(tool|smart_thinking)>|&lt;\/?(tool|smart_thinking)&gt;/);
  });

  it("shows an empty reply, or one with empty sections only, as the chat's notice", () => {
    for (const content of ["", "  \n", "<think></think>"]) {
      const html = page([message("assistant", content)]);
      expect(html).toContain('<p class="share-problem" data-testid="share.empty">');
      expect(html).toContain("Something went wrong. Try again.");
    }
  });

  it("keeps a user message as written: tags in it are the member's text, shown as text", () => {
    const html = page([message("user", "what does <think>x</think> mean?")]);
    expect(html).not.toContain("share-section");
    expect(html).toContain("what does &#x3C;think>x&#x3C;/think> mean?");
  });

  it("uses the page language's words", () => {
    const html = page([message("assistant", "<think>t</think><exception>e</exception>")], "ar");
    expect(html).toContain("<span>التفكير</span>");
    expect(html).toContain("<span>خطأ</span>");
    expect(page([message("assistant", "")], "de")).toContain(
      "Etwas ist schiefgelaufen. Versuchen Sie es erneut.",
    );
  });

  it("keeps each part's text as written for the markdown-off view, without the tags", () => {
    const html = page([message("assistant", DEMO_REPLY)]);
    expect(html).toContain(
      '<div class="share-content share-plain" dir="auto">The message has 28 words.</div>',
    );
    expect(html).toContain('<div class="share-content share-plain" dir="auto">## Echo\n');
  });
});

describe("snapshotParts", () => {
  it("gives every part one source in page order, section bodies trimmed as the chat shows them", () => {
    const parts = snapshotParts([
      message("user", "<think>mine</think>"),
      message("assistant", "<think>\n plan \n</think>Answer"),
    ]);
    expect(parts.sources).toEqual(["<think>mine</think>", "plan", "Answer"]);
    expect(parts.messages.map((m) => m.map((p) => [p.type, p.source]))).toEqual([
      [["text", 0]],
      [
        ["thinking", 1],
        ["text", 2],
      ],
    ]);
  });
});
