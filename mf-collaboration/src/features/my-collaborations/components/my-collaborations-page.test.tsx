import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { CollaborationRow } from "@parley/shared-contracts/api/collaboration";
import { createFakeApi, createFakeShell, type FakeAnswer } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { MyCollaborationsPage } from "./my-collaborations-page.tsx";

afterEach(cleanup);

function row(id: number, name = `Plan ${id}`): CollaborationRow {
  return {
    id,
    name,
    started_on: "2026-01-02T10:00:00.000Z",
    access_link: `http://acme.localhost/conversation/slug-${id}`,
    owner_name: "Ada Owner",
  };
}

/** Answers list requests from a table of 12 rows, honouring page, page_size, search and sort_by. */
function listServer(rows: CollaborationRow[]) {
  return (_init: RequestInit | undefined, path: string): FakeAnswer => {
    const query = new URL(path, "http://x").searchParams;
    const size = Number(query.get("page_size"));
    const page = Number(query.get("page"));
    const search = query.get("search")?.toLowerCase();
    const sort = query.get("sort_by") ?? "";
    let found = rows.filter((r) => search === undefined || r.name.toLowerCase().includes(search));
    if (sort.endsWith("name")) found = [...found].sort((a, b) => a.name.localeCompare(b.name));
    if (sort === "-name") found.reverse();
    const results = found.slice((page - 1) * size, page * size);
    return {
      status: 200,
      body: {
        count: found.length,
        next: page * size < found.length ? "next" : null,
        previous: null,
        results,
      },
    };
  };
}

function setup(search: string, routes: Record<string, FakeAnswer | ReturnType<typeof listServer>>) {
  const fake = createFakeApi({});
  const requested: string[] = [];
  const api: typeof fake.api = async (path, init) => {
    requested.push(path);
    const base = path.split("?")[0] ?? "";
    const route = routes[base];
    if (route === undefined) return fake.api(path, init);
    const answer = typeof route === "function" ? route(init, path) : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  const { shell, navigate } = createFakeShell({ api, search });
  const view = renderInShell(<MyCollaborationsPage />, shell);
  return { requested, navigate, view, shell };
}

const twelve = Array.from({ length: 12 }, (_, i) => row(i + 1));

describe("My Collaborations", () => {
  it("opens the tab query t names, and switches tabs by URL (arrow keys too)", async () => {
    const { navigate } = setup("?t=shared", {
      "/api/v1/collaboration/shared/": listServer([row(1, "Budget")]),
    });
    const shared = screen.getByRole("tab", { name: "Shared with Me" });
    expect(shared.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("columnheader", { name: "Owner" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Publicly Shared Snapshots" }));
    expect(navigate).toHaveBeenLastCalledWith("/my-collaborations?t=public");
    fireEvent.keyDown(shared, { key: "ArrowLeft" });
    expect(navigate).toHaveBeenLastCalledWith("/my-collaborations");
  });

  it("pages 10 rows by default, with 10–50 per page, and links rows to their conversations", async () => {
    const { requested, navigate } = setup("", { "/api/v1/collaboration/started/": listServer(twelve) });
    await waitFor(() => expect(screen.getAllByTestId("my-collaborations.row")).toHaveLength(10));
    expect(requested[0]).toBe("/api/v1/collaboration/started/?sort_by=-started_on&page=1&page_size=10");
    expect(screen.getByTestId("my-collaborations.range").textContent).toBe("1–10 of 12");
    const sizes = within(screen.getByLabelText("Rows per page")).getAllByRole("option");
    expect(sizes.map((option) => option.textContent)).toEqual(["10", "20", "30", "40", "50"]);
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(screen.getAllByTestId("my-collaborations.row")).toHaveLength(2));
    expect(screen.getByTestId("my-collaborations.range").textContent).toBe("11–12 of 12");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Next page" }).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Rows per page"), { target: { value: "20" } });
    await waitFor(() => expect(screen.getAllByTestId("my-collaborations.row")).toHaveLength(12));
    expect(requested.at(-1)).toContain("page=1&page_size=20");
    const link = screen.getByRole("link", { name: "Plan 1" });
    expect(link.getAttribute("href")).toBe("/conversations/1");
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith("/conversations/1");
  });

  it("sorts and searches on the server", async () => {
    const { requested } = setup("", { "/api/v1/collaboration/started/": listServer(twelve) });
    await waitFor(() => expect(screen.getAllByTestId("my-collaborations.row")).toHaveLength(10));
    fireEvent.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() => expect(requested.at(-1)).toContain("sort_by=name&"));
    expect(screen.getByRole("columnheader", { name: "Name" }).getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() => expect(requested.at(-1)).toContain("sort_by=-name&"));
    fireEvent.change(screen.getByRole("searchbox", { name: "Search by name" }), {
      target: { value: "plan 1" },
    });
    await waitFor(() => expect(requested.at(-1)).toContain("search=plan+1"));
    await waitFor(() => expect(screen.getAllByTestId("my-collaborations.row")).toHaveLength(4));
    fireEvent.change(screen.getByRole("searchbox", { name: "Search by name" }), { target: { value: "zzz" } });
    expect((await screen.findByTestId("my-collaborations.empty")).textContent).toBe(
      "Nothing matches your search.",
    );
  });

  it("says when a tab is empty, and when the list fails, with a retry", async () => {
    let fail = true;
    setup("?t=public", {
      "/api/v1/collaboration/public-snapshots/": () =>
        fail
          ? { status: 500, body: {} }
          : { status: 200, body: { count: 0, next: null, previous: null, results: [] } },
    });
    const alert = await screen.findByRole("alert", {}, { timeout: 3000 });
    expect(alert.textContent).toContain("Something went wrong with loading the list.");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect((await screen.findByTestId("my-collaborations.empty")).textContent).toBe(
      "No snapshot is publicly shared yet.",
    );
    expect(screen.getByRole("columnheader", { name: "Views" })).toBeTruthy();
  });
});
