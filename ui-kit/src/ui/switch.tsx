import styles from "./switch.module.css";

/** An on/off switch; its name comes from a <label htmlFor={id}> or `labelledBy`. */
export function Switch(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
  labelledBy?: string;
  describedBy?: string | undefined;
  disabled?: boolean;
  /** Saving: announced busy, and not switched again until saved. */
  busy?: boolean;
  testId?: string;
}) {
  return (
    <button
      id={props.id}
      type="button"
      role="switch"
      aria-checked={props.checked}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      aria-busy={props.busy}
      disabled={props.disabled}
      className={styles.switch}
      data-testid={props.testId}
      onClick={() => props.onChange(!props.checked)}
    >
      <span className={styles.thumb} aria-hidden="true" />
    </button>
  );
}
