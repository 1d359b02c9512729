// What the model settings form shows and sends (docs/product/chat-settings.md § Model parameter rules): which
// parameters appear and in what order, slider steps, the negative-min bump, number and token budget
// bounds, reset of one value, and the values a send carries. The rules shared with the server
// (thinking, gpt-5 minimal reasoning, checks) live in shared-contracts/model-parameters.
import type { ParameterSchemaEntry } from "@parley/shared-contracts/api/models";
import {
  applyParameterRules,
  defaultValue,
  FORCED_NONE,
  MINIMAL_REASONING_FORCES,
  minimalReasoning,
  THINKING_HIDES,
  thinkingEnabled,
} from "@parley/shared-contracts/model-parameters";
import type { ParameterValue, ParameterValues } from "@parley/shared-contracts/model-parameters";

export type ParameterSchema = Readonly<Record<string, ParameterSchemaEntry>>;

/** The spec's parameter names, in the order the form lists them when priorities tie. */
export const PARAMETER_NAMES = [
  "temperature",
  "max_tokens",
  "top_p",
  "top_k",
  "frequency_penalty",
  "presence_penalty",
  "repetition_penalty",
  "reasoning_effort",
  "thinking",
  "prompt_caching",
  "web_search",
  "search_context_size",
  "size",
  "quality",
  "image_generation",
] as const;
export type ParameterName = (typeof PARAMETER_NAMES)[number];

export function isNamedParameter(name: string): name is ParameterName {
  return (PARAMETER_NAMES as readonly string[]).includes(name);
}

/**
 * Steps (docs/product/chat-settings.md § Model parameter rules): sliders 0.01, reasoning_effort 0.5, max
 * tokens whole numbers.
 */
export const DEFAULT_SLIDER_STEP = 0.01;
export const REASONING_EFFORT_STEP = 0.5;
export const MAX_TOKENS_STEP = 1;

export function sliderStep(name: string): number {
  if (name === "reasoning_effort") return REASONING_EFFORT_STEP;
  if (name === "max_tokens" || name === "top_k" || name === "seed") return MAX_TOKENS_STEP;
  return DEFAULT_SLIDER_STEP;
}

/**
 * A slider with a negative minimum shows a zero value bumped by one step
 * (docs/product/chat-settings.md § Model parameter rules).
 */
export function sliderPosition(entry: ParameterSchemaEntry, value: number, step: number): number {
  return entry.min !== undefined && entry.min < 0 && value === 0 ? step : value;
}

/** Parameters the form may show: a type and a non-empty default; by priority, then the spec's order. */
export function shownParameters(schema: ParameterSchema): [string, ParameterSchemaEntry][] {
  const order = (name: string) => {
    const index = (PARAMETER_NAMES as readonly string[]).indexOf(name);
    return index === -1 ? PARAMETER_NAMES.length : index;
  };
  return Object.entries(schema)
    .filter(([, entry]) => entry.type !== undefined && defaultValue(entry) !== undefined)
    .sort(
      ([a, x], [b, y]) =>
        (x.priority ?? Number.MAX_SAFE_INTEGER) - (y.priority ?? Number.MAX_SAFE_INTEGER) ||
        order(a) - order(b) ||
        a.localeCompare(b),
    );
}

/** The form's values: each shown parameter's default, overlaid by the member's saved value. */
export function formValues(schema: ParameterSchema, saved: Readonly<ParameterValues>): ParameterValues {
  const values: ParameterValues = {};
  for (const [name, entry] of shownParameters(schema)) {
    const value = saved[name] ?? defaultValue(entry);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

export interface FieldState {
  name: string;
  entry: ParameterSchemaEntry;
  value: ParameterValue;
  /** Forced to none by the gpt-5 minimal-reasoning rule. */
  disabled: boolean;
  /** The member changed it: "reset one value" applies. */
  changed: boolean;
}

/** The fields the form renders now: thinking hides temperature, top_p and top_k. */
export function visibleFields(
  modelName: string,
  schema: ParameterSchema,
  saved: Readonly<ParameterValues>,
): FieldState[] {
  const values = formValues(schema, saved);
  const thinking = thinkingEnabled(values);
  const minimal = minimalReasoning(modelName, values);
  const fields: FieldState[] = [];
  for (const [name, entry] of shownParameters(schema)) {
    if (thinking && THINKING_HIDES.includes(name)) continue;
    const forced = minimal && MINIMAL_REASONING_FORCES.includes(name);
    const value = values[name];
    if (value === undefined) continue;
    fields.push({
      name,
      entry,
      value: forced ? FORCED_NONE : value,
      disabled: forced,
      changed: name in saved,
    });
  }
  return fields;
}

/** Whether the minimal-reasoning note shows: the rule holds and a forced parameter is on the form. */
export function showsMinimalNote(
  modelName: string,
  schema: ParameterSchema,
  saved: Readonly<ParameterValues>,
): boolean {
  const values = formValues(schema, saved);
  return minimalReasoning(modelName, values) && MINIMAL_REASONING_FORCES.some((name) => name in values);
}

/** The values a send carries as user_model_parameters: the form's, with the spec's rules applied. */
export function valuesToSend(
  modelName: string,
  schema: ParameterSchema,
  saved: Readonly<ParameterValues>,
): ParameterValues {
  return applyParameterRules(modelName, formValues(schema, saved));
}

/** Reset one value: the member's value goes, the default shows again. */
export function withoutValue(saved: Readonly<ParameterValues>, name: string): ParameterValues {
  const rest: ParameterValues = { ...saved };
  delete rest[name];
  return rest;
}

/** A typed number checked against its bounds; the translated texts come from the caller. */
export type NumberCheck =
  | { ok: true; value: number }
  | { ok: false; reason: "empty" | "not_a_number" | "not_integer" }
  | { ok: false; reason: "out_of_range"; min: number; max: number };

export function checkNumberInput(
  raw: string,
  bounds: { min?: number | undefined; max?: number | undefined },
  integer = false,
): NumberCheck {
  const text = raw.trim();
  if (text === "") return { ok: false, reason: "empty" };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, reason: "not_a_number" };
  if (integer && !Number.isInteger(value)) return { ok: false, reason: "not_integer" };
  if ((bounds.min !== undefined && value < bounds.min) || (bounds.max !== undefined && value > bounds.max))
    return {
      ok: false,
      reason: "out_of_range",
      min: bounds.min ?? Number.NEGATIVE_INFINITY,
      max: bounds.max ?? Number.POSITIVE_INFINITY,
    };
  return { ok: true, value };
}

/** Parameters whose numbers are whole. */
export function isIntegerParameter(name: string): boolean {
  return name === "max_tokens" || name === "top_k" || name === "seed";
}
