// The page builder: a snapshot's page built in a worker thread (parts split, parts not rendered shown
// as escaped text, the visitor's language), and a worker that dies or a closed builder failing the
// job instead of leaving the view waiting.
import type { PublicSnapshot, SnapshotMessage } from "@parley/shared-contracts/api/snapshots";
import { afterEach, describe, expect, it } from "vitest";
import { PageBuilder } from "../../../src/modules/share-host/page-builder.ts";
import type { PageInput } from "../../../src/modules/share-host/page-protocol.ts";

const EXITING = new URL("./fixtures/exiting-page-worker.ts", import.meta.url);
const builders: PageBuilder[] = [];
const builder = (url?: URL) => {
  const created = new PageBuilder(url);
  builders.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(builders.splice(0).map((b) => b.close()));
});

const message = (id: number, content: string): SnapshotMessage => ({
  id,
  type: "user",
  content,
  timestamp: "2025-03-04T10:00:00.000Z",
  sender: { name: "Ada Owner" },
  model: null,
  upload_files: { images: [], documents: [] },
});

const snapshot: PublicSnapshot = {
  id: 1,
  uuid: "6f1c2a52-8d43-4a8e-9a51-0b8f5c3c9e11",
  created: "2025-03-04T10:00:00.000Z",
  url: "http://share.localhost/c/6f1c2a52-8d43-4a8e-9a51-0b8f5c3c9e11",
  is_public: true,
  is_anonymized: false,
  conversation_data: {
    name: "Plan",
    created: "2025-03-04T10:00:00.000Z",
    llm_models: [],
    view_settings: {
      userMarkdownView: true,
      userLatexView: true,
      assistantMarkdownView: true,
      assistantLatexView: true,
    },
    messages: [message(1, "<b>one</b>"), message(2, "**two**")],
  },
};

const input = (language: PageInput["language"]): PageInput => ({
  template:
    '<html lang="@@PARLEY_LANG@@" dir="@@PARLEY_DIR@@"><title>@@PARLEY_TITLE@@</title>@@PARLEY_BODY@@</html>',
  language,
  origins: { workspaceOriginTemplate: "http://{subdomain}.localhost", adminOrigin: "http://admin.localhost" },
  snapshot,
  // The first part was not rendered (budget, full queue): the page shows it as escaped text.
  html: [null, "<p><strong>two</strong></p>"],
});

describe("PageBuilder", () => {
  it("builds a snapshot's page in a worker, in the visitor's language", async () => {
    const pages = builder();
    const page = (await pages.build(input("en"))).toString("utf8");
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('class="share-fallback" style="white-space:pre-wrap">&lt;b&gt;one&lt;/b&gt;</p>');
    expect(page).toContain("<p><strong>two</strong></p>");
    expect(page).toContain("Continue this conversation");
    const arabic = (await pages.build(input("ar"))).toString("utf8");
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain("متابعة هذه المحادثة");
  });

  it("fails the job of a worker that dies, and the next one too, never leaving a view waiting", async () => {
    const pages = builder(EXITING);
    await expect(pages.build(input("en"))).rejects.toThrow();
    await expect(pages.build(input("en"))).rejects.toThrow();
  });

  it("fails jobs once closed", async () => {
    const pages = builder();
    await pages.close();
    await expect(pages.build(input("en"))).rejects.toThrow("closed");
  });
});
