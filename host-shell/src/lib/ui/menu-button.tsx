import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styles from "./menu-button.module.css";

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
}

export interface MenuButtonProps {
  /** Accessible name of the button (it may show only an icon or an avatar). */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  /** The menu's content: MenuItem / MenuLink / MenuSeparator and plain `role="none"` rows. */
  menu: (close: () => void) => ReactNode;
  buttonClassName?: string;
  testId?: string;
  /** Called when the menu opens (e.g. to refresh what it shows). */
  onOpen?: () => void;
}

/**
 * A menu button per the WAI-ARIA pattern: Enter, Space or ArrowDown open it on the first item,
 * ArrowUp on the last; arrows, Home and End move between items; Escape closes it and puts the focus
 * back on the button; Tab and a click outside close it.
 */
export function MenuButton({ label, children, menu, buttonClassName, testId, onOpen }: MenuButtonProps) {
  const [open, setOpen] = useState<false | "first" | "last">(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  // Focus goes back to the button after the menu closed (an effect: refs are not touched in render).
  const [focusRequests, setFocusRequests] = useState(0);
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) setFocusRequests((n) => n + 1);
  };
  useEffect(() => {
    if (focusRequests > 0) buttonRef.current?.focus();
  }, [focusRequests]);

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menuRef.current);
    (open === "last" ? list.at(-1) : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openAt = (where: "first" | "last") => {
    onOpen?.();
    setOpen(where);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowUp" ? "last" : "first");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        move(index + 1);
        break;
      case "ArrowUp":
        move(index - 1);
        break;
      case "Home":
        move(0);
        break;
      case "End":
        move(list.length - 1);
        break;
      case "Escape":
        close();
        break;
      case "Tab":
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className={styles.wrapper}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => (open ? close(false) : openAt("first"))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {menu(() => close())}
        </div>
      )}
    </div>
  );
}

export function MenuItem({
  children,
  onSelect,
  testId,
  disabled,
}: {
  children: ReactNode;
  onSelect: () => void;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={styles.item}
      data-testid={testId}
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onSelect()}
    >
      {children}
    </button>
  );
}

/** A menu item that opens a page in a new tab. */
export function MenuLink({
  children,
  href,
  onSelect,
  testId,
}: {
  children: ReactNode;
  href: string;
  onSelect?: () => void;
  testId?: string;
}) {
  return (
    <a
      role="menuitem"
      tabIndex={-1}
      className={styles.item}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      onClick={onSelect}
    >
      {children}
    </a>
  );
}

export function MenuSeparator() {
  // Not role="separator": that role belongs to the panel resize handles of the layout.
  return <div role="none" className={styles.separator} />;
}
