export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  top: number;
  left: number;
  side: "below" | "above" | "centre";
}

/** Space between the target and the popover, and the least distance to the viewport's edges. */
export const GAP = 12;
export const MARGIN = 8;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Where the popover goes: below the target when it fits, else above, else over the page's centre
 * (also when there is no target). Horizontally it starts at the target's start edge (the right
 * edge in right-to-left) and is kept inside the viewport.
 */
export function placePopover(
  target: Box | null,
  popover: { width: number; height: number },
  viewport: { width: number; height: number },
  rtl: boolean,
): Placement {
  const centre: Placement = {
    top: Math.max(MARGIN, (viewport.height - popover.height) / 2),
    left: Math.max(MARGIN, (viewport.width - popover.width) / 2),
    side: "centre",
  };
  if (target === null) return centre;
  const start = rtl ? target.left + target.width - popover.width : target.left;
  const left = clamp(start, MARGIN, viewport.width - popover.width - MARGIN);
  const below = target.top + target.height + GAP;
  if (below + popover.height <= viewport.height - MARGIN) return { top: below, left, side: "below" };
  const above = target.top - GAP - popover.height;
  if (above >= MARGIN) return { top: above, left, side: "above" };
  return centre;
}
