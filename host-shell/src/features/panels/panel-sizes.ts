import { PANEL_SIZES } from "@parley/shared-contracts/constants";

/** Widths in percent of the layout (docs/product/shell.md § Main layout). */
export interface PanelSizes {
  left: number;
  right: number;
}

export type Panel = keyof PanelSizes;

export const DEFAULT_SIZES: PanelSizes = { left: PANEL_SIZES.left.default, right: PANEL_SIZES.right.default };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The range a panel may take now: its own limits, and the centre keeps its minimum. */
export function limitsOf(panel: Panel, sizes: PanelSizes, rightOpen: boolean): { min: number; max: number } {
  const centreRoom = 100 - PANEL_SIZES.centre.min;
  if (panel === "left") {
    const max = Math.min(PANEL_SIZES.left.max, centreRoom - (rightOpen ? sizes.right : 0));
    return { min: PANEL_SIZES.left.min, max: Math.max(max, PANEL_SIZES.left.min) };
  }
  const max = Math.min(PANEL_SIZES.right.max, centreRoom - sizes.left);
  return { min: PANEL_SIZES.right.min, max: Math.max(max, PANEL_SIZES.right.min) };
}

/**
 * Brings stored or dragged sizes within every limit. When both side panels cannot fit beside the
 * centre's minimum, the left panel gives way (the right one is the view just opened).
 */
export function normaliseSizes(sizes: PanelSizes, rightOpen: boolean): PanelSizes {
  const right = clamp(
    Number.isFinite(sizes.right) ? sizes.right : DEFAULT_SIZES.right,
    PANEL_SIZES.right.min,
    PANEL_SIZES.right.max,
  );
  const leftRoom = 100 - PANEL_SIZES.centre.min - (rightOpen ? right : 0);
  const left = clamp(
    Number.isFinite(sizes.left) ? sizes.left : DEFAULT_SIZES.left,
    PANEL_SIZES.left.min,
    Math.min(PANEL_SIZES.left.max, leftRoom),
  );
  return { left, right };
}

/** Sets one panel's size within its current limits. */
export function resizePanel(panel: Panel, value: number, sizes: PanelSizes, rightOpen: boolean): PanelSizes {
  const { min, max } = limitsOf(panel, sizes, rightOpen);
  return { ...sizes, [panel]: clamp(value, min, max) };
}

/**
 * The keyboard on a separator (WAI-ARIA window splitter): arrows step by 10 percent, 100 with Shift
 * (so to the limit); Home and End go to the limits. The arrow pointing away from the panel's side
 * grows it, so the keys follow the screen in right-to-left layouts too. Null: not a resize key.
 */
export function resizeByKey(
  panel: Panel,
  key: string,
  shift: boolean,
  sizes: PanelSizes,
  rightOpen: boolean,
  direction: "ltr" | "rtl",
): PanelSizes | null {
  const { min, max } = limitsOf(panel, sizes, rightOpen);
  const step = shift ? 100 : 10;
  const towardsEnd = direction === "ltr" ? "ArrowRight" : "ArrowLeft";
  const towardsStart = direction === "ltr" ? "ArrowLeft" : "ArrowRight";
  const grow = panel === "left" ? towardsEnd : towardsStart;
  const shrink = panel === "left" ? towardsStart : towardsEnd;
  const current = sizes[panel];
  let next: number;
  if (key === grow) next = current + step;
  else if (key === shrink) next = current - step;
  else if (key === "Home") next = min;
  else if (key === "End") next = max;
  else return null;
  return resizePanel(panel, next, sizes, rightOpen);
}
