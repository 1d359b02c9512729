import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { placePopover, type Placement } from "./place-popover.ts";
import type { TourStep } from "./tours.ts";
import type { StepTarget } from "./use-step-target.ts";
import styles from "./walkthroughs.module.css";

export interface WalkthroughPopoverProps {
  step: TourStep;
  index: number;
  total: number;
  target: StepTarget;
  texts: {
    title: string;
    body: string;
    progress: string;
    next: string;
    back: string;
    done: string;
    close: string;
  };
  onNext: () => void;
  onBack: () => void;
  onClose: () => void;
  /** Move the focus into the popover when the step shows (not after a click on the page's target). */
  takeFocus: boolean;
}

/** Padding of the spotlight around its target. */
const SPOTLIGHT_PAD = 6;

/**
 * One step on screen: a dimmed page with a spotlight on the target (clicks still reach the page:
 * clicking the target is how a step advances) and a non-modal dialog next to it.
 */
export function WalkthroughPopover(props: WalkthroughPopoverProps) {
  const { target, index, total, texts } = props;
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [placement, setPlacement] = useState<Placement | null>(null);
  const last = index === total - 1;

  useLayoutEffect(() => {
    const popover = ref.current;
    if (!popover) return;
    const rtl = document.documentElement.dir === "rtl";
    const next = placePopover(
      target.box,
      { width: popover.offsetWidth, height: popover.offsetHeight },
      { width: window.innerWidth, height: window.innerHeight },
      rtl,
    );
    setPlacement((current) =>
      current && current.top === next.top && current.left === next.left && current.side === next.side
        ? current
        : next,
    );
  }, [target.box, index]);

  // Hidden while a missing target is still looked for (it would otherwise jump from the centre).
  const visible = placement !== null && !target.searching;
  const { takeFocus } = props;
  useEffect(() => {
    if (!takeFocus || !visible) return;
    // After the click that started the tour has settled (a menu returns the focus to its button first).
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [index, takeFocus, visible]);

  const box = target.box;
  return createPortal(
    <div className={styles.layer} data-testid="walkthrough.layer" data-walkthrough="">
      {box ? (
        <div
          className={styles.spotlight}
          data-testid="walkthrough.spotlight"
          style={{
            top: box.top - SPOTLIGHT_PAD,
            left: box.left - SPOTLIGHT_PAD,
            width: box.width + SPOTLIGHT_PAD * 2,
            height: box.height + SPOTLIGHT_PAD * 2,
          }}
        />
      ) : (
        <div className={styles.backdrop} />
      )}
      <div
        ref={ref}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={styles.popover}
        data-testid="walkthrough"
        data-step={props.step.id}
        data-side={placement?.side ?? "centre"}
        style={
          visible ? { top: placement.top, left: placement.left } : { top: 0, left: 0, visibility: "hidden" }
        }
      >
        <div className={styles.header}>
          <p className={styles.progress} data-testid="walkthrough.progress">
            {texts.progress}
          </p>
          <button
            type="button"
            className={styles.close}
            aria-label={texts.close}
            data-testid="walkthrough.close"
            onClick={props.onClose}
          >
            <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <h2 id={titleId} className={styles.title} data-testid="walkthrough.title">
          {texts.title}
        </h2>
        <p id={bodyId} className={styles.body}>
          {texts.body}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            disabled={index === 0}
            data-testid="walkthrough.back"
            onClick={props.onBack}
          >
            {texts.back}
          </button>
          <button
            type="button"
            className={styles.primary}
            data-testid="walkthrough.next"
            onClick={props.onNext}
          >
            {last ? texts.done : texts.next}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
