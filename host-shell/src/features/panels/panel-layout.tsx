import { useEffect, useRef, type CSSProperties, type ReactNode } from "react";
import { BREAKPOINTS } from "@parley/shared-contracts/constants";
import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import { useMediaQuery } from "../../lib/ui/use-media-query.ts";
import { PanelSeparator } from "./panel-separator.tsx";
import { usePanelSizes } from "./use-panel-sizes.ts";
import styles from "./panel-layout.module.css";

export interface PanelLayoutProps {
  left: ReactNode;
  centre: ReactNode;
  /** The right panel's content, or null when no right-panel view is selected. */
  right: ReactNode | null;
  onCloseRight: () => void;
  /** Narrow screens only: whether the left drawer is open. */
  leftOpen: boolean;
  onLeftOpenChange: (open: boolean) => void;
}

/** Clicks on these inside a drawer mean "I picked something": the drawer collapses. */
const PICKS = "a[href], button, [role='option'], [role='treeitem'], [role='menuitem'], [role='link']";

/**
 * The main layout's three resizable columns (docs/product/shell.md § Main layout): left panel (20%, 15–50),
 * centre (at least 30%), right panel (21%, 21–50) when a view is selected. Up to 1056 px the right
 * panel, and up to 672 px the left one, become drawers over the centre that collapse when clicked.
 */
export function PanelLayout({
  left,
  centre,
  right,
  onCloseRight,
  leftOpen,
  onLeftOpenChange,
}: PanelLayoutProps) {
  const { t } = useShellTranslation();
  const rightOpen = right !== null;
  const { sizes, setSizes } = usePanelSizes(rightOpen);
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.md}px)`);
  const medium = useMediaQuery(`(max-width: ${BREAKPOINTS.lg}px)`);
  const layoutRef = useRef<HTMLDivElement>(null);
  const leftRef = useRef<HTMLElement>(null);
  const rightRef = useRef<HTMLElement>(null);

  // Parcels are separate React roots, so a native listener sees their clicks.
  useEffect(() => {
    const drawers: [HTMLElement | null, boolean, () => void][] = [
      [leftRef.current, narrow, () => onLeftOpenChange(false)],
      [rightRef.current, medium, onCloseRight],
    ];
    const cleanups = drawers.map(([element, isDrawer, collapse]) => {
      if (!element || !isDrawer) return () => {};
      const onClick = (event: MouseEvent) => {
        if ((event.target as Element).closest(PICKS)) collapse();
      };
      element.addEventListener("click", onClick);
      return () => element.removeEventListener("click", onClick);
    });
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [narrow, medium, onLeftOpenChange, onCloseRight, rightOpen]);

  const style = { "--left-size": `${sizes.left}%`, "--right-size": `${sizes.right}%` } as CSSProperties;
  const closeDrawers = () => {
    if (narrow) onLeftOpenChange(false);
    if (medium && rightOpen) onCloseRight();
  };

  return (
    <div
      ref={layoutRef}
      className={styles.layout}
      style={style}
      data-right-open={rightOpen || undefined}
      data-left-open={(narrow && leftOpen) || undefined}
    >
      <aside
        ref={leftRef}
        id="layout-left-panel"
        className={styles.left}
        aria-label={t("layout.leftPanel")}
        data-open={leftOpen || undefined}
        data-testid="layout.left-panel"
      >
        {left}
      </aside>
      {!narrow && (
        <PanelSeparator
          panel="left"
          controls="layout-left-panel"
          label={t("layout.resizeLeft")}
          sizes={sizes}
          rightOpen={rightOpen}
          layoutRef={layoutRef}
          onResize={setSizes}
        />
      )}
      <main id="main" className={styles.centre} tabIndex={-1} data-testid="layout.centre">
        {centre}
      </main>
      <button
        type="button"
        className={styles.backdrop}
        tabIndex={-1}
        aria-hidden="true"
        onClick={closeDrawers}
      />
      {rightOpen && !medium && (
        <PanelSeparator
          panel="right"
          controls="layout-right-panel"
          label={t("layout.resizeRight")}
          sizes={sizes}
          rightOpen
          layoutRef={layoutRef}
          onResize={setSizes}
        />
      )}
      {rightOpen && (
        <aside
          ref={rightRef}
          id="layout-right-panel"
          className={styles.right}
          aria-label={t("layout.rightPanel")}
          data-testid="layout.right-panel"
          // The panel's own header has its close button (spec); Escape closes it from anywhere inside,
          // also when its remote failed to load and only the error panel shows.
          onKeyDown={(event) => {
            if (event.key === "Escape" && !event.defaultPrevented) onCloseRight();
          }}
        >
          {right}
        </aside>
      )}
    </div>
  );
}
