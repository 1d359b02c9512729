import { useEffect, useState } from "react";
import { boxOf, findTarget, sameBox } from "./find-target.ts";
import type { Box } from "./place-popover.ts";
import type { TourStep } from "./tours.ts";

/** How long a step looks for its target (it may be rendered by a remote still loading) before centring. */
export const TARGET_WAIT_MS = 600;
const POLL_MS = 100;

export interface StepTarget {
  element: HTMLElement | null;
  box: Box | null;
  /** Still looking: the popover waits instead of jumping to the centre and back. */
  searching: boolean;
  /** The page says this step has nothing to point at (its `skipWhen`). */
  skip: boolean;
}

/**
 * The element a step points at and where it is on screen, followed while the step shows (layout
 * changes, scrolling, a remote that renders later, an element that is replaced). A folded section that
 * hides it (the step's `reveal`) is opened once.
 */
export function useStepTarget(step: TourStep, stepKey: string): StepTarget {
  const [target, setTarget] = useState<StepTarget>({
    element: null,
    box: null,
    searching: true,
    skip: false,
  });

  useEffect(() => {
    const started = Date.now();
    let element: HTMLElement | null = null;
    let scrolled = false;
    let revealed = false;
    const update = () => {
      if (element === null || !element.isConnected) element = findTarget(step.targets);
      if (element === null && step.skipWhen !== undefined && findTarget([step.skipWhen]) !== null) {
        setTarget((current) => (current.skip ? current : { ...current, skip: true }));
        return;
      }
      if (element === null && !revealed && step.reveal !== undefined) {
        const folded = findTarget([step.reveal]);
        if (folded !== null) {
          revealed = true;
          folded.click();
        }
      }
      if (element && !scrolled) {
        scrolled = true;
        element.scrollIntoView?.({ block: "nearest", inline: "nearest" });
      }
      const box = element ? boxOf(element) : null;
      const searching = element === null && Date.now() - started < TARGET_WAIT_MS;
      setTarget((current) =>
        current.element === element && current.searching === searching && sameBox(current.box, box)
          ? current
          : { element, box, searching, skip: false },
      );
    };
    update();
    const timer = setInterval(update, POLL_MS);
    window.addEventListener("resize", update);
    window.addEventListener("scroll", update, true);
    return () => {
      clearInterval(timer);
      window.removeEventListener("resize", update);
      window.removeEventListener("scroll", update, true);
    };
    // The step's selectors belong to it: stepKey names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepKey]);

  return target;
}
