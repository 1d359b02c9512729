import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ROUTINE_LIMITS } from "@parley/shared-contracts/api/routines";
import { createFakeApi, createFakeShell, jsonBody, type FakeRoute } from "../../../test/fake-shell.ts";
import { LIST, aRoutine, detail } from "../../../test/fixtures.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { routinesQueryOptions } from "../../../lib/api/routines-api.ts";
import { RoutineSidebar } from "./routine-sidebar.tsx";

const ROUTINES = [
  aRoutine({ id: 7, name: "Weekly incidents" }),
  aRoutine({ id: 8, name: "Daily stand-up notes", done: true }),
  aRoutine({ id: 9, name: "Shared with me", requester_is_owner: false }),
];

function renderSidebar(routes: Record<string, FakeRoute> = {}, pathname = "/routines/7") {
  const fake = createFakeApi({ [LIST]: { status: 200, body: { results: ROUTINES } }, ...routes });
  const { shell, navigate, bus } = createFakeShell({ api: fake.api, pathname });
  const toasts: string[] = [];
  bus.on("toast.shown", (toast) => toasts.push(toast.message));
  const view = renderInShell(<RoutineSidebar />, shell);
  return { ...fake, ...view, navigate, toasts };
}

const row = (name: string) => screen.getByText(name).closest("li") as HTMLElement;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the routines sidebar", () => {
  it("lists the routines with their status and highlights the open one", async () => {
    renderSidebar();
    expect(await screen.findByText("Weekly incidents")).toBeTruthy();
    expect(screen.getAllByTestId("sidebar.item")).toHaveLength(3);
    expect(within(row("Weekly incidents")).getByTestId("sidebar.status").textContent).toBe("Running");
    expect(within(row("Daily stand-up notes")).getByTestId("sidebar.status").textContent).toBe("Done");
    expect(row("Weekly incidents").dataset.active).toBe("true");
    expect(within(row("Weekly incidents")).getByRole("link").getAttribute("aria-current")).toBe("page");
    expect(within(row("Weekly incidents")).getByRole("link").getAttribute("href")).toBe("/routines/7");
    expect(row("Daily stand-up notes").dataset.active).toBe("false");
    expect(screen.getByRole("navigation", { name: "Routines" })).toBeTruthy();
  });

  it("opens a routine and a new one through the shell's navigation", async () => {
    const { navigate } = renderSidebar();
    fireEvent.click(await screen.findByText("Daily stand-up notes"));
    expect(navigate).toHaveBeenCalledWith("/routines/8");
    fireEvent.click(screen.getByRole("button", { name: "New routine" }));
    expect(navigate).toHaveBeenLastCalledWith("/routines/new");
  });

  it("says so when there are none", async () => {
    renderSidebar({ [LIST]: { status: 200, body: { results: [] } } });
    expect((await screen.findByTestId("routines.empty")).textContent).toBe(
      "No routines yet. Use New routine to schedule a prompt.",
    );
  });

  it("shows a load failure with Retry", async () => {
    const { routes, callsTo } = renderSidebar({
      [LIST]: { status: 404, body: { error: { message: "Not found" } } },
    });
    expect((await screen.findByTestId("routines.load-error")).textContent).toContain(
      "Your routines could not be loaded.",
    );
    routes[LIST] = { status: 200, body: { results: ROUTINES } };
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Weekly incidents")).toBeTruthy();
    expect(callsTo("GET", "/api/v1/routines/")).toHaveLength(2);
  });

  it("is polled every 6 s and cached per the spec's times", async () => {
    const options = routinesQueryOptions(async () => new Response());
    expect(options.refetchInterval).toBe(6000);
    expect(options.staleTime).toBe(10 * 60 * 1000);
    expect(options.gcTime).toBe(24 * 60 * 60 * 1000);

    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { routes, callsTo } = renderSidebar();
    await screen.findByText("Weekly incidents");
    expect(callsTo("GET", "/api/v1/routines/")).toHaveLength(1);
    routes[LIST] = { status: 200, body: { results: [aRoutine({ id: 10, name: "Brand new" }), ...ROUTINES] } };
    await act(async () => {
      vi.advanceTimersByTime(ROUTINE_LIMITS.listPollMs);
    });
    expect(await screen.findByText("Brand new")).toBeTruthy();
    expect(callsTo("GET", "/api/v1/routines/")).toHaveLength(2);
  });

  it("offers rename and delete on the owner's routines only", async () => {
    renderSidebar();
    await screen.findByText("Shared with me");
    expect(within(row("Shared with me")).queryByTestId("sidebar.rename")).toBeNull();
    expect(within(row("Shared with me")).queryByTestId("sidebar.delete")).toBeNull();
    expect(
      within(row("Weekly incidents")).getByRole("button", { name: "Rename Weekly incidents" }),
    ).toBeTruthy();
    expect(
      within(row("Weekly incidents")).getByRole("button", { name: "Delete Weekly incidents" }),
    ).toBeTruthy();
  });
});

describe("renaming in the list", () => {
  it("refuses an empty name with the spec's message, then saves the trimmed name", async () => {
    const { callsTo } = renderSidebar({
      [`PATCH ${detail(7)}`]: (init) => ({
        status: 200,
        body: aRoutine({ id: 7, name: (JSON.parse(String(init?.body)) as { name: string }).name }),
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Rename Weekly incidents" }));
    const input = screen.getByRole("textbox", { name: "Routine name" });
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Name must not be empty");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(callsTo("PATCH", detail(7))).toHaveLength(0);

    fireEvent.change(input, { target: { value: "  Incidents digest " } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(await screen.findByText("Incidents digest")).toBeTruthy();
    expect(jsonBody(callsTo("PATCH", detail(7))[0])).toEqual({ name: "Incidents digest" });
    expect(screen.queryByRole("textbox", { name: "Routine name" })).toBeNull();
  });

  it("drops the change on Escape", async () => {
    const { callsTo } = renderSidebar();
    fireEvent.click(await screen.findByRole("button", { name: "Rename Weekly incidents" }));
    const input = screen.getByRole("textbox", { name: "Routine name" });
    fireEvent.change(input, { target: { value: "Other" } });
    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.getByText("Weekly incidents")).toBeTruthy();
    expect(callsTo("PATCH", detail(7))).toHaveLength(0);
  });

  it("keeps the field open with the server's message when the rename is refused", async () => {
    renderSidebar({
      [`PATCH ${detail(7)}`]: {
        status: 400,
        body: { error: { message: "Name is too long", code: "validation" } },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Rename Weekly incidents" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Routine name" }), { target: { value: "X" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Name is too long");
    expect(screen.getByRole("textbox", { name: "Routine name" })).toBeTruthy();
  });
});

describe("deleting from the list", () => {
  it("asks first; Cancel keeps the routine", async () => {
    const { callsTo } = renderSidebar();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Daily stand-up notes" }));
    const dialog = screen.getByRole("dialog", { name: "Delete routine" });
    expect(dialog.textContent).toContain(
      "Delete the routine “Daily stand-up notes” and its conversation? This cannot be undone.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Daily stand-up notes")).toBeTruthy();
    expect(callsTo("DELETE", detail(8))).toHaveLength(0);
  });

  it("deletes on confirmation; deleting the open routine opens a new one", async () => {
    const { callsTo, navigate } = renderSidebar({
      [`DELETE ${detail(8)}`]: { status: 204 },
      [`DELETE ${detail(7)}`]: { status: 204 },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Daily stand-up notes" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Daily stand-up notes")).toBeNull());
    expect(callsTo("DELETE", detail(8))).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Delete Weekly incidents" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/routines/new"));
  });

  it("puts the row back and says so when the server refuses", async () => {
    const { toasts } = renderSidebar({ [`DELETE ${detail(8)}`]: { status: 500 } });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Daily stand-up notes" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toasts).toEqual(["The routine could not be deleted."]));
    expect(screen.getByText("Daily stand-up notes")).toBeTruthy();
  });
});
