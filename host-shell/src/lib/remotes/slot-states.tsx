import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import { RemoteContractError } from "./remote-errors.ts";
import styles from "./parcel-slot.module.css";

export function SlotLoading() {
  const { t } = useShellTranslation();
  return (
    <div className={styles.state} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t("slot.loading")}</span>
    </div>
  );
}

/** A part of the product this workspace does not have yet: quiet, not an error. */
export function SlotUnavailable() {
  const { t } = useShellTranslation();
  return (
    <div className={styles.state} data-testid="remote-slot.unavailable">
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        aria-hidden="true"
      >
        <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
        <path d="M3.5 9h17M8 13.5h8M8 16.5h5" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{t("slot.unavailable.title")}</p>
      <p className={styles.message}>{t("slot.unavailable.body")}</p>
    </div>
  );
}

/** The error panel of a slot whose remote failed; the rest of the shell keeps working. */
export function RemoteErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useShellTranslation();
  const message =
    error instanceof RemoteContractError
      ? t("common:remote.incompatible", { needed: error.needed, current: error.current })
      : t("common:remote.failed");
  return (
    <div className={styles.state}>
      <div className={`${styles.state} ${styles.panel}`} role="alert" data-testid="remote-error.panel">
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M12 3.5 2.8 19.5h18.4z" strokeLinejoin="round" />
          <path d="M12 10v4.2M12 16.8v.2" strokeLinecap="round" />
        </svg>
        <p className={styles.message}>{message}</p>
        <button type="button" className={styles.retry} onClick={onRetry} data-testid="remote-error.retry">
          {t("common:remote.retry")}
        </button>
      </div>
    </div>
  );
}
