// The snapshot page in a right-to-left language: left-to-right text in it (English, code, a name with
// punctuation) is isolated, so its punctuation and numbers stay in place — each message part takes
// its direction from its own text (dir="auto"), the title, the names and file names are <bdi>, code
// blocks are left to right. And the title shows as the text its markdown would show.
import type { PublicSnapshot, SnapshotMessage } from "@parley/shared-contracts/api/snapshots";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { MessageKey } from "@parley/shared-contracts/messages";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueFor, loadMessages } from "../../../src/lib/messages.ts";
import { snapshotParts } from "../../../src/modules/share-host/message-parts.ts";
import { renderMarkdown } from "../../../src/modules/share-host/render-markdown.ts";
import { renderSnapshotPage } from "../../../src/modules/share-host/render-page.ts";

const TEMPLATE = `<html lang="@@PARLEY_LANG@@" dir="@@PARLEY_DIR@@"><head><title>@@PARLEY_TITLE@@</title></head><body>@@PARLEY_BODY@@</body></html>`;

const USER: SnapshotMessage = {
  id: 1,
  type: "user",
  content: "Is `a.b()` (v2) ready? 100%!",
  timestamp: "2025-01-01T00:00:00.000Z",
  sender: { name: "Ada (admin)!" },
  model: null,
  upload_files: { images: [], documents: [{ file_name: "report (final).pdf" }] },
};

const REPLY: SnapshotMessage = {
  id: 2,
  type: "assistant",
  content: "<think>Plan: 3 steps.</think>Yes, 100%!\n\n```js\nconsole.log(1);\n```",
  timestamp: "2025-01-01T00:00:01.000Z",
  sender: null,
  model: "GPT-4o (mini)",
  upload_files: { images: [], documents: [] },
};

function page(name: string, language: LanguageCode = "ar"): string {
  const messages = [USER, REPLY];
  const snapshot: PublicSnapshot = {
    id: 1,
    uuid: "00000000-0000-4000-8000-000000000001",
    created: "2025-01-01T00:00:00.000Z",
    url: "",
    is_public: true,
    is_anonymized: false,
    conversation_data: {
      name,
      created: "2025-01-01T00:00:00.000Z",
      messages,
      llm_models: [],
      view_settings: {
        userMarkdownView: true,
        userLatexView: false,
        assistantMarkdownView: true,
        assistantLatexView: false,
      },
    },
  };
  const texts = catalogueFor(language);
  const parts = snapshotParts(messages);
  return renderSnapshotPage(
    TEMPLATE,
    snapshot,
    parts.messages,
    parts.sources.map((source) => renderMarkdown(source)),
    {
      language,
      t: (key: MessageKey) => texts[key],
      workspaceOriginTemplate: "http://{subdomain}.localhost",
      adminOrigin: "http://admin.localhost",
    },
  );
}

const count = (html: string, text: string) => html.split(text).length - 1;

beforeAll(() => loadMessages());

describe("the snapshot page's title", () => {
  it("shows the text of a markdown title in <title> and in the heading", () => {
    const html = page("# **Launch** _plan_ for `v2` [docs](https://example.com)");
    expect(html).toContain("<title>Launch plan for v2 docs – Parley</title>");
    expect(html).toContain('data-testid="share.title"><bdi>Launch plan for v2 docs</bdi></h1>');
    expect(html).not.toContain("**Launch**");
    expect(html).not.toContain("https://example.com");
  });

  it("keeps the page's label for an empty title, and raw HTML in a title as text", () => {
    expect(page("  ", "en")).toContain('data-testid="share.title"><bdi>Shared conversation</bdi></h1>');
    expect(page("<b>x</b>", "en")).toContain("<title>&lt;b&gt;x&lt;/b&gt; – Parley</title>");
  });
});

describe("left-to-right text on a right-to-left page", () => {
  it("is an Arabic page, right to left", () => {
    expect(page("Plan")).toContain('<html lang="ar" dir="rtl">');
  });

  it("gives every message part, rendered and as written, its own direction", () => {
    const html = page("Plan");
    const parts = count(html, 'class="share-content ');
    // The user's text, the reply's thoughts and its text: each in both views.
    expect(parts).toBe(6);
    expect(count(html, '<div class="share-content share-markdown" dir="auto">')).toBe(3);
    expect(count(html, '<div class="share-content share-plain" dir="auto">')).toBe(3);
  });

  it("isolates the senders' names and the file names", () => {
    const html = page("Plan");
    expect(html).toContain('<header class="share-sender"><bdi>Ada (admin)!</bdi></header>');
    expect(html).toContain('<header class="share-sender"><bdi>GPT-4o (mini)</bdi></header>');
    expect(html).toContain("<li><bdi>report (final).pdf</bdi></li>");
  });

  it("sets code blocks left to right", () => {
    const html = page("Plan");
    expect(html).toContain('<pre dir="ltr"><code class="language-js">console.log(1);');
    expect(count(html, "<pre")).toBe(count(html, '<pre dir="ltr">'));
  });
});
