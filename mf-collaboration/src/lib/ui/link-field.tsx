import button from "@parley/ui-kit/ui/button.module.css";
import { useCollaborationTranslation } from "../../i18n/use-collaboration-translation.ts";
import { useCopyFeedback } from "../use-copy-feedback.ts";
import { CheckIcon, CopyIcon } from "./icons.tsx";
import styles from "./link-field.module.css";

/**
 * A link to share: read-only (selected on focus), Copy with 2 s 'Copied!' feedback, and a line that
 * says so when the clipboard refused.
 */
export function LinkField({
  value,
  label,
  testIds,
}: {
  value: string;
  label: string;
  testIds: { input: string; copy: string };
}) {
  const { t } = useCollaborationTranslation();
  const copier = useCopyFeedback();
  return (
    <>
      <div className={styles.row}>
        <input
          className={styles.input}
          value={value}
          readOnly
          aria-label={label}
          onFocus={(event) => event.currentTarget.select()}
          data-testid={testIds.input}
        />
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={() => void copier.copy(value)}
          data-testid={testIds.copy}
        >
          {copier.state === "copied" ? <CheckIcon /> : <CopyIcon />}
          {copier.state === "copied" ? t("dialog.copied") : t("dialog.copy")}
        </button>
      </div>
      <p className={styles.status} role="status">
        {copier.state === "failed" ? t("dialog.copyFailed") : ""}
      </p>
    </>
  );
}
