import { useEffect } from "react";
import type { RemoteFailureReport } from "@parley/shared-contracts/api/remotes";
import type { ShellProps } from "@parley/shared-contracts/shell";
import { useAccountTranslation } from "../../i18n/use-account-translation.ts";
import button from "./button.module.css";
import styles from "./parcel-crash.module.css";

/**
 * What a parcel shows when its React tree throws (single-spa-react's errorBoundary), instead of
 * an empty slot; the failure goes to the server log like a failed remote load.
 */
export function ParcelCrash({ error, shell, module }: { error: Error; shell: ShellProps; module: string }) {
  const { t } = useAccountTranslation();
  useEffect(() => {
    const report: RemoteFailureReport = {
      remote: "mf_account",
      module,
      phase: "mount",
      message: error.message.slice(0, 2000),
      path: shell.location.pathname,
    };
    shell
      .api("/api/v1/remotes/errors", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(report),
      })
      .catch(() => undefined);
  }, [error, module, shell]);
  return (
    <div className={styles.crash} role="alert">
      <p>{t("parcel.crashed")}</p>
      <button
        type="button"
        className={`${button.button} ${button.secondary}`}
        onClick={() => location.reload()}
      >
        {t("parcel.reload")}
      </button>
    </div>
  );
}
