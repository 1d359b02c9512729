import button from "@parley/ui-kit/ui/button.module.css";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { useCollaborationTranslation } from "../../../i18n/use-collaboration-translation.ts";

/**
 * The collaboration button of a conversation that does not exist yet (no message sent): there is
 * nothing to share, so it says what makes it possible instead of doing nothing.
 */
export function UnsavedNotice({ onClose }: { onClose: () => void }) {
  const { t } = useCollaborationTranslation();
  return (
    <Dialog title={t("controls.open")} onClose={onClose} testId="collaboration.unsaved">
      <p className={dialog.body}>{t("controls.sendFirst")}</p>
      <div className={dialog.actions}>
        <button type="button" className={`${button.button} ${button.primary}`} onClick={onClose}>
          {t("action.close")}
        </button>
      </div>
    </Dialog>
  );
}
