import {
  ConfirmDialog as KitConfirmDialog,
  type ConfirmDialogProps,
} from "@parley/ui-kit/ui/confirm-dialog.tsx";
import { useRoutinesTranslation } from "../../i18n/use-routines-translation.ts";

const TEST_IDS = {
  dialog: "routines.confirm",
  cancel: "routines.confirm-cancel",
  ok: "routines.confirm-ok",
};

/** "Are you sure?" before an action that cannot be undone (deleting a routine). */
export function ConfirmDialog(props: Omit<ConfirmDialogProps, "cancelLabel" | "testIds">) {
  const { t } = useRoutinesTranslation();
  return <KitConfirmDialog {...props} cancelLabel={t("action.cancel")} testIds={TEST_IDS} />;
}
