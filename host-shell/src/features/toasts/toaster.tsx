import { useEffect, useState } from "react";
import type { ParleyEventBus, ParleyEvents } from "@parley/shared-contracts/events";
import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import styles from "./toaster.module.css";

type Toast = ParleyEvents["toast.shown"] & { id: number };

/** How long a toast stays; errors stay longer. */
const DURATION_MS = { success: 5000, info: 6000, warning: 8000, error: 10000 } as const;
const MAX_VISIBLE = 4;

/** Shows the bus's `toast.shown` events (messages arrive translated) in a live region. */
export function Toaster({ bus }: { bus: ParleyEventBus }) {
  const { t } = useShellTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    let nextId = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const off = bus.on("toast.shown", (toast) => {
      const id = ++nextId;
      setToasts((current) => [...current, { ...toast, id }].slice(-MAX_VISIBLE));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((current) => current.filter((item) => item.id !== id));
      }, DURATION_MS[toast.kind]);
      timers.add(timer);
    });
    return () => {
      off();
      timers.forEach(clearTimeout);
    };
  }, [bus]);

  const dismiss = (id: number) => setToasts((current) => current.filter((item) => item.id !== id));

  return (
    <div className={styles.region} aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={styles.toast}
          data-kind={toast.kind}
          role={toast.kind === "error" ? "alert" : "status"}
          data-testid="toast"
        >
          <p className={styles.message}>{toast.message}</p>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t("toast.dismiss")}
            onClick={() => dismiss(toast.id)}
          >
            <svg
              width="14"
              height="14"
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path d="m4 4 8 8M12 4l-8 8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
