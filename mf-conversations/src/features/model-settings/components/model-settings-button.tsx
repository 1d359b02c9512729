import { useEffect } from "react";
import type { Model } from "@parley/shared-contracts/api/models";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import { SlidersIcon } from "./sliders-icon.tsx";
import { useModelSettingsTranslation } from "../hooks/use-model-settings-translation.ts";
import { useSelectedModel } from "../state/selected-model.ts";

/**
 * The model icon beside the dropdown: opens the model settings sidebar (right-panel view
 * 'model-settings'). It also keeps the sidebar on the chat box's model as the choice changes.
 */
export function ModelSettingsButton({ model }: { model: Model | null }) {
  const { bus } = useShell();
  const { t } = useModelSettingsTranslation();
  const select = useSelectedModel((state) => state.select);

  useEffect(() => {
    select(model ? { id: model.id, name: model.name, display_name: model.display_name } : null);
  }, [model, select]);

  return (
    <button
      type="button"
      className={button.icon}
      disabled={model === null}
      onClick={() => bus.emit("panel.opened", { panel: "model-settings" })}
      aria-label={t("open")}
      title={t("open")}
      data-testid="chat-box.model-settings"
    >
      <SlidersIcon />
    </button>
  );
}
