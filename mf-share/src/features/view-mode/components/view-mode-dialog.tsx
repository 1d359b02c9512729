import { useId, useState } from "react";
import type { SnapshotView } from "@parley/shared-contracts/share";
import button from "@parley/ui-kit/ui/button.module.css";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import { Switch } from "@parley/ui-kit/ui/switch.tsx";
import { useShareTranslation } from "../../../i18n/use-share-translation.ts";
import styles from "./view-mode-dialog.module.css";

/**
 * The snapshot page's view-mode dialog: Markdown View and LaTeX View (disabled, and shown off, while
 * markdown is off). Each change applies at once and is kept for this snapshot in local storage.
 */
export function ViewModeDialog(props: {
  view: SnapshotView;
  onChange: (view: SnapshotView) => void;
  onClose: () => void;
}) {
  const { t } = useShareTranslation();
  const [view, setView] = useState(props.view);
  const markdownId = useId();
  const latexId = useId();
  const hintId = useId();
  const change = (next: SnapshotView) => {
    setView(next);
    props.onChange(next);
  };
  return (
    <Dialog title={t("view.title")} onClose={props.onClose} testId="share.view-dialog">
      <div className={dialog.body}>
        <div className={styles.row}>
          <label htmlFor={markdownId}>{t("view.markdown")}</label>
          <Switch
            id={markdownId}
            checked={view.markdown}
            onChange={(markdown) => change({ ...view, markdown })}
            testId="share.view-markdown"
          />
        </div>
        <div className={styles.row}>
          <label htmlFor={latexId}>{t("view.latex")}</label>
          <Switch
            id={latexId}
            checked={view.markdown && view.latex}
            disabled={!view.markdown}
            describedBy={view.markdown ? undefined : hintId}
            onChange={(latex) => change({ ...view, latex })}
            testId="share.view-latex"
          />
        </div>
        {!view.markdown && (
          <p id={hintId} className={styles.hint}>
            {t("view.latexHint")}
          </p>
        )}
      </div>
      <div className={dialog.actions}>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={props.onClose}>
          {t("action.close")}
        </button>
      </div>
    </Dialog>
  );
}
