import { describe, expect, it } from "vitest";
import i18next from "i18next";
import { LANGUAGE_CODES } from "@parley/shared-contracts/languages";
import "../test/setup-i18n.ts";
import { ROUTINES_NAMESPACE, loadRoutinesMessages } from "./load-routines-messages.ts";
import en from "./locales/en.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = new Map(Object.entries(en));
/** Words several languages share with English (Routines, Prompt, Date, French "minutes"…). */
const MAY_MATCH_ENGLISH = new Set([
  "breadcrumb.routines",
  "schedule.minute",
  "period.minutes",
  "summary.separator",
]);

describe("the mf_routines namespace", () => {
  it("is registered on the shared instance with the spec's failure text", () => {
    expect(i18next.t("sidebar.new", { ns: ROUTINES_NAMESPACE })).toBe("New routine");
    expect(i18next.t("schedule.endTooEarly", { ns: ROUTINES_NAMESPACE })).toBe(
      "The end date must be later than the schedule time",
    );
    expect(i18next.t("error.startDate", { ns: ROUTINES_NAMESPACE })).toBe(
      "Start date need to be in the future",
    );
  });
});

describe.each(LANGUAGE_CODES)("mf_routines texts in %s", (code) => {
  it("have exactly the English keys, non-empty, with the same placeholders", async () => {
    const texts = new Map(Object.entries(await loadRoutinesMessages(code)));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ""));
    }
  });
});

describe.each(LANGUAGE_CODES.filter((code) => code !== "en"))("mf_routines texts in %s", (code) => {
  it("are translations, not English copies", async () => {
    const texts = Object.entries(await loadRoutinesMessages(code));
    const copied = texts.filter(([key, text]) => !MAY_MATCH_ENGLISH.has(key) && text === english.get(key));
    expect(copied).toEqual([]);
  });
});
