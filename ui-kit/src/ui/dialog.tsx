import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import styles from "./dialog.module.css";

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The modal dialog opened last (portals append to <body> in the order they open) holds the focus. */
function isTopmostModal(panel: HTMLElement): boolean {
  const modals = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  return modals[modals.length - 1] === panel;
}

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** What gets focus first (defaults to the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  testId?: string;
  /** A wider panel (560 px instead of 420 px) for dialogs with more content or three actions. */
  wide?: boolean;
}

/**
 * A modal dialog: focus moves in and stays in (Tab cycles), Escape and a click on the backdrop
 * close it, and focus returns to what had it before. Rendered into <body> so no panel clips it.
 */
export function Dialog({ title, onClose, children, initialFocus, testId, wide }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // In the commit that shows the dialog, not after the paint: a dialog loaded on demand appears outside
  // any event, and a key pressed in between would still go to the page behind it.
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const takeFocus = () => {
      const first = initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? panel.current)?.focus();
    };
    takeFocus();
    // The page behind may move the focus after the dialog took it (the chat box refocuses its field when
    // a send settles, and a tool's permission dialog may have opened meanwhile): while this is the
    // topmost modal dialog, the focus comes back in, so Escape and typing reach the dialog.
    const onFocusIn = (event: FocusEvent) => {
      const own = panel.current;
      if (own === null || !(event.target instanceof Node) || own.contains(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"][aria-modal="true"]'))
        return;
      if (!isTopmostModal(own)) return;
      takeFocus();
    };
    document.addEventListener("focusin", onFocusIn);
    return () => {
      // Removed before the focus goes back, or the closing dialog would take it again.
      document.removeEventListener("focusin", onFocusIn);
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const firstItem = items[0];
    const lastItem = items.at(-1);
    if (!firstItem || !lastItem) return;
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div
        ref={panel}
        className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
