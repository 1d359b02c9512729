import { useId, useRef, useState } from "react";
import button from "@parley/ui-kit/ui/button.module.css";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { ICON_ACCEPT, iconProblem } from "../utils/tool-files.ts";
import styles from "./tool-editor.module.css";

/** The icon as the editor holds it: unchanged, a newly chosen file, or removed (null). */
export type IconChange = undefined | { file: File; url: string } | null;

/**
 * The Settings tab's icon (docs/product/tools.md § Tool edit dialog): a .jpg or .png of at most
 * 10 MB, shown at once and sent on Save; a file of another type or size is refused with the
 * spec's message and changes nothing.
 */
export function IconField({
  name,
  current,
  change,
  readOnly,
  onChange,
}: {
  name: string;
  current: string | null;
  change: IconChange;
  readOnly: boolean;
  onChange: (change: IconChange) => void;
}) {
  const { t } = useToolsTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<"type" | "size" | null>(null);
  const ids = { hint: useId(), error: useId() };
  const shown = change === undefined ? current : (change?.url ?? null);

  const choose = (file: File | undefined) => {
    if (file === undefined) return;
    const wrong = iconProblem(file);
    setProblem(wrong);
    if (wrong === null) onChange({ file, url: URL.createObjectURL(file) });
  };

  return (
    <div className={styles.iconField}>
      <span className={styles.icon} data-testid="tool-editor.icon-preview">
        {shown ? (
          <img src={shown} alt={t("editor.iconOf", { name })} />
        ) : (
          <span aria-hidden="true">{(name.trim()[0] ?? "?").toUpperCase()}</span>
        )}
      </span>
      <div className={styles.iconControls}>
        <span className={styles.fieldLabel}>{t("editor.icon")}</span>
        {!readOnly && (
          <div className={styles.row}>
            <button
              type="button"
              className={`${button.button} ${button.secondary}`}
              aria-describedby={problem ? `${ids.hint} ${ids.error}` : ids.hint}
              onClick={() => input.current?.click()}
              data-testid="tool-editor.icon-choose"
            >
              {t("editor.iconChoose")}
            </button>
            {shown && (
              <button
                type="button"
                className={`${button.button} ${button.secondary}`}
                onClick={() => {
                  setProblem(null);
                  onChange(current === null ? undefined : null);
                }}
                data-testid="tool-editor.icon-remove"
              >
                {t("editor.iconRemove")}
              </button>
            )}
            <input
              ref={input}
              type="file"
              accept={ICON_ACCEPT}
              hidden
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = "";
              }}
              data-testid="tool-editor.icon-input"
            />
          </div>
        )}
        <p id={ids.hint} className={styles.note}>
          {t("editor.iconHint")}
        </p>
        {problem && (
          <p id={ids.error} className={styles.error} role="alert" data-testid="tool-editor.icon-error">
            {t(problem === "type" ? "editor.iconType" : "editor.iconSize")}
          </p>
        )}
      </div>
    </div>
  );
}
