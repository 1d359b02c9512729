import { useRef } from "react";
import type { NavigationFailure } from "@parley/shared-contracts/navigation-info";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { useShellPageTranslation } from "../../i18n/page-texts.ts";

/** Why the navigation a failed record describes did not end where it was meant to. */
export function NavigationFailedDialog({
  reason,
  onClose,
}: {
  reason: NavigationFailure;
  onClose: () => void;
}) {
  const { t, ready } = useShellPageTranslation();
  const ok = useRef<HTMLButtonElement>(null);
  // Its texts load on demand (i18n/page-texts.ts): the dialog opens once they are here.
  if (!ready) return null;
  return (
    <Dialog title={t("navigationInfo.title")} onClose={onClose} initialFocus={ok} testId="navigation-info">
      <p className={dialog.body} data-testid="navigation-info.message">
        {reason === "snapshot_unavailable"
          ? t("navigationInfo.snapshotUnavailable")
          : t("navigationInfo.unavailable")}
      </p>
      <div className={dialog.actions}>
        <button
          ref={ok}
          type="button"
          className={`${button.button} ${button.primary}`}
          onClick={onClose}
          data-testid="navigation-info.ok"
        >
          {t("navigationInfo.close")}
        </button>
      </div>
    </Dialog>
  );
}
