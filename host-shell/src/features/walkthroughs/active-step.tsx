import { useEffect, useMemo } from "react";
import i18next from "i18next";
import { WALKTHROUGH_STEP_DELAY_MS } from "@parley/shared-contracts/constants";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import { useLanguage } from "../../i18n/use-shell-translation.ts";
import type { Running } from "./running-tour.ts";
import { writeTourProgress } from "./tour-progress.ts";
import { TOURS } from "./tours.ts";
import { useStepTarget } from "./use-step-target.ts";
import { WalkthroughPopover } from "./walkthrough-popover.tsx";
import { WALKTHROUGHS_NS } from "./walkthrough-i18n.ts";

/** One step of a running tour: its popover at the step's target, and the clicks and keys that move it. */
export function ActiveStep({
  bus,
  running,
  onMove,
  onClose,
}: {
  bus: ParleyEventBus;
  running: Running;
  onMove: (delta: 1 | -1, byTargetClick?: boolean) => void;
  onClose: () => void;
}) {
  const language = useLanguage();
  const tour = TOURS[running.tour];
  const step = tour.steps[running.step]!;
  const target = useStepTarget(step, `${tour.id}:${step.id}`);
  const t = useMemo(() => i18next.getFixedT(language, WALKTHROUGHS_NS), [language]);
  const element = target.element;

  useEffect(() => {
    writeTourProgress(tour.id, { step: running.step, done: false });
  }, [tour.id, running.step]);

  // The panel the step's target lives in opens with the step.
  useEffect(() => {
    if (step.panel !== undefined) bus.emit("panel.opened", { panel: step.panel });
  }, [bus, step.panel]);

  // Nothing to show here (no download configured): on to the next step the way the tour was going.
  const skip = target.skip;
  const direction = running.direction ?? 1;
  useEffect(() => {
    if (skip) onMove(direction);
  }, [skip, direction, onMove]);

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
  if (skip) return null;
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
