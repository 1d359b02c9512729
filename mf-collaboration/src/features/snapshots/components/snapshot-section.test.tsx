import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import { createFakeApi, createFakeShell, jsonBody, type FakeRoute } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { SnapshotSection } from "./snapshot-section.tsx";

afterEach(cleanup);

/** The JSON body a fake route received. */
const sent = <T,>(init: RequestInit | undefined) => JSON.parse(String(init?.body ?? "{}")) as T;

const LIST = "GET /api/v1/conversations/7/snapshots/";
const snapshot = (id: number, patch: Partial<Snapshot> = {}): Snapshot => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  created: "2026-11-25T10:00:00.000Z",
  url: `http://share.localhost:8130/c/00000000-0000-4000-8000-00000000000${id}`,
  is_anonymized: false,
  is_public: false,
  owner_name: "Ada Owner",
  is_deletable: true,
  ...patch,
});

function setup(routes: Record<string, FakeRoute>, owner = true) {
  const fake = createFakeApi(routes);
  const { shell, bus } = createFakeShell({ api: fake.api });
  const toasts: string[] = [];
  bus.on("toast.shown", (event) => toasts.push(event.message));
  renderInShell(<SnapshotSection conversationId={7} owner={owner} />, shell);
  return { fake, toasts };
}

describe("the snapshots of the collaborate/share dialog", () => {
  it("lists them; the owner creates an anonymized one and one with names", async () => {
    let rows = [snapshot(1, { is_anonymized: true })];
    const { fake } = setup({
      [LIST]: () => ({ status: 200, body: { results: rows } }),
      "POST /api/v1/conversations/7/create_snapshot/": (call) => {
        const made = snapshot(rows.length + 1, {
          is_anonymized: sent<{ anonymize: string }>(call).anonymize === "true",
        });
        rows = [made, ...rows];
        return { status: 201, body: made };
      },
    });
    const [first] = await screen.findAllByTestId("snapshot.row");
    expect(first?.textContent).toContain("Anonymized");
    expect(first?.textContent).toContain("by Ada Owner");
    fireEvent.click(screen.getByRole("button", { name: "Create anonymized snapshot" }));
    await waitFor(() => expect(screen.getAllByTestId("snapshot.row")).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: "Create snapshot with names" }));
    await waitFor(() => expect(screen.getAllByTestId("snapshot.row")).toHaveLength(3));
    const bodies = fake
      .callsTo("POST", "/api/v1/conversations/7/create_snapshot/")
      .map((call) => jsonBody(call));
    expect(bodies).toEqual([{ anonymize: "true" }, { anonymize: "false" }]);
    expect(screen.getAllByTestId("snapshot.row")[0]?.textContent).toContain("With names");
  });

  it("makes one public (its link shows) and deletes it in two steps", async () => {
    let row = snapshot(1);
    let deleted = false;
    const { fake } = setup({
      [LIST]: () => ({ status: 200, body: { results: deleted ? [] : [row] } }),
      "PATCH /api/v1/conversations/snapshot/1/": (call) => {
        row = { ...row, is_public: sent<{ is_public: string }>(call).is_public === "true" };
        return { status: 200, body: row };
      },
      "DELETE /api/v1/conversations/snapshot/1/": () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const item = await screen.findByTestId("snapshot.row");
    expect(within(item).queryByTestId("snapshot.link")).toBeNull();
    fireEvent.click(within(item).getByRole("switch", { name: "Public" }));
    await waitFor(() =>
      expect(within(screen.getByTestId("snapshot.row")).getByTestId("snapshot.link")).toBeTruthy(),
    );
    expect(jsonBody(fake.callsTo("PATCH", "/api/v1/conversations/snapshot/1/")[0])).toEqual({
      is_public: "true",
    });
    expect(screen.getByTestId<HTMLInputElement>("snapshot.link").value).toBe(row.url);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(fake.callsTo("DELETE", "/api/v1/conversations/snapshot/1/")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Confirm delete" }));
    await waitFor(() => expect(screen.getByTestId("snapshots.empty").textContent).toBe("No snapshot yet."));
    expect(fake.callsTo("DELETE", "/api/v1/conversations/snapshot/1/")).toHaveLength(1);
  });

  it("a collaborator sees the snapshots without the owner's controls", async () => {
    setup(
      { [LIST]: { status: 200, body: { results: [snapshot(1, { is_deletable: false, is_public: true })] } } },
      false,
    );
    const item = await screen.findByTestId("snapshot.row");
    expect(within(item).queryByRole("switch")).toBeNull();
    expect(within(item).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Create anonymized snapshot" })).toBeNull();
    expect(within(item).getByTestId("snapshot.link")).toBeTruthy();
  });

  it("says the spec's failures", async () => {
    const { toasts } = setup({
      [LIST]: { status: 200, body: { results: [snapshot(1)] } },
      "POST /api/v1/conversations/7/create_snapshot/": { status: 500, body: {} },
      "PATCH /api/v1/conversations/snapshot/1/": { status: 500, body: {} },
      "DELETE /api/v1/conversations/snapshot/1/": { status: 500, body: {} },
    });
    const item = await screen.findByTestId("snapshot.row");
    fireEvent.click(screen.getByRole("button", { name: "Create snapshot with names" }));
    await waitFor(() => expect(toasts).toContain("Creation failed"));
    await waitFor(() => expect(within(item).getByRole("switch")).toHaveProperty("disabled", false));
    fireEvent.click(within(item).getByRole("switch", { name: "Public" }));
    await waitFor(() => expect(toasts).toContain("Update failed"));
    await waitFor(() => expect(within(item).getByRole("switch")).toHaveProperty("disabled", false));
    fireEvent.click(within(item).getByRole("button", { name: "Delete" }));
    fireEvent.click(within(item).getByRole("button", { name: "Confirm delete" }));
    await waitFor(() => expect(toasts).toContain("Deletion failed"));
  });

  it("says Load failed when the list cannot load", async () => {
    setup({ [LIST]: { status: 500, body: {} } });
    expect(await screen.findByText("Load failed")).toBeTruthy();
  });
});
