import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import "../../../test/setup-i18n.ts";
import { defaultDraft, type ScheduleDraft } from "../utils/schedule-draft.ts";
import { ScheduleDialog } from "./schedule-dialog.tsx";

const NOW = new Date("2030-01-01T10:00:00Z");

function renderDialog(
  initial: ScheduleDraft = defaultDraft(NOW, "UTC+02:00"),
  extra: { saving?: boolean; error?: string | null } = {},
) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <ScheduleDialog
      initial={initial}
      saving={extra.saving ?? false}
      error={extra.error ?? null}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return { ...view, onSubmit, onClose };
}

const submit = () => screen.getByRole<HTMLButtonElement>("button", { name: "Schedule prompt" });
const field = (name: string) => screen.getByLabelText<HTMLInputElement & HTMLSelectElement>(name);
const optionTexts = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent);

afterEach(cleanup);

describe("the schedule dialog", () => {
  it("starts at the default start in the guessed zone, on a 12-hour clock", () => {
    renderDialog();
    expect(screen.getByRole("dialog", { name: "Schedule" })).toBeTruthy();
    expect(field("Date").value).toBe("2030-01-01");
    // 10:05 UTC is 12:05 PM on a UTC+02:00 clock.
    expect(field("Hour").value).toBe("12");
    expect(field("Minute").value).toBe("5");
    expect(field("AM or PM").value).toBe("PM");
    expect(field("Time zone").value).toBe("UTC+02:00");
    expect(screen.getByRole("group", { name: "Time" })).toBeTruthy();
    expect(submit().disabled).toBe(false);
  });

  it("offers 12 hours, 60 minutes, AM and PM, and the whole-hour zones UTC−12 to UTC+14", () => {
    renderDialog();
    expect(optionTexts(field("Hour"))).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
      "11",
      "12",
    ]);
    const minutes = optionTexts(field("Minute"));
    expect(minutes).toHaveLength(60);
    expect([minutes[0], minutes[9], minutes[59]]).toEqual(["00", "09", "59"]);
    expect(optionTexts(field("AM or PM"))).toEqual(["AM", "PM"]);
    const zones = optionTexts(field("Time zone"));
    expect(zones).toHaveLength(27);
    expect([zones[0], zones[12], zones[26]]).toEqual(["UTC\u221212:00", "UTC", "UTC+14:00"]);
  });

  it("sends the chosen start: a one-off run has no schedule", () => {
    const { onSubmit } = renderDialog();
    fireEvent.change(field("Date"), { target: { value: "2030-02-14" } });
    fireEvent.change(field("Hour"), { target: { value: "7" } });
    fireEvent.change(field("Minute"), { target: { value: "45" } });
    fireEvent.change(field("AM or PM"), { target: { value: "AM" } });
    fireEvent.change(field("Time zone"), { target: { value: "UTC-05:00" } });
    fireEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      start_date: "2030-02-14T07:45",
      timezone: "UTC-05:00",
      schedule: null,
    });
  });

  it("is disabled without a date", () => {
    const { onSubmit } = renderDialog();
    fireEvent.change(field("Date"), { target: { value: "" } });
    expect(submit().disabled).toBe(true);
    fireEvent.submit(submit().closest("form") as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("repeats every 1–100 periods and says when the number is out of range", () => {
    const { onSubmit } = renderDialog();
    expect(screen.queryByLabelText("Repeat every")).toBeNull();
    const repeat = screen.getByRole("switch", { name: "Repeat" });
    fireEvent.click(repeat);
    expect(repeat.getAttribute("aria-checked")).toBe("true");
    // The spec's units: minutes, hours, days, months.
    expect(optionTexts(field("Period"))).toEqual(["minutes", "hours", "days", "months"]);
    for (const value of ["0", "101", ""]) {
      fireEvent.change(field("Repeat every"), { target: { value } });
      expect(submit().disabled, value).toBe(true);
      expect(screen.getByTestId("schedule.every-error").textContent).toBe(
        "Enter a whole number from 1 to 100.",
      );
      expect(field("Repeat every").getAttribute("aria-invalid")).toBe("true");
    }
    fireEvent.change(field("Repeat every"), { target: { value: "100" } });
    fireEvent.change(field("Period"), { target: { value: "months" } });
    expect(screen.queryByTestId("schedule.every-error")).toBeNull();
    fireEvent.click(submit());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      schedule: { every: 100, period: "months", end_type: "never", end_value: null },
    });
  });

  it("repeats every N minutes", () => {
    const { onSubmit } = renderDialog();
    fireEvent.click(screen.getByRole("switch", { name: "Repeat" }));
    fireEvent.change(field("Repeat every"), { target: { value: "15" } });
    fireEvent.change(field("Period"), { target: { value: "minutes" } });
    fireEvent.click(submit());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      schedule: { every: 15, period: "minutes", end_type: "never", end_value: null },
    });
  });

  it("keeps showing weeks for a routine saved with them before, in its place among the units", () => {
    renderDialog({ ...defaultDraft(NOW, "UTC+02:00"), repeat: true, period: "weeks" });
    expect(optionTexts(field("Period"))).toEqual(["minutes", "hours", "days", "weeks", "months"]);
    expect(field("Period").value).toBe("weeks");
  });

  it("ends on a date: disabled without one, and the end must be later than the schedule time", () => {
    const { onSubmit } = renderDialog();
    fireEvent.click(screen.getByRole("switch", { name: "Repeat" }));
    const ends = screen.getByRole("group", { name: "Ends" });
    expect(
      within(ends)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Never", "On a date", "After a number of occurrences"]);
    fireEvent.click(within(ends).getByRole("radio", { name: "On a date" }));
    expect(submit().disabled).toBe(true);
    fireEvent.change(field("End date"), { target: { value: "2029-12-31" } });
    expect(screen.getByTestId("schedule.end-error").textContent).toBe(
      "The end date must be later than the schedule time",
    );
    expect(submit().disabled).toBe(true);
    fireEvent.change(field("End date"), { target: { value: "2030-01-01" } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(field("End date"), { target: { value: "2030-03-01" } });
    expect(screen.queryByTestId("schedule.end-error")).toBeNull();
    fireEvent.click(submit());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      start_date: "2030-01-01T12:05",
      schedule: { every: 1, period: "days", end_type: "date", end_value: "2030-03-01T12:05" },
    });
  });

  it("ends after 1–100 occurrences", () => {
    const { onSubmit } = renderDialog();
    fireEvent.click(screen.getByRole("switch", { name: "Repeat" }));
    fireEvent.click(screen.getByRole("radio", { name: "After a number of occurrences" }));
    for (const value of ["0", "101"]) {
      fireEvent.change(field("Occurrences"), { target: { value } });
      expect(submit().disabled, value).toBe(true);
      expect(screen.getByTestId("schedule.occurrences-error").textContent).toBe(
        "Enter a whole number from 1 to 100.",
      );
    }
    fireEvent.change(field("Occurrences"), { target: { value: "12" } });
    fireEvent.click(submit());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      schedule: { end_type: "occurrences", end_value: 12 },
    });
  });

  it("holds every control while saving and shows a refusal", () => {
    renderDialog(undefined, { saving: true, error: "Start date need to be in the future" });
    expect(submit().disabled).toBe(true);
    // Disabled through their fieldset.
    expect(field("Date").matches(":disabled")).toBe(true);
    expect(field("Time zone").matches(":disabled")).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("switch", { name: "Repeat" }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Cancel" }).disabled).toBe(true);
    expect(screen.getByRole("alert").textContent).toBe("Start date need to be in the future");
  });

  it("closes on Cancel and on Escape", () => {
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
