import type { TourId } from "./tours.ts";

/** The tour on screen and its step. */
export interface Running {
  tour: TourId;
  step: number;
  /** The last change came from a click on the page's target (the focus stays where the user put it). */
  byTargetClick: boolean;
  /** Which way the tour last moved: a step with nothing to show is skipped the same way. */
  direction?: 1 | -1;
}
