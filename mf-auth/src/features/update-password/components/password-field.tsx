import type { Ref } from "react";
import { PASSWORD_MIN_LENGTH } from "@parley/shared-contracts";
import form from "@parley/ui-kit/ui/form.module.css";

interface PasswordFieldProps {
  ref: Ref<HTMLInputElement>;
  id: string;
  name: string;
  label: string;
  value: string;
  shown: boolean;
  readOnly: boolean;
  /** The field's own problem, already translated. */
  problem: string | null;
  testId: string;
  onChange(value: string): void;
}

/** A labelled new-password input with its own error line (described-by, so it is read on focus). */
export function PasswordField({
  ref,
  id,
  name,
  label,
  value,
  shown,
  readOnly,
  problem,
  testId,
  onChange,
}: PasswordFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <div className={form.control} data-invalid={problem !== null}>
        <input
          ref={ref}
          id={id}
          className={form.input}
          name={name}
          type={shown ? "text" : "password"}
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          value={value}
          readOnly={readOnly}
          aria-invalid={problem !== null}
          aria-describedby={problem ? errorId : undefined}
          data-testid={testId}
          onChange={(event) => {
            event.currentTarget.setCustomValidity("");
            onChange(event.currentTarget.value);
          }}
        />
      </div>
      {problem && (
        <p id={errorId} className={form.error}>
          {problem}
        </p>
      )}
    </div>
  );
}
