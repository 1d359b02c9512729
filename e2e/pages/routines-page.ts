import { expect, type Locator, type Page } from "@playwright/test";

/** A schedule start in the dialog's terms: a UTC date and a 12-hour time. */
export interface ScheduleStart {
  date: string;
  hour: number;
  minute: number;
  meridiem: "AM" | "PM";
}

/** The UTC start `at` as the schedule dialog shows it (zone "UTC"). */
export function startAt(at: Date): ScheduleStart {
  const hours = at.getUTCHours();
  return {
    date: at.toISOString().slice(0, 10),
    hour: hours % 12 === 0 ? 12 : hours % 12,
    minute: at.getUTCMinutes(),
    meridiem: hours < 12 ? "AM" : "PM",
  };
}

/** mf_routines: the routines sidebar, the routine editor above the chat parcel and the schedule dialog. */
export class RoutinesPage {
  readonly page: Page;
  readonly newRoutine: Locator;
  readonly items: Locator;
  readonly editor: Locator;
  readonly content: Locator;
  readonly model: Locator;
  readonly dialog: Locator;
  readonly status: Locator;
  readonly total: Locator;
  readonly chat: Locator;

  constructor(page: Page) {
    this.page = page;
    this.newRoutine = page.getByRole("button", { name: "New routine" });
    this.items = page.getByTestId("sidebar.item");
    this.editor = page.getByTestId("routine-editor");
    this.content = page.getByTestId("routine-editor.content");
    this.model = page.getByTestId("routine-editor.model");
    this.dialog = page.getByTestId("schedule.dialog");
    this.status = page.getByTestId("routine-editor.status");
    this.total = page.getByTestId("routine-editor.total");
    this.chat = page.getByTestId("routine.chat");
  }

  item(name: string): Locator {
    return this.items.filter({ hasText: name });
  }

  /** Writes the prompt, picks the model and opens the schedule dialog. */
  async draft(content: string, model: string): Promise<void> {
    await this.content.fill(content);
    await this.model.selectOption({ label: model });
    await this.editor.getByTestId("routine-editor.schedule").click();
    await expect(this.dialog).toBeVisible();
  }

  /** Fills the dialog's start (zone UTC). */
  async setStart(start: ScheduleStart): Promise<void> {
    await this.dialog.getByTestId("schedule.date").fill(start.date);
    await this.dialog.getByTestId("schedule.hour").selectOption(String(start.hour));
    await this.dialog.getByTestId("schedule.minute").selectOption(String(start.minute));
    await this.dialog.getByTestId("schedule.meridiem").selectOption(start.meridiem);
    await this.dialog.getByTestId("schedule.timezone").selectOption("UTC");
  }

  /** Repeat every `every` days, ending after `occurrences` runs. */
  async repeatDaily(every: number, occurrences: number): Promise<void> {
    await this.repeat(every, "days", occurrences);
  }

  /** Repeat every `every` of the unit (minutes, hours, days, months), ending after `occurrences` runs. */
  async repeat(every: number, period: string, occurrences: number): Promise<void> {
    await this.dialog.getByTestId("schedule.repeat").click();
    await this.dialog.getByTestId("schedule.every").fill(String(every));
    await this.dialog.getByTestId("schedule.period").selectOption(period);
    await this.dialog.getByTestId("schedule.end-type-occurrences").check();
    await this.dialog.getByTestId("schedule.occurrences").fill(String(occurrences));
  }

  async submit(): Promise<void> {
    await this.dialog.getByTestId("schedule.submit").click();
  }
}
