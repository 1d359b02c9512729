import {
  ConfirmDialog as KitConfirmDialog,
  type ConfirmDialogProps,
} from "@parley/ui-kit/ui/confirm-dialog.tsx";
import { useConversationsTranslation } from "../../i18n/use-conversations-translation.ts";

/** "Are you sure?" for deleting messages and conversations (the kit's dialog with our Cancel). */
export function ConfirmDialog(props: Omit<ConfirmDialogProps, "cancelLabel">) {
  const { t } = useConversationsTranslation();
  return <KitConfirmDialog {...props} cancelLabel={t("action.cancel")} />;
}
