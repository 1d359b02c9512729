import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import type { CollaborationRow, PublicSnapshotRow } from "@parley/shared-contracts/api/collaboration";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { MyCollaborationsPage } from "./my-collaborations-page.tsx";

afterEach(cleanup);

const TITLE = "# **Launch** _plan_ `v2` [docs](https://example.com)";
const page = <Row,>(results: Row[]) => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});

function renderTab(search: string, path: string, rows: unknown[]) {
  const fake = createFakeApi({});
  const api: typeof fake.api = async (url, init) =>
    url.startsWith(path) ? new Response(JSON.stringify(page(rows).body)) : fake.api(url, init);
  const { shell } = createFakeShell({ api, search });
  renderInShell(<MyCollaborationsPage />, shell);
}

describe("conversation titles written in markdown in My Collaborations", () => {
  it("shows a collaboration's title as its text, in the row and the copy button's name", async () => {
    const row: CollaborationRow = {
      id: 1,
      name: TITLE,
      started_on: "2026-01-02T10:00:00.000Z",
      access_link: "http://acme.localhost/conversation/slug-1",
      owner_name: "Ada Owner",
    };
    renderTab("", "/api/v1/collaboration/started/", [row]);
    expect((await screen.findByTestId("my-collaborations.row-link")).textContent).toBe("Launch plan v2 docs");
    expect(screen.getByTestId("my-collaborations.copy-link").getAttribute("aria-label")).toBe(
      "Copy the link of Launch plan v2 docs",
    );
  });

  it("shows a public snapshot's conversation title as its text", async () => {
    const row: PublicSnapshotRow = {
      url: "http://share.localhost/c/1",
      conversation_id: 1,
      conversation_name: TITLE,
      created: "2026-01-02T10:00:00.000Z",
      page_view_count: 0,
      convo_continued_count: 0,
      snapshot_cloned_count: 0,
    };
    renderTab("?t=public", "/api/v1/collaboration/public-snapshots/", [row]);
    expect((await screen.findByTestId("my-collaborations.row-link")).textContent).toBe("Launch plan v2 docs");
  });
});
