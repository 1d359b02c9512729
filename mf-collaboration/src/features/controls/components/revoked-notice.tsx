import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { useCollaborationTranslation } from "../../../i18n/use-collaboration-translation.ts";

/** Shown on a collaborator's open page when the owner stopped collaboration: access is gone. */
export function RevokedNotice() {
  const { navigate } = useShell();
  const { t } = useCollaborationTranslation();
  const leave = () => navigate("/conversations/new", { replace: true });
  return (
    <Dialog title={t("revoked.title")} onClose={leave} testId="collaboration.revoked">
      <p className={dialog.body} role="alert">
        {t("revoked.message")}
      </p>
      <div className={dialog.actions}>
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          onClick={leave}
          data-testid="collaboration.revoked-ok"
        >
          {t("revoked.ok")}
        </button>
      </div>
    </Dialog>
  );
}
