import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import type { Routine } from "@parley/shared-contracts/api/routines";
import { createFakeApi, createFakeShell, jsonBody, type FakeRoute } from "../../../test/fake-shell.ts";
import { CREATE, LIST, MODELS, aModel, aRoutine, detail } from "../../../test/fixtures.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { RoutineScreen } from "./routine-screen.tsx";

const NOW = new Date("2030-01-01T10:00:00Z");
const MODEL_LIST = [
  aModel({ id: 1, display_name: "GPT Test" }),
  aModel({ id: 2, display_name: "Claude Test", recommended: true }),
  aModel({ id: 3, display_name: "Old model", disabled: true }),
];

interface Setup {
  routeParams?: Record<string, string>;
  routine?: Routine;
  routes?: Record<string, FakeRoute>;
  mountParcel?: ReturnType<typeof vi.fn>;
  language?: "en" | "de";
}

function renderScreen(setup: Setup = {}) {
  const routine = setup.routine;
  const fake = createFakeApi({
    [MODELS]: { status: 200, body: { results: MODEL_LIST } },
    [LIST]: { status: 200, body: { results: routine ? [routine] : [] } },
    ...(routine ? { [`GET ${detail(routine.id)}`]: { status: 200, body: routine } } : {}),
    ...setup.routes,
  });
  const pathname = routine ? `/routines/${routine.id}` : "/routines/new";
  const { shell, navigate, bus } = createFakeShell({ api: fake.api, pathname, language: setup.language });
  if (setup.mountParcel) shell.mountParcel = setup.mountParcel as unknown as typeof shell.mountParcel;
  const toasts: string[] = [];
  bus.on("toast.shown", (toast) => toasts.push(toast.message));
  const routeParams = setup.routeParams ?? (routine ? { id: String(routine.id) } : { id: "new" });
  const view = renderInShell(<RoutineScreen routeParams={routeParams} now={() => NOW} />, shell);
  return { ...fake, ...view, shell, navigate, toasts };
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });
const prompt = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Prompt" });
const model = () => screen.getByRole<HTMLSelectElement>("combobox", { name: "Model" });

async function fillNewRoutine() {
  await waitFor(() => expect(model().disabled).toBe(false));
  fireEvent.change(prompt(), { target: { value: "Summarise last week's incidents" } });
  fireEvent.change(model(), { target: { value: "2" } });
}

afterEach(cleanup);

describe("a new routine", () => {
  it("shows 'New Routine', an empty editor and no chat", async () => {
    const { shell } = renderScreen();
    expect(screen.getByTestId("routine.breadcrumb-current").textContent).toBe("New Routine");
    await waitFor(() => expect(document.title).toBe("New Routine | Acme | Parley"));
    expect(prompt().value).toBe("");
    expect(prompt().readOnly).toBe(false);
    expect(screen.getByRole("button", { name: "Schedule" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(shell.mountParcel).not.toHaveBeenCalled();
    expect(screen.getByTestId("routine.no-conversation").textContent).toBe(
      "Once the routine is scheduled, its answers appear here.",
    );
  });

  it("lists the usable models, recommended first, and not the disabled ones", async () => {
    renderScreen();
    await waitFor(() => expect(model().disabled).toBe(false));
    expect([...model().options].map((option) => option.textContent)).toEqual([
      "Choose a model",
      "Claude Test",
      "GPT Test",
    ]);
  });

  it("needs a non-blank prompt and a model before Schedule", async () => {
    renderScreen();
    await waitFor(() => expect(model().disabled).toBe(false));
    expect(button("Schedule").disabled).toBe(true);
    expect(screen.getByTestId("routine-editor.hint").textContent).toBe(
      "Write a prompt and choose a model to schedule it.",
    );
    fireEvent.change(prompt(), { target: { value: "   " } });
    fireEvent.change(model(), { target: { value: "1" } });
    expect(button("Schedule").disabled).toBe(true);
    fireEvent.change(prompt(), { target: { value: "Hello" } });
    expect(button("Schedule").disabled).toBe(false);
    expect(screen.queryByTestId("routine-editor.hint")).toBeNull();
    fireEvent.change(model(), { target: { value: "" } });
    expect(button("Schedule").disabled).toBe(true);
  });

  it("Cancel empties the editor", async () => {
    renderScreen();
    await fillNewRoutine();
    fireEvent.click(button("Cancel"));
    expect(prompt().value).toBe("");
    expect(model().value).toBe("");
  });

  it("schedules: the dialog opens at now + 5 minutes, and the routine is created and opened", async () => {
    const created = aRoutine({ id: 31, name: "Summarise last week's incidents" });
    const { callsTo, navigate } = renderScreen({ routes: { [CREATE]: { status: 201, body: created } } });
    await fillNewRoutine();
    fireEvent.click(button("Schedule"));
    const dialog = screen.getByRole("dialog", { name: "Schedule" });
    expect(within(dialog).getByLabelText<HTMLInputElement>("Date").value).not.toBe("");
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Minute").value).toBe("5");
    fireEvent.change(within(dialog).getByLabelText("Time zone"), { target: { value: "UTC" } });
    fireEvent.change(within(dialog).getByLabelText("Date"), { target: { value: "2030-01-01" } });
    fireEvent.change(within(dialog).getByLabelText("Hour"), { target: { value: "10" } });
    fireEvent.change(within(dialog).getByLabelText("AM or PM"), { target: { value: "AM" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule prompt" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/routines/31"));
    expect(jsonBody(callsTo("POST", "/api/v1/routines/")[0])).toEqual({
      content: "Summarise last week's incidents",
      model_id: 2,
      start_date: "2030-01-01T10:05",
      schedule: null,
      timezone: "UTC",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says 'Start date need to be in the future' when the server refuses the start", async () => {
    renderScreen({
      routes: {
        [CREATE]: {
          status: 400,
          body: { error: { message: "Invalid", code: "validation", start_date: "must be in the future" } },
        },
      },
    });
    await fillNewRoutine();
    fireEvent.click(button("Schedule"));
    fireEvent.click(screen.getByRole("button", { name: "Schedule prompt" }));
    expect((await screen.findByTestId("schedule.error")).textContent).toBe(
      "Start date need to be in the future",
    );
    // The dialog stays open with the draft; the editor keeps the prompt.
    const dialog = screen.getByRole("dialog", { name: "Schedule" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(prompt().value).toBe("Summarise last week's incidents");
  });

  it("names the cap when the member already has as many routines as one may", async () => {
    renderScreen({
      routes: {
        [CREATE]: {
          status: 409,
          body: {
            error: {
              message: "You already have 25 routines",
              code: "routine_limit_reached",
              params: { max: 25 },
            },
          },
        },
      },
    });
    await fillNewRoutine();
    fireEvent.click(button("Schedule"));
    fireEvent.click(screen.getByRole("button", { name: "Schedule prompt" }));
    expect((await screen.findByTestId("schedule.error")).textContent).toBe(
      "You already have 25 routines, the most one member may have. Delete one to create another.",
    );
  });

  it("says 'Something went wrong' for any other failure", async () => {
    renderScreen({ routes: { [CREATE]: { status: 500 } } });
    await fillNewRoutine();
    fireEvent.click(button("Schedule"));
    fireEvent.click(screen.getByRole("button", { name: "Schedule prompt" }));
    expect((await screen.findByTestId("schedule.error")).textContent).toBe("Something went wrong");
  });

  it("holds the dialog while the routine is being created", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    renderScreen({ routes: { [CREATE]: () => new Promise((resolve) => (answer = resolve)) } });
    await fillNewRoutine();
    fireEvent.click(button("Schedule"));
    fireEvent.click(screen.getByRole("button", { name: "Schedule prompt" }));
    await waitFor(() => expect(button("Schedule prompt").disabled).toBe(true));
    // The dialog's Cancel and the editor's.
    const cancels = screen.getAllByRole<HTMLButtonElement>("button", { name: "Cancel" });
    expect(cancels.map((cancel) => cancel.disabled)).toEqual([true, true]);
    expect(prompt().readOnly).toBe(true);
    expect(model().disabled).toBe(true);
    answer({ status: 201, body: aRoutine({ id: 40 }) });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("an existing routine", () => {
  it("shows the prompt and model read-only, Edit and Schedule, its status, next run in its zone, and its chat", async () => {
    const routine = aRoutine({ id: 7, total_times: 2 });
    const { shell } = renderScreen({ routine });
    expect(await screen.findByText("Weekly incidents", { selector: "bdi" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Weekly incidents | Acme | Parley"));
    expect(prompt().value).toBe("Summarise last week's incidents");
    expect(prompt().readOnly).toBe(true);
    await waitFor(() => expect(model().value).toBe("1"));
    expect(model().disabled).toBe(true);
    expect(button("Edit")).toBeTruthy();
    expect(button("Schedule").disabled).toBe(false);
    expect(screen.getByTestId("routine-editor.status").textContent).toBe("Running");
    // next_run 08:00 UTC on the routine's UTC+01:00 clock.
    expect(screen.getByTestId("routine-editor.next-run").textContent).toBe(
      "Jan 7, 2030, 9:00 AM (UTC+01:00)",
    );
    expect(screen.getByTestId("routine-editor.total").textContent).toBe("2");
    expect(screen.getByTestId("routine-editor.schedule-summary").textContent).toBe(
      "First run Jan 7, 2030, 9:00 AM (UTC+01:00) · every 1 week",
    );
    await waitFor(() =>
      expect(shell.mountParcel).toHaveBeenCalledWith("mf_conversations/ChatScreen", expect.any(HTMLElement), {
        conversationId: 7,
        embedded: true,
      }),
    );
    expect(
      screen.getByTestId("routine.chat").contains(vi.mocked(shell.mountParcel).mock.calls[0]?.[1] ?? null),
    ).toBe(true);
  });

  it("describes each kind of repeat", async () => {
    renderScreen({
      routine: aRoutine({ schedule: { every: 2, period: "months", end_type: "occurrences", end_value: 1 } }),
    });
    expect((await screen.findByTestId("routine-editor.schedule-summary")).textContent).toContain(
      "every 2 months, 1 time",
    );
    cleanup();
    renderScreen({
      routine: aRoutine({
        schedule: { every: 3, period: "days", end_type: "date", end_value: "2030-02-01T09:00" },
      }),
    });
    expect((await screen.findByTestId("routine-editor.schedule-summary")).textContent).toContain(
      "every 3 days, until Feb 1, 2030, 9:00 AM",
    );
    cleanup();
    renderScreen({ routine: aRoutine({ schedule: null }) });
    expect((await screen.findByTestId("routine-editor.schedule-summary")).textContent).toContain("runs once");
  });

  it("shows Done with no next run, and why it stopped", async () => {
    renderScreen({
      routine: aRoutine({
        done: true,
        next_run: null,
        stopped_reason: "The model was disabled",
        last_error: "Held by data-loss prevention",
      }),
    });
    expect((await screen.findByTestId("routine-editor.status")).textContent).toBe("Done");
    expect(screen.queryByTestId("routine-editor.next-run")).toBeNull();
    expect(screen.getByTestId("routine-editor.stopped").textContent).toBe("Stopped: The model was disabled");
    expect(screen.getByTestId("routine-editor.last-error").textContent).toBe(
      "The last run failed: Held by data-loss prevention",
    );
  });

  it("edits: Save sends the whole payload with the same schedule, Cancel restores", async () => {
    const routine = aRoutine({ id: 7 });
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { callsTo } = renderScreen({
      routine,
      routes: { [`PATCH ${detail(7)}`]: () => new Promise((resolve) => (answer = resolve)) },
    });
    await waitFor(() => expect(model().value).toBe("1"));
    fireEvent.click(button("Edit"));
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(prompt().readOnly).toBe(false);
    fireEvent.change(prompt(), { target: { value: "Other" } });
    fireEvent.click(button("Cancel"));
    expect(prompt().value).toBe("Summarise last week's incidents");
    expect(prompt().readOnly).toBe(true);

    fireEvent.click(button("Edit"));
    fireEvent.change(prompt(), { target: { value: "" } });
    expect(button("Save").disabled).toBe(true);
    fireEvent.change(prompt(), { target: { value: "Summarise this week's incidents" } });
    fireEvent.change(model(), { target: { value: "2" } });
    fireEvent.click(button("Save"));
    // Every control waits while saving.
    await waitFor(() => expect(button("Save").disabled).toBe(true));
    expect(button("Cancel").disabled).toBe(true);
    expect(prompt().readOnly).toBe(true);
    expect(model().disabled).toBe(true);
    expect(jsonBody(callsTo("PATCH", detail(7))[0])).toEqual({
      content: "Summarise this week's incidents",
      model_id: 2,
      start_date: "2030-01-07T09:00",
      schedule: { every: 1, period: "weeks", end_type: "never", end_value: null },
      timezone: "UTC+01:00",
    });
    answer({
      status: 200,
      body: { ...routine, content: "Summarise this week's incidents", model: { id: 2 } },
    });
    expect(await screen.findByRole("button", { name: "Edit" })).toBeTruthy();
    expect(prompt().value).toBe("Summarise this week's incidents");
  });

  it("shows a refused save in the editor", async () => {
    renderScreen({
      routine: aRoutine({ id: 7 }),
      routes: {
        [`PATCH ${detail(7)}`]: {
          status: 400,
          body: { error: { message: "Invalid", code: "validation", fields: { start_date: ["past"] } } },
        },
      },
    });
    await waitFor(() => expect(model().value).toBe("1"));
    fireEvent.click(button("Edit"));
    fireEvent.click(button("Save"));
    expect((await screen.findByTestId("routine-editor.error")).textContent).toBe(
      "Start date need to be in the future",
    );
    expect(button("Save").disabled).toBe(false);
  });

  it("reschedules from the routine's own schedule and resumes it", async () => {
    const routine = aRoutine({
      id: 7,
      done: true,
      next_run: null,
      start_date: "2029-12-01T09:00",
      schedule: null,
    });
    const { callsTo } = renderScreen({
      routine,
      routes: { [`PATCH ${detail(7)}`]: { status: 200, body: { ...routine, done: false } } },
    });
    await waitFor(() => expect(model().value).toBe("1"));
    fireEvent.click(button("Schedule"));
    const dialog = screen.getByRole("dialog", { name: "Schedule" });
    // The old start has passed: now + 5 minutes on the routine's UTC+01:00 clock.
    expect(within(dialog).getByLabelText<HTMLInputElement>("Date").value).toBe("2030-01-01");
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Hour").value).toBe("11");
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Time zone").value).toBe("UTC+01:00");
    fireEvent.click(within(dialog).getByRole("button", { name: "Schedule prompt" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(jsonBody(callsTo("PATCH", detail(7))[0])).toEqual({
      content: "Summarise last week's incidents",
      model_id: 1,
      start_date: "2030-01-01T11:05",
      schedule: null,
      timezone: "UTC+01:00",
      done: false,
    });
    expect(screen.getByTestId("routine-editor.status").textContent).toBe("Running");
  });

  it("keeps a model that is no longer offered visible, and Schedule waits for another", async () => {
    renderScreen({ routine: aRoutine({ model: { id: 3 } }) });
    await waitFor(() => expect(model().value).toBe("3"));
    expect(model().selectedOptions[0]?.textContent).toBe("The routine's model is no longer available");
  });

  it("is read-only for a collaborator: no Edit, no Schedule", async () => {
    renderScreen({ routine: aRoutine({ requester_is_owner: false }) });
    expect(await screen.findByText("Only the owner of this routine can change it.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Schedule" })).toBeNull();
    expect(prompt().readOnly).toBe(true);
    expect(model().disabled).toBe(true);
  });

  it("says a routine that cannot be read does not exist, with New routine", async () => {
    const { navigate } = renderScreen({
      routeParams: { id: "99" },
      routes: { [`GET ${detail(99)}`]: { status: 404, body: { error: { message: "Not found" } } } },
    });
    expect((await screen.findByTestId("routine.load-error")).textContent).toContain(
      "This routine does not exist or you do not have access to it.",
    );
    expect(screen.getByTestId("routine.breadcrumb-current").textContent).toBe("Routine not found");
    fireEvent.click(button("New routine"));
    expect(navigate).toHaveBeenCalledWith("/routines/new");
  });

  it("shows the chat's failure in its own slot, with Retry", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const mountParcel = vi
      .fn()
      .mockRejectedValueOnce(new Error("remote down"))
      .mockResolvedValue(async () => undefined);
    renderScreen({ routine: aRoutine(), mountParcel });
    expect(await screen.findByText("The routine's conversation could not be shown.")).toBeTruthy();
    expect(screen.getByTestId("routine-editor")).toBeTruthy();
    fireEvent.click(button("Retry"));
    await waitFor(() => expect(mountParcel).toHaveBeenCalledTimes(2));
    expect(screen.queryByText("The routine's conversation could not be shown.")).toBeNull();
    vi.restoreAllMocks();
  });

  it("shows times in the member's language", async () => {
    renderScreen({ routine: aRoutine(), language: "de" });
    expect((await screen.findByTestId("routine-editor.next-run")).textContent).toBe(
      "07.01.2030, 09:00 (UTC+01:00)",
    );
  });
});

describe("a /routine/{slug} link", () => {
  it("resolves to /routines/{id}", async () => {
    const { navigate } = renderScreen({
      routeParams: { slug: "a1b2" },
      routes: { "GET /api/v1/routines/slug/a1b2/": { status: 200, body: { data: { id: 7 } } } },
    });
    expect(screen.getByText("Opening the routine…")).toBeTruthy();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/routines/7", { replace: true }));
  });

  it("goes to /routines/new when it cannot be resolved", async () => {
    const { navigate, toasts } = renderScreen({ routeParams: { slug: "gone" } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/routines/new", { replace: true }));
    expect(toasts).toEqual(["This routine does not exist or you do not have access to it."]);
  });

  it("asks once, even when texts finish loading after the answer (a new translate function)", async () => {
    const { navigate, toasts, callsTo } = renderScreen({ routeParams: { slug: "late" } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/routines/new", { replace: true }));
    // What a language bundle arriving does: the translation hook hands the component a new `t`.
    act(() => void i18next.addResourceBundle("en", "late-texts", { any: "text" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo("GET", "/api/v1/routines/slug/late/")).toHaveLength(1);
    expect(toasts).toHaveLength(1);
  });
});
