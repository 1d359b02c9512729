import { useId } from "react";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import styles from "./settings-page.module.css";

/** One labelled on/off row: switches at once, shows a spinner while it is saved. */
export function SettingSwitch(props: {
  label: string;
  help: string;
  checked: boolean;
  saving: boolean;
  disabled?: boolean;
  testId: string;
  onChange: (checked: boolean) => void;
}) {
  const labelId = useId();
  const helpId = useId();
  return (
    <div className={styles.row}>
      <div className={styles.rowText}>
        <span id={labelId} className={styles.label}>
          {props.label}
        </span>
        <p id={helpId} className={styles.help}>
          {props.help}
        </p>
      </div>
      {props.saving && <Spinner />}
      <button
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-labelledby={labelId}
        aria-describedby={helpId}
        aria-busy={props.saving}
        disabled={props.disabled || props.saving}
        className={styles.switch}
        data-testid={props.testId}
        onClick={() => props.onChange(!props.checked)}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
}
