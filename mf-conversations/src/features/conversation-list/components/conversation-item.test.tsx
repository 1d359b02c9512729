import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import type { ConversationSummary } from "@parley/shared-contracts/api/conversations";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { aConversation } from "../../../test/fixtures.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ConversationItem } from "./conversation-item.tsx";

afterEach(cleanup);

function renderItem(overrides: Partial<ConversationSummary>) {
  const { shell } = createFakeShell({ api: createFakeApi({}).api });
  const conversation: ConversationSummary = { ...aConversation(), ...overrides };
  renderInShell(
    <ul>
      <ConversationItem
        conversation={conversation}
        active={false}
        onOpen={vi.fn()}
        onRename={vi.fn()}
        onDelete={vi.fn()}
      />
    </ul>,
    shell,
  );
  return screen.getByTestId("sidebar.item");
}

describe("a conversation's row in the sidebar", () => {
  it("shows a title written in markdown as its text, in the row and its buttons' names", () => {
    const item = renderItem({ name: "# **Trip** _planning_ for `v2` [docs](https://example.com)" });
    expect(item.querySelector("a")?.textContent).toBe("Trip planning for v2 docs");
    expect(screen.getByTestId("sidebar.rename").getAttribute("aria-label")).toBe(
      "Rename Trip planning for v2 docs",
    );
    expect(screen.getByTestId("sidebar.delete").getAttribute("aria-label")).toBe(
      "Delete Trip planning for v2 docs",
    );
  });

  it("isolates the title's direction (an English title in Arabic keeps its punctuation)", () => {
    const item = renderItem({ name: "Plan (v2)!" });
    expect(item.querySelector("a > span")?.getAttribute("dir")).toBe("auto");
  });
});
