import type { Box } from "./place-popover.ts";

function isShown(element: HTMLElement): boolean {
  if (!element.isConnected || element.closest("[hidden], [inert]")) return false;
  // checkVisibility: display none, visibility hidden, content-visibility; absent in older engines.
  return typeof element.checkVisibility === "function" ? element.checkVisibility() : true;
}

/** The first shown element matching one of the selectors, in their order of preference. */
export function findTarget(selectors: readonly string[], root: ParentNode = document): HTMLElement | null {
  for (const selector of selectors) {
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      if (isShown(element)) return element;
    }
  }
  return null;
}

export function boxOf(element: HTMLElement): Box {
  const rect = element.getBoundingClientRect();
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

export function sameBox(a: Box | null, b: Box | null): boolean {
  if (a === null || b === null) return a === b;
  return a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;
}
