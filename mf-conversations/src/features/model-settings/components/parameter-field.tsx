import { useId, useState, type ReactNode } from "react";
import { isEnabled, parseMultiSelect, toToggleValue } from "@parley/shared-contracts/model-parameters";
import type { ParameterValue } from "@parley/shared-contracts/model-parameters";
import button from "@parley/ui-kit/ui/button.module.css";
import { RegenerateIcon } from "../../../lib/ui/icons.tsx";
import { useModelSettingsTranslation } from "../hooks/use-model-settings-translation.ts";
import {
  checkNumberInput,
  isIntegerParameter,
  isNamedParameter,
  sliderPosition,
  sliderStep,
  type FieldState,
  type NumberCheck,
} from "../utils/parameter-rules.ts";
import styles from "./model-settings.module.css";
import { Switch } from "@parley/ui-kit/ui/switch.tsx";

export interface ParameterFieldProps {
  field: FieldState;
  onChange: (value: ParameterValue) => void;
  onReset: () => void;
}

function useProblemText() {
  const { t } = useModelSettingsTranslation();
  return (check: NumberCheck, budget = false): string | null => {
    if (check.ok) return null;
    switch (check.reason) {
      case "out_of_range":
        return t(budget ? "budgetOutOfRange" : "outOfRange", { min: check.min, max: check.max });
      case "not_integer":
        return t("notInteger");
      default:
        return t("notANumber");
    }
  };
}

/**
 * A number typed freely: the field keeps the text, shows 'Value must be between min and max' (or
 * the token budget's bounds) while it is out of range, and passes on only valid numbers.
 */
function NumberInput(props: {
  id: string;
  value: number;
  min?: number | undefined;
  max?: number | undefined;
  integer: boolean;
  budget?: boolean;
  disabled: boolean;
  label?: string;
  testId: string;
  onValid: (value: number) => void;
}) {
  const problemText = useProblemText();
  const errorId = useId();
  const [draft, setDraft] = useState<{ text: string; for: number } | null>(null);
  // A value changed from outside (reset) replaces a stale draft.
  const text = draft !== null && draft.for === props.value ? draft.text : String(props.value);
  const check = checkNumberInput(text, { min: props.min, max: props.max }, props.integer);
  const problem = problemText(check, props.budget);
  return (
    <>
      <input
        id={props.id}
        className={styles.numberInput}
        type="number"
        inputMode={props.integer ? "numeric" : "decimal"}
        value={text}
        min={props.min}
        max={props.max}
        step={props.integer ? 1 : "any"}
        disabled={props.disabled}
        aria-label={props.label}
        aria-invalid={problem !== null}
        aria-describedby={problem !== null ? errorId : undefined}
        data-testid={props.testId}
        onChange={(event) => {
          const next = event.target.value;
          const result = checkNumberInput(next, { min: props.min, max: props.max }, props.integer);
          if (result.ok) {
            setDraft({ text: next, for: result.value });
            props.onValid(result.value);
          } else setDraft({ text: next, for: props.value });
        }}
      />
      {problem !== null && (
        <p id={errorId} className={styles.fieldError} role="alert" data-testid={`${props.testId}-error`}>
          {problem}
        </p>
      )}
    </>
  );
}

/** A text or select parameter's value as its control shows it (a value of another shape shows empty). */
function scalarText(value: ParameterValue): string {
  return typeof value === "object" ? "" : String(value);
}

/** One parameter of the form, drawn by its schema type. */
export function ParameterField({ field, onChange, onReset }: ParameterFieldProps) {
  const { t } = useModelSettingsTranslation();
  const id = useId();
  const { name, entry, value, disabled } = field;
  const label = isNamedParameter(name) ? t(`param.${name}`) : name;
  const testId = `model-settings.param.${name}`;
  let control: ReactNode;

  switch (entry.type) {
    case "slider": {
      const step = sliderStep(name);
      const number = typeof value === "number" ? value : Number(value);
      control = (
        <div className={styles.sliderRow}>
          <input
            id={id}
            type="range"
            className={styles.slider}
            min={entry.min ?? 0}
            max={entry.max ?? 1}
            step={step}
            value={sliderPosition(entry, number, step)}
            disabled={disabled}
            data-testid={testId}
            onChange={(event) => onChange(Number(event.target.value))}
          />
          <NumberInput
            id={`${id}-number`}
            value={number}
            min={entry.min}
            max={entry.max}
            integer={isIntegerParameter(name)}
            disabled={disabled}
            label={label}
            testId={`${testId}-input`}
            onValid={onChange}
          />
        </div>
      );
      break;
    }
    case "number":
      control = (
        <NumberInput
          id={id}
          value={typeof value === "number" ? value : Number(value)}
          min={entry.min}
          max={entry.max}
          integer={isIntegerParameter(name)}
          disabled={disabled}
          testId={testId}
          onValid={onChange}
        />
      );
      break;
    case "text":
      control = (
        <input
          id={id}
          type="text"
          className={styles.textInput}
          value={scalarText(value)}
          disabled={disabled}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case "single_select": {
      const options = (entry.allowed_values ?? []).map(String);
      const current = scalarText(value);
      control = (
        <select
          id={id}
          className={styles.select}
          value={current}
          disabled={disabled}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        >
          {(options.includes(current) ? options : [current, ...options]).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "multi_select": {
      const chosen = parseMultiSelect(value);
      const options = (entry.allowed_values ?? []).map(String);
      control = (
        <div className={styles.checkGroup} role="group" aria-labelledby={`${id}-label`} data-testid={testId}>
          {[...new Set([...options, ...chosen])].map((option) => (
            <label key={option} className={styles.check}>
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option),
                  )
                }
              />
              {option}
            </label>
          ))}
        </div>
      );
      break;
    }
    case "toggle":
      control = (
        <Switch
          id={id}
          checked={isEnabled(value)}
          disabled={disabled}
          testId={testId}
          onChange={(on) => onChange({ type: on ? "enabled" : "disabled" })}
        />
      );
      break;
    case "toggle_with_number": {
      const budget = entry.budget_tokens;
      const toggle = toToggleValue(value, budget?.default);
      control = (
        <div className={styles.toggleWithNumber}>
          <Switch
            id={id}
            checked={toggle.type === "enabled"}
            disabled={disabled}
            testId={testId}
            onChange={(on) => onChange({ ...toggle, type: on ? "enabled" : "disabled" })}
          />
          {toggle.type === "enabled" && budget !== undefined && (
            <label className={styles.budget}>
              <span>{t("budget")}</span>
              <NumberInput
                id={`${id}-budget`}
                value={toggle.budget_tokens ?? budget.default}
                min={budget.min}
                max={budget.max}
                integer
                budget
                disabled={disabled}
                testId={`${testId}-budget`}
                onValid={(tokens) => onChange({ type: "enabled", budget_tokens: tokens })}
              />
            </label>
          )}
        </div>
      );
      break;
    }
    default:
      return null;
  }

  return (
    <div className={styles.field} data-testid="model-settings.field" data-name={name}>
      <div className={styles.fieldHeader}>
        <label
          id={`${id}-label`}
          htmlFor={entry.type === "multi_select" ? undefined : id}
          className={styles.fieldLabel}
        >
          {label}
        </label>
        {field.changed && !disabled && (
          <button
            type="button"
            className={button.icon}
            onClick={onReset}
            aria-label={t("resetOne", { name: label })}
            title={t("resetOne", { name: label })}
            data-testid={`${testId}-reset`}
          >
            <RegenerateIcon />
          </button>
        )}
      </div>
      {entry.description && <p className={styles.description}>{entry.description}</p>}
      {control}
    </div>
  );
}
