import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import { limitsOf, resizeByKey, resizePanel, type Panel, type PanelSizes } from "./panel-sizes.ts";
import styles from "./panel-layout.module.css";

export interface PanelSeparatorProps {
  panel: Panel;
  controls: string;
  label: string;
  sizes: PanelSizes;
  rightOpen: boolean;
  layoutRef: RefObject<HTMLElement | null>;
  onResize: (sizes: PanelSizes) => void;
}

function directionOf(element: Element | null): "ltr" | "rtl" {
  return element && getComputedStyle(element).direction === "rtl" ? "rtl" : "ltr";
}

/** A focusable window-splitter handle: drag it, or use the arrows, Shift+arrows, Home and End. */
export function PanelSeparator({
  panel,
  controls,
  label,
  sizes,
  rightOpen,
  layoutRef,
  onResize,
}: PanelSeparatorProps) {
  const dragging = useRef(false);
  const { min, max } = limitsOf(panel, sizes, rightOpen);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = resizeByKey(
      panel,
      event.key,
      event.shiftKey,
      sizes,
      rightOpen,
      directionOf(event.currentTarget),
    );
    if (!next) return;
    event.preventDefault();
    onResize(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const layout = layoutRef.current;
    if (!dragging.current || !layout) return;
    const rect = layout.getBoundingClientRect();
    const fromStart = ((event.clientX - rect.left) / rect.width) * 100;
    const startSide = (panel === "left") === (directionOf(layout) === "ltr");
    onResize(resizePanel(panel, startSide ? fromStart : 100 - fromStart, sizes, rightOpen));
  };

  const stop = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  };

  return (
    <div
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={label}
      aria-controls={controls}
      aria-valuenow={Math.round(sizes[panel])}
      aria-valuemin={Math.round(min)}
      aria-valuemax={Math.round(max)}
      className={styles.separator}
      data-testid={`layout.separator-${panel}`}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
    />
  );
}
