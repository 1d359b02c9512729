import form from "@parley/ui-kit/ui/form.module.css";
import styles from "./sign-up.module.css";

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  type?: "text" | "password";
  autoComplete: string;
  readOnly: boolean;
  /** The field's problems, already translated (shown under it and read with it). */
  problems: string[];
  /** A line under the field that always shows (read with it too). */
  hint?: string | undefined;
  /** Addresses and names written left to right whatever the page's direction. */
  dir?: "ltr";
  testId: string;
  onChange(value: string): void;
}

/** A labelled input with its hint and error lines as its description. */
export function TextField({
  id,
  name,
  label,
  value,
  type = "text",
  autoComplete,
  readOnly,
  problems,
  hint,
  dir,
  testId,
  onChange,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = problems.length > 0;
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <div className={form.control} data-invalid={invalid}>
        <input
          id={id}
          className={form.input}
          name={name}
          type={type}
          dir={dir}
          required
          autoComplete={autoComplete}
          spellCheck={false}
          value={value}
          readOnly={readOnly}
          aria-invalid={invalid}
          aria-describedby={describedBy || undefined}
          data-testid={testId}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
      {invalid && (
        <p id={errorId} className={form.error} data-testid={`${testId}-error`}>
          {problems.join(" ")}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
