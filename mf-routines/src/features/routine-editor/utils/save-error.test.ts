import { describe, expect, it } from "vitest";
import { HttpError } from "@parley/ui-kit/http-error.ts";
import { routineLimitOf, saveErrorKind } from "./save-error.ts";

describe("a refused create or update", () => {
  it("names the start date when the server's error does", () => {
    const body = { error: { message: "Invalid", code: "validation", start_date: "must be in the future" } };
    expect(saveErrorKind(new HttpError(400, body))).toBe("start-date");
    const fields = { error: { message: "Invalid", code: "validation", fields: { start_date: ["past"] } } };
    expect(saveErrorKind(new HttpError(400, fields))).toBe("start-date");
  });

  it("names the end date when the server's error does", () => {
    const body = { error: { message: "Invalid", code: "validation", end_value: "before start" } };
    expect(saveErrorKind(new HttpError(400, body))).toBe("end-value");
  });

  it("is anything else otherwise", () => {
    expect(saveErrorKind(new HttpError(400, { error: { message: "Bad", code: "validation" } }))).toBe(
      "other",
    );
    expect(saveErrorKind(new HttpError(500, { error: { message: "x", start_date: "x" } }))).toBe("other");
    expect(saveErrorKind(new HttpError(403, null))).toBe("other");
    expect(saveErrorKind(new TypeError("network"))).toBe("other");
  });
});

describe("a create refused by the routine cap", () => {
  it("is its own kind, naming the cap the server sent", () => {
    const body = {
      error: { message: "You already have 25 routines", code: "routine_limit_reached", params: { max: 25 } },
    };
    expect(saveErrorKind(new HttpError(409, body))).toBe("routine-limit");
    expect(routineLimitOf(new HttpError(409, body))).toBe(25);
    expect(routineLimitOf(new HttpError(409, { error: { code: "routine_limit_reached" } }))).toBeUndefined();
  });
});
