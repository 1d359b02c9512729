import { beforeEach, describe, expect, it } from "vitest";
import { areaLocation, rememberAreaLocation } from "./area-memory.ts";
import { readLastArea, writeLastArea } from "./last-area.ts";

beforeEach(() => localStorage.clear());

describe("the areas of the navigation tabs", () => {
  it("remember the Tools area as the last one, as the other two", () => {
    expect(readLastArea()).toBe("conversations");
    writeLastArea("tools");
    expect(readLastArea()).toBe("tools");
    writeLastArea("routines");
    expect(readLastArea()).toBe("routines");
    localStorage.setItem("parley_last_area", "elsewhere");
    expect(readLastArea()).toBe("conversations");
  });

  it("open the Tools tab at /tools until it was left elsewhere", () => {
    expect(areaLocation("tools")).toBe("/tools");
    rememberAreaLocation("tools", "/tools?x=1");
    expect(areaLocation("tools")).toBe("/tools?x=1");
    expect(areaLocation("conversations")).toBe("/conversations");
  });
});
