import { describe, expect, it } from "vitest";
import { chooseFiles } from "./choose-files.ts";

const file = (name: string, type: string) => new File(["{}"], name, { type });

describe("chooseFiles", () => {
  it("keeps JSON and CSV files, each name once, and says which were refused", () => {
    const first = chooseFiles([], [file("a.json", "application/json"), file("b.csv", "text/csv")]);
    const second = chooseFiles(first.accepted, [
      file("A.JSON", "application/json"),
      file("notes.txt", "text/plain"),
      file("fake.json", "image/png"),
      file("c.csv", "application/csv"),
    ]);
    expect(second.accepted.map((f) => f.name)).toEqual(["a.json", "b.csv", "c.csv"]);
    expect(second.refused.map((f) => f.name)).toEqual(["notes.txt", "fake.json"]);
  });
});
