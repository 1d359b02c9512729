import { useCallback, useEffect, useRef, useState } from "react";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import { useLanguage } from "../../i18n/use-shell-translation.ts";
import type { Running } from "./running-tour.ts";
import { startingStep, writeTourProgress } from "./tour-progress.ts";
import { isTourId, TOURS } from "./tours.ts";
import { ensureWalkthroughMessages } from "./walkthrough-i18n.ts";
import type { ActiveStep as ActiveStepType } from "./active-step.tsx";

// The step's popover, its placement and target finding load with the tour's texts, when a tour
// starts: no page needs them on its first screen.
const loadActiveStep = () => import("./active-step.tsx");
// The step's component is kept in state once loaded, not rendered through React.lazy: a resolved
// Suspense fallback waits out React's throttle, about 300 ms (docs/benchmarks.md, session 16).
type ActiveStepComponent = typeof ActiveStepType;

/**
 * Runs the guided walkthroughs (docs/product/shell.md § Guided walkthroughs). Any part of the app starts one
 * with the bus event `walkthrough.started` (the Help menu does). Progress is kept in local storage;
 * a click on a step's target advances after WALKTHROUGH_STEP_DELAY_MS; Escape closes and the
 * focus goes back where it was before the tour.
 */
export function WalkthroughHost({ bus }: { bus: ParleyEventBus }) {
  const language = useLanguage();
  const [running, setRunning] = useState<Running | null>(null);
  const [loadedLanguage, setLoadedLanguage] = useState<string | null>(null);
  const [ActiveStep, setActiveStep] = useState<ActiveStepComponent | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let capture: ReturnType<typeof setTimeout> | undefined;
    const off = bus.on("walkthrough.started", ({ tour }) => {
      if (!isTourId(tour)) return;
      setRunning({ tour, step: startingStep(tour), byTargetClick: false });
      // Where the focus goes back to: read once the click that started the tour has settled (a
      // menu item that started it is gone by then and its menu button has the focus).
      clearTimeout(capture);
      capture = setTimeout(() => {
        const active = document.activeElement;
        if (
          active instanceof HTMLElement &&
          active !== document.body &&
          !active.closest("[data-walkthrough]")
        )
          returnFocus.current = active;
      }, 0);
    });
    return () => {
      off();
      clearTimeout(capture);
    };
  }, [bus]);

  // The texts of the active language, loaded when a tour runs (and again after a language switch).
  useEffect(() => {
    if (running === null) return;
    let current = true;
    void Promise.all([ensureWalkthroughMessages(language), loadActiveStep()]).then(([, module]) => {
      if (!current) return;
      setActiveStep(() => module.ActiveStep);
      setLoadedLanguage(language);
    });
    return () => {
      current = false;
    };
  }, [running, language]);

  const close = useCallback(() => {
    setRunning(null);
    const previous = returnFocus.current;
    returnFocus.current = null;
    // A menu item that started the tour is gone by now: its menu button stands in for it.
    if (previous?.isConnected) previous.focus();
  }, []);

  const runningRef = useRef(running);
  useEffect(() => {
    runningRef.current = running;
  }, [running]);

  const go = useCallback((delta: 1 | -1, byTargetClick = false) => {
    const current = runningRef.current;
    if (current === null) return;
    const step = current.step + delta;
    if (step < 0) return;
    if (step >= TOURS[current.tour].steps.length) {
      writeTourProgress(current.tour, { step: 0, done: true });
      setRunning(null);
      return;
    }
    setRunning({ tour: current.tour, step, byTargetClick, direction: delta });
  }, []);

  // Leaving with Done or after the last target click also gives the focus back.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (running === null && wasRunning.current) close();
    wasRunning.current = running !== null;
  }, [running, close]);

  if (running === null || loadedLanguage !== language || ActiveStep === null) return null;
  return (
    <ActiveStep
      key={`${running.tour}:${running.step}`}
      bus={bus}
      running={running}
      onMove={go}
      onClose={close}
    />
  );
}
