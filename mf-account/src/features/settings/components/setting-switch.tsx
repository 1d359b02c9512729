import { useId } from "react";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { Switch } from "@parley/ui-kit/ui/switch.tsx";
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
      <Switch
        checked={props.checked}
        labelledBy={labelId}
        describedBy={helpId}
        busy={props.saving}
        disabled={Boolean(props.disabled) || props.saving}
        testId={props.testId}
        onChange={props.onChange}
      />
    </div>
  );
}
