import { describe, expect, it } from "vitest";
import { formatInstantIn, formatLocal, instantOf, localDateTime, to12Hour, to24Hour } from "./local-time.ts";

describe("wall-clock times in a whole-hour zone", () => {
  it("turn an instant into the zone's local date and time", () => {
    const instant = new Date("2026-12-31T23:30:00Z");
    expect(localDateTime(instant, "UTC")).toBe("2026-12-31T23:30");
    expect(localDateTime(instant, "UTC+01:00")).toBe("2027-01-01T00:30");
    expect(localDateTime(instant, "UTC-12:00")).toBe("2026-12-31T11:30");
    expect(localDateTime(instant, "UTC+14:00")).toBe("2027-01-01T13:30");
  });

  it("turn a local date and time back into the instant", () => {
    expect(new Date(instantOf("2027-01-01T00:30", "UTC+01:00")).toISOString()).toBe(
      "2026-12-31T23:30:00.000Z",
    );
    expect(new Date(instantOf("2026-03-01T09:00", "UTC-05:00")).toISOString()).toBe(
      "2026-03-01T14:00:00.000Z",
    );
    expect(instantOf("tomorrow", "UTC")).toBeNaN();
  });

  it("convert between the 12-hour and the 24-hour clock", () => {
    expect(to12Hour(0)).toEqual({ hour: 12, meridiem: "AM" });
    expect(to12Hour(11)).toEqual({ hour: 11, meridiem: "AM" });
    expect(to12Hour(12)).toEqual({ hour: 12, meridiem: "PM" });
    expect(to12Hour(23)).toEqual({ hour: 11, meridiem: "PM" });
    for (let hour = 0; hour < 24; hour++) {
      const { hour: h, meridiem } = to12Hour(hour);
      expect(to24Hour(h, meridiem)).toBe(hour);
    }
  });

  it("show a routine's time on its own clock in the reader's language", () => {
    expect(formatLocal("2030-01-07T09:00", "en")).toBe("Jan 7, 2030, 9:00 AM");
    expect(formatLocal("2030-01-07T21:05", "de")).toBe("07.01.2030, 21:05");
    // 08:00 UTC is 09:00 on a UTC+01:00 clock, 03:00 on a UTC−05:00 one.
    expect(formatInstantIn("2030-01-07T08:00:00.000Z", "UTC+01:00", "en")).toBe("Jan 7, 2030, 9:00 AM");
    expect(formatInstantIn("2030-01-07T08:00:00.000Z", "UTC-05:00", "en")).toBe("Jan 7, 2030, 3:00 AM");
    expect(formatInstantIn("not a date", "UTC", "en")).toBe("not a date");
  });
});
