import { describe, expect, it } from "vitest";
import { ROUTINE_TIMEZONE, routineTimezoneSchema } from "@parley/shared-contracts/api/routines";
import { TIMEZONE_CHOICES, guessTimezone, zoneLabel, zoneName } from "./time-zones.ts";

describe("time-zone choices", () => {
  it("are the 27 whole-hour offsets from UTC−12 to UTC+14, west to east", () => {
    expect(TIMEZONE_CHOICES).toHaveLength(27);
    expect(TIMEZONE_CHOICES[0]).toBe("UTC-12:00");
    expect(TIMEZONE_CHOICES).toContain("UTC");
    expect(TIMEZONE_CHOICES.at(-1)).toBe("UTC+14:00");
    expect(TIMEZONE_CHOICES.indexOf("UTC")).toBe(12);
  });

  it("are every one accepted by the contract", () => {
    for (const zone of TIMEZONE_CHOICES) {
      expect(ROUTINE_TIMEZONE.test(zone), zone).toBe(true);
      expect(routineTimezoneSchema.safeParse(zone).success, zone).toBe(true);
    }
  });

  it("spell offsets the contract's way and read with a real minus sign", () => {
    expect(zoneName(0)).toBe("UTC");
    expect(zoneName(5)).toBe("UTC+05:00");
    expect(zoneName(-3)).toBe("UTC-03:00");
    expect(zoneName(14)).toBe("UTC+14:00");
    expect(zoneLabel("UTC-03:00")).toBe("UTC\u221203:00");
    expect(zoneLabel("UTC+05:00")).toBe("UTC+05:00");
  });
});

describe("the guessed zone", () => {
  it("is the browser's offset rounded to the hour (getTimezoneOffset counts minutes west)", () => {
    expect(guessTimezone(0)).toBe("UTC");
    expect(guessTimezone(-60)).toBe("UTC+01:00");
    expect(guessTimezone(300)).toBe("UTC-05:00");
    // India +5:30 → +6; Newfoundland −3:30 → −3 (Math.round rounds .5 up); Nepal +5:45 → +6.
    expect(guessTimezone(-330)).toBe("UTC+06:00");
    expect(guessTimezone(210)).toBe("UTC-03:00");
    expect(guessTimezone(-345)).toBe("UTC+06:00");
  });

  it("stays within −12…+14", () => {
    expect(guessTimezone(-14 * 60)).toBe("UTC+14:00");
    expect(guessTimezone(12 * 60)).toBe("UTC-12:00");
    expect(guessTimezone(13 * 60)).toBe("UTC-12:00");
    expect(guessTimezone(-15 * 60)).toBe("UTC+14:00");
  });

  it("never says −0 for a zone just west of UTC", () => {
    expect(guessTimezone(20)).toBe("UTC");
  });
});
