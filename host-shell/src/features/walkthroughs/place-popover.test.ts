import { describe, expect, it } from "vitest";
import { GAP, MARGIN, placePopover } from "./place-popover.ts";

const viewport = { width: 1000, height: 800 };
const popover = { width: 300, height: 150 };

describe("placePopover", () => {
  it("goes below the target, at its start edge", () => {
    const target = { top: 100, left: 50, width: 80, height: 30 };
    expect(placePopover(target, popover, viewport, false)).toEqual({
      top: 130 + GAP,
      left: 50,
      side: "below",
    });
  });

  it("starts at the target's right edge in right-to-left", () => {
    const target = { top: 100, left: 600, width: 80, height: 30 };
    expect(placePopover(target, popover, viewport, true).left).toBe(680 - 300);
  });

  it("goes above when there is no room below, and stays inside the viewport", () => {
    const target = { top: 700, left: 900, width: 80, height: 40 };
    expect(placePopover(target, popover, viewport, false)).toEqual({
      top: 700 - GAP - 150,
      left: 1000 - 300 - MARGIN,
      side: "above",
    });
  });

  it("centres without a target, or when it fits neither below nor above", () => {
    const centre = { top: 325, left: 350, side: "centre" };
    expect(placePopover(null, popover, viewport, false)).toEqual(centre);
    expect(placePopover({ top: 50, left: 10, width: 900, height: 700 }, popover, viewport, false)).toEqual(
      centre,
    );
  });
});
