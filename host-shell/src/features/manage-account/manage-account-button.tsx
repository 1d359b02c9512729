import { useEffect, useRef, useState } from "react";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import { openAdminSite } from "./open-admin-site.ts";

/**
 * Runs the permission check and the admin-site opening; a refusal shows the catalogue's toast. Remotes ask
 * for the same through the bus (`admin-site.open-requested`: the chat box's 'No model available' notice).
 */
export function useManageAccount(api: ApiFetch, bus: ParleyEventBus): { pending: boolean; run: () => void } {
  const { t, language } = useShellTranslation();
  const [pending, setPending] = useState(false);
  const open = (page?: "models") => {
    if (pending) return;
    setPending(true);
    void openAdminSite({ api, language, page })
      .then((result) => {
        if (result === "refused")
          bus.emit("toast.shown", { kind: "error", message: t("common:manage.refused") });
      })
      .finally(() => setPending(false));
  };
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  // Synchronous with the emitter's click, so the tab opens inside it (no pop-up block).
  useEffect(() => bus.on("admin-site.open-requested", ({ page }) => latest.current(page)), [bus]);
  return { pending, run: () => open() };
}

export interface ManageAccountButtonProps {
  manage: { pending: boolean; run: () => void };
  className?: string;
}

/** The top bar's Manage account button (owners and admins only: the caller decides whether to render it). */
export function ManageAccountButton({ manage, className }: ManageAccountButtonProps) {
  const { t } = useShellTranslation();
  return (
    <button
      type="button"
      className={className}
      aria-busy={manage.pending || undefined}
      data-testid="nav.manage-account"
      onClick={manage.run}
    >
      {t("nav.manageAccount")}
      <span className="visually-hidden"> ({t("nav.opensInNewTab")})</span>
    </button>
  );
}
