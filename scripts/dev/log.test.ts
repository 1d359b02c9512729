import { describe, expect, it } from "vitest";
import { changedFiles, formatBuild, formatDuration, tagLines } from "./log.ts";

describe("the dev log", () => {
  it("says milliseconds under ten seconds, seconds above", () => {
    expect(formatDuration(310.4)).toBe("310 ms");
    expect(formatDuration(9_999)).toBe("9999 ms");
    expect(formatDuration(12_449)).toBe("12.4 s");
  });

  it("tags every line of a part's output", () => {
    expect(tagLines("server", "Parley is running\n  Demo sign-in: x\n")).toBe(
      "[server] Parley is running\n[server]   Demo sign-in: x",
    );
  });

  it("prints a first build and a rebuild with the file that changed", () => {
    expect(formatBuild({ part: "mf-tools", first: true, ms: 4123, errors: [] })).toBe(
      "[mf-tools] built in 4123 ms",
    );
    expect(
      formatBuild({
        part: "mf-tools",
        first: false,
        ms: 310,
        errors: [],
        changed: ["/repo/mf-tools/src/features/a.tsx"],
        base: "/repo/mf-tools",
      }),
    ).toBe("[mf-tools] rebuilt in 310 ms (src/features/a.tsx)");
  });

  it("names at most two changed files", () => {
    expect(changedFiles(["/r/a.ts", "/r/b.ts", "/r/c.ts"], "/r")).toBe(" (a.ts, b.ts and 1 more)");
    expect(changedFiles([], "/r")).toBe("");
  });

  it("prints a failed build with the first lines of its errors, every line tagged", () => {
    const text = formatBuild({
      part: "host-shell",
      first: false,
      ms: 120,
      errors: ["Module not found: ./missing\n  at line 3", "second"],
    });
    expect(text.split("\n")).toEqual([
      "[host-shell] failed in 120 ms: 2 errors",
      "[host-shell]   Module not found: ./missing",
      "[host-shell]     at line 3",
      "[host-shell]   second",
    ]);
  });
});
