import { useCallback } from "react";
import type { Model } from "@parley/shared-contracts/api/models";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";

/** The name a model shows: the built-in offline model is 'Offline demo', translated. */
export function useModelLabel(): (model: Pick<Model, "is_offline" | "display_name">) => string {
  const { t } = useConversationsTranslation();
  return useCallback((model) => (model.is_offline ? t("model.offline") : model.display_name), [t]);
}
