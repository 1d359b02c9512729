import { readJson, writeJson } from "../../lib/browser/storage.ts";
import { TOURS, type TourId } from "./tours.ts";

/** Local storage key of the walkthrough progress (docs/product/shell.md § Browser storage). */
export const TOUR_PROGRESS_KEY = "parley_tour_progress";

export interface TourProgress {
  /** The step the user was on (0-based). */
  step: number;
  /** Finished with Done at least once. */
  done: boolean;
}

type Stored = Partial<Record<TourId, TourProgress>>;

export function readTourProgress(tour: TourId): TourProgress | null {
  const entry = readJson<Stored>(TOUR_PROGRESS_KEY, {})[tour];
  if (!entry || typeof entry.step !== "number" || typeof entry.done !== "boolean") return null;
  return entry;
}

export function writeTourProgress(tour: TourId, progress: TourProgress): void {
  const stored = readJson<Stored>(TOUR_PROGRESS_KEY, {});
  writeJson(TOUR_PROGRESS_KEY, { ...(typeof stored === "object" && stored ? stored : {}), [tour]: progress });
}

/**
 * Where a started tour begins: where the user left it when it was closed part-way, else at the
 * first step (never finished, or finished and started again).
 */
export function startingStep(tour: TourId): number {
  const progress = readTourProgress(tour);
  const last = TOURS[tour].steps.length - 1;
  if (!progress || progress.done) return 0;
  return Math.min(Math.max(0, Math.floor(progress.step)), last);
}
