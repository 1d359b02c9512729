import {
  ConfirmDialog as KitConfirmDialog,
  type ConfirmDialogProps,
} from "@parley/ui-kit/ui/confirm-dialog.tsx";
import { useToolsTranslation } from "../../i18n/use-tools-translation.ts";

const TEST_IDS = {
  dialog: "tools.confirm",
  cancel: "tools.confirm-cancel",
  ok: "tools.confirm-ok",
};

/** "Are you sure?" before an action that cannot be undone (deleting a tool). */
export function ConfirmDialog(props: Omit<ConfirmDialogProps, "cancelLabel" | "testIds">) {
  const { t } = useToolsTranslation();
  return <KitConfirmDialog {...props} cancelLabel={t("action.cancel")} testIds={TEST_IDS} />;
}
