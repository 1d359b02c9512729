import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import i18next from "i18next";
import { WALKTHROUGH_STEP_DELAY_MS } from "@parley/shared-contracts/constants";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import { useLanguage } from "../../i18n/use-shell-translation.ts";
import { startingStep, writeTourProgress } from "./tour-progress.ts";
import { isTourId, TOURS, type TourId } from "./tours.ts";
import { useStepTarget } from "./use-step-target.ts";
import { WalkthroughPopover } from "./walkthrough-popover.tsx";
import { ensureWalkthroughMessages, WALKTHROUGHS_NS } from "./walkthrough-i18n.ts";

interface Running {
  tour: TourId;
  step: number;
  /** The last change came from a click on the page's target (the focus stays where the user put it). */
  byTargetClick: boolean;
}

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
    void ensureWalkthroughMessages(language).then(() => {
      if (current) setLoadedLanguage(language);
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
    setRunning({ tour: current.tour, step, byTargetClick });
  }, []);

  // Leaving with Done or after the last target click also gives the focus back.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (running === null && wasRunning.current) close();
    wasRunning.current = running !== null;
  }, [running, close]);

  if (running === null || loadedLanguage !== language) return null;
  return <ActiveStep key={`${running.tour}:${running.step}`} running={running} onMove={go} onClose={close} />;
}

function ActiveStep({
  running,
  onMove,
  onClose,
}: {
  running: Running;
  onMove: (delta: 1 | -1, byTargetClick?: boolean) => void;
  onClose: () => void;
}) {
  const language = useLanguage();
  const tour = TOURS[running.tour];
  const step = tour.steps[running.step]!;
  const target = useStepTarget(step.targets, `${tour.id}:${step.id}`);
  const t = useMemo(() => i18next.getFixedT(language, WALKTHROUGHS_NS), [language]);
  const element = target.element;

  useEffect(() => {
    writeTourProgress(tour.id, { step: running.step, done: false });
  }, [tour.id, running.step]);

  // A click on the target (or inside it) moves on shortly after, once the page has reacted to it.
  useEffect(() => {
    if (element === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      if (timer === undefined && event.target instanceof Node && element.contains(event.target))
        timer = setTimeout(() => onMove(1, true), WALKTHROUGH_STEP_DELAY_MS);
    };
    document.addEventListener("click", onClick, true);
    return () => {
      document.removeEventListener("click", onClick, true);
      clearTimeout(timer);
    };
  }, [element, onMove]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A menu or dialog of the page that handled Escape itself keeps the tour open.
      if (event.key === "Escape" && !event.defaultPrevented) onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  const key = `${tour.id}.${step.id}`;
  return (
    <WalkthroughPopover
      step={step}
      index={running.step}
      total={tour.steps.length}
      target={target}
      takeFocus={!running.byTargetClick}
      texts={{
        title: t(`${key}.title`),
        body: t(`${key}.body`),
        progress: t("controls.progress", { current: running.step + 1, total: tour.steps.length }),
        next: t("controls.next"),
        back: t("controls.back"),
        done: t("controls.done"),
        close: t("controls.close"),
      }}
      onNext={() => onMove(1)}
      onBack={() => onMove(-1)}
      onClose={onClose}
    />
  );
}
