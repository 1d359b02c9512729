import {
  ConfirmDialog as KitConfirmDialog,
  type ConfirmDialogProps,
} from "@parley/ui-kit/ui/confirm-dialog.tsx";
import { useCollaborationTranslation } from "../../i18n/use-collaboration-translation.ts";

const TEST_IDS = {
  dialog: "collaboration.confirm",
  cancel: "collaboration.confirm-cancel",
  ok: "collaboration.confirm-ok",
};

/** "Are you sure?" before an action that takes access away (stop collaboration, leave). */
export function ConfirmDialog(props: Omit<ConfirmDialogProps, "cancelLabel" | "testIds">) {
  const { t } = useCollaborationTranslation();
  return <KitConfirmDialog {...props} cancelLabel={t("action.cancel")} testIds={TEST_IDS} />;
}
