import styles from "./schedule-dialog.module.css";

export interface CountFieldProps {
  id: string;
  label: string;
  value: string;
  min: number;
  max: number;
  invalid: boolean;
  /** The id of the message that says why it is invalid (shown by the dialog beneath). */
  errorId: string;
  onChange: (value: string) => void;
  testId: string;
}

/** A whole-number field of the schedule (every N periods, N occurrences), labelled and range-checked. */
export function CountField(props: CountFieldProps) {
  return (
    <label className={styles.field} htmlFor={props.id}>
      <span className={styles.label}>{props.label}</span>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        className={styles.input}
        value={props.value}
        aria-invalid={props.invalid}
        aria-describedby={props.invalid ? props.errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={props.testId}
      />
    </label>
  );
}
