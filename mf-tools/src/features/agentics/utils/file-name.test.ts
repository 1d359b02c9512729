import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./file-name.ts";

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 name, then the quoted one", () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Translator _.json"; filename*=UTF-8''Translator%20%C3%BC.json`,
      ),
    ).toBe("Translator ü.json");
    expect(fileNameFromDisposition('attachment; filename="report.csv"')).toBe("report.csv");
    expect(fileNameFromDisposition("attachment; filename=plain.json")).toBe("plain.json");
  });

  it("gives null without a name and never keeps a path", () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("attachment")).toBeNull();
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)).toBe(
      ".._.._etc_passwd",
    );
  });
});
