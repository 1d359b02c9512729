import { describe, expect, it } from "vitest";
import { DEFAULT_SIZES, limitsOf, normaliseSizes, resizeByKey } from "./panel-sizes.ts";

describe("panel sizes", () => {
  it("starts at the spec's defaults: left 20, right 21", () => {
    expect(DEFAULT_SIZES).toEqual({ left: 20, right: 21 });
  });

  it("steps 10 percent per arrow and 100 with Shift, to the limit", () => {
    let sizes = DEFAULT_SIZES;
    sizes = resizeByKey("left", "ArrowRight", false, sizes, false, "ltr")!;
    expect(sizes.left).toBe(30);
    sizes = resizeByKey("left", "ArrowRight", true, sizes, false, "ltr")!;
    expect(sizes.left).toBe(50);
    sizes = resizeByKey("left", "ArrowLeft", false, sizes, false, "ltr")!;
    expect(sizes.left).toBe(40);
    sizes = resizeByKey("left", "ArrowLeft", true, sizes, false, "ltr")!;
    expect(sizes.left).toBe(15);
  });

  it("mirrors the arrows in right-to-left layouts and for the right panel", () => {
    expect(resizeByKey("left", "ArrowLeft", false, DEFAULT_SIZES, false, "rtl")?.left).toBe(30);
    expect(resizeByKey("right", "ArrowLeft", false, DEFAULT_SIZES, true, "ltr")?.right).toBe(31);
    expect(resizeByKey("right", "ArrowRight", false, DEFAULT_SIZES, true, "rtl")?.right).toBe(31);
    expect(resizeByKey("right", "ArrowRight", false, DEFAULT_SIZES, true, "ltr")?.right).toBe(21);
  });

  it("goes to the limits with Home and End and ignores other keys", () => {
    expect(resizeByKey("left", "End", false, DEFAULT_SIZES, false, "ltr")?.left).toBe(50);
    expect(resizeByKey("left", "Home", false, DEFAULT_SIZES, false, "ltr")?.left).toBe(15);
    expect(resizeByKey("left", "Enter", false, DEFAULT_SIZES, false, "ltr")).toBeNull();
  });

  it("keeps the centre at 30 percent or more", () => {
    const wide = { left: 45, right: 21 };
    expect(limitsOf("right", wide, true)).toEqual({ min: 21, max: 25 });
    expect(limitsOf("left", { left: 20, right: 50 }, true)).toEqual({ min: 15, max: 20 });
    expect(resizeByKey("right", "ArrowLeft", true, wide, true, "ltr")?.right).toBe(25);
    // Opening a 50% right panel beside a 50% left one: the left panel gives way.
    expect(normaliseSizes({ left: 50, right: 50 }, true)).toEqual({ left: 20, right: 50 });
    expect(normaliseSizes({ left: 50, right: 50 }, false)).toEqual({ left: 50, right: 50 });
  });

  it("repairs stored values out of range or not numbers", () => {
    expect(normaliseSizes({ left: 3, right: 99 }, false)).toEqual({ left: 15, right: 50 });
    expect(normaliseSizes({ left: Number.NaN, right: Number.NaN }, false)).toEqual(DEFAULT_SIZES);
  });
});
