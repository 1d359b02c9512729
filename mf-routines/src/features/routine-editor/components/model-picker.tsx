import type { Model } from "@parley/shared-contracts/api/models";
import { useRoutinesTranslation } from "../../../i18n/use-routines-translation.ts";
import styles from "./routine-editor.module.css";

export interface ModelPickerProps {
  id: string;
  models: readonly Model[];
  loading: boolean;
  failed: boolean;
  value: number | null;
  disabled: boolean;
  onChange: (modelId: number | null) => void;
}

/**
 * The routine's model: the models the member may use (recommended first, as the chat lists them); a
 * routine whose model was disabled or removed keeps it shown as unavailable until another is chosen.
 */
export function ModelPicker({ id, models, loading, failed, value, disabled, onChange }: ModelPickerProps) {
  const { t } = useRoutinesTranslation();
  const usable = [...models.filter((model) => !model.disabled)].sort(
    (a, b) => Number(b.recommended) - Number(a.recommended),
  );
  const missing = value !== null && !usable.some((model) => model.id === value);
  const label = (model: Model) => (model.is_offline ? t("editor.offlineModel") : model.display_name);
  return (
    <select
      id={id}
      className={styles.select}
      value={value === null ? "" : String(value)}
      disabled={disabled || loading}
      aria-busy={loading}
      onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
      data-testid="routine-editor.model"
    >
      <option value="">
        {loading ? t("editor.modelsLoading") : failed ? t("editor.modelsFailed") : t("editor.chooseModel")}
      </option>
      {missing && !loading && (
        <option value={String(value)} disabled>
          {t("editor.modelUnavailable")}
        </option>
      )}
      {usable.map((model) => (
        <option key={model.id} value={String(model.id)}>
          {label(model)}
        </option>
      ))}
    </select>
  );
}
