// The model parameter rules (docs/product/chat-settings.md § Model parameter rules) that client and server
// share: which values a send carries (thinking omits the sampling parameters, the gpt-5 minimal-reasoning
// rule), how a value is checked against its schema entry, and how multi-select values are read. Plain
// TypeScript, no zod: the chat screen imports it without loading a schema library.
import type { ParameterSchemaEntry } from "./api/models.ts";

/** thinking, prompt_caching and web_search (and any toggle) are objects with type enabled or disabled. */
export interface ToggleValue {
  type: "enabled" | "disabled";
  /** toggle_with_number (thinking): the token budget. */
  budget_tokens?: number;
}

export type ParameterValue = number | string | boolean | (string | number)[] | ToggleValue;
export type ParameterValues = Record<string, ParameterValue>;

/** Hidden and omitted while thinking is enabled. */
export const THINKING_HIDES: readonly string[] = ["temperature", "top_p", "top_k"];
/** Forced to "none" and disabled for a gpt-5 model with reasoning_effort minimal. */
export const MINIMAL_REASONING_FORCES: readonly string[] = ["image_generation", "search_context_size"];
export const FORCED_NONE = "none";

export function isToggleValue(value: unknown): value is ToggleValue {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    ((value as { type?: unknown }).type === "enabled" || (value as { type?: unknown }).type === "disabled")
  );
}

/** Whether a toggle value (object or boolean) is on. */
export function isEnabled(value: unknown): boolean {
  return value === true || (isToggleValue(value) && value.type === "enabled");
}

export function thinkingEnabled(values: Readonly<ParameterValues>): boolean {
  return isEnabled(values.thinking);
}

/** The gpt-5 rule: the model's name contains gpt-5 and reasoning_effort is minimal. */
export function minimalReasoning(modelName: string, values: Readonly<ParameterValues>): boolean {
  return modelName.toLowerCase().includes("gpt-5") && values.reasoning_effort === "minimal";
}

/**
 * What a send carries: thinking drops temperature, top_p and top_k; minimal reasoning on gpt-5
 * forces image_generation and search_context_size to none.
 */
export function applyParameterRules(modelName: string, values: Readonly<ParameterValues>): ParameterValues {
  const result: ParameterValues = { ...values };
  if (thinkingEnabled(values)) for (const name of THINKING_HIDES) delete result[name];
  if (minimalReasoning(modelName, values))
    for (const name of MINIMAL_REASONING_FORCES) if (name in result) result[name] = FORCED_NONE;
  return result;
}

/** A multi-select value from a comma list or an array: trimmed, non-empty, without duplicates. */
export function parseMultiSelect(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const result: string[] = [];
  for (const item of items) {
    if (typeof item !== "string" && typeof item !== "number") continue;
    const text = String(item).trim();
    if (text !== "" && !result.includes(text)) result.push(text);
  }
  return result;
}

/** A toggle's value from a schema default or a stored value (booleans and objects accepted). */
export function toToggleValue(value: unknown, budgetDefault?: number): ToggleValue {
  const on = isEnabled(value);
  const budget =
    isToggleValue(value) && typeof value.budget_tokens === "number" ? value.budget_tokens : budgetDefault;
  return budget === undefined
    ? { type: on ? "enabled" : "disabled" }
    : { type: on ? "enabled" : "disabled", budget_tokens: budget };
}

/** The schema entry's default as a value of its type; undefined when it has none (then it is hidden). */
export function defaultValue(entry: ParameterSchemaEntry): ParameterValue | undefined {
  const value = entry.default;
  if (value === undefined || value === null || value === "") return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  switch (entry.type) {
    case "toggle":
      return toToggleValue(value);
    case "toggle_with_number":
      return toToggleValue(value, entry.budget_tokens?.default);
    case "multi_select": {
      const items = parseMultiSelect(value);
      return items.length === 0 ? undefined : items;
    }
    case "number":
    case "slider":
      return typeof value === "number" ? value : Number.isFinite(Number(value)) ? Number(value) : undefined;
    case "text":
    case "single_select":
      return typeof value === "string" || typeof value === "number" ? value : undefined;
    default:
      return undefined;
  }
}

/** Why a value does not fit its schema entry, in English (the client shows its own translation). */
export type ParameterProblem =
  | { code: "out_of_range"; min: number; max: number }
  | { code: "budget_out_of_range"; min: number; max: number }
  | { code: "not_allowed" }
  | { code: "wrong_type" }
  | { code: "not_integer" };

const INTEGER_PARAMETERS: readonly string[] = ["max_tokens", "top_k", "seed"];

function inRange(value: number, entry: ParameterSchemaEntry): boolean {
  return (entry.min === undefined || value >= entry.min) && (entry.max === undefined || value <= entry.max);
}

function rangeProblem(entry: ParameterSchemaEntry): ParameterProblem {
  return {
    code: "out_of_range",
    min: entry.min ?? Number.NEGATIVE_INFINITY,
    max: entry.max ?? Number.POSITIVE_INFINITY,
  };
}

function allowed(entry: ParameterSchemaEntry, item: string | number): boolean {
  const values = entry.allowed_values;
  return values === undefined || values.length === 0 || values.some((v) => String(v) === String(item));
}

/**
 * Checks one value against its entry (docs/product/chat-settings.md § Model parameter rules): range, token
 * budget, allowed values, type.
 */
export function checkParameter(
  name: string,
  entry: ParameterSchemaEntry,
  value: unknown,
): ParameterProblem | null {
  switch (entry.type) {
    case "number":
    case "slider": {
      // reasoning_effort may be a slider over levels while a send names the level itself.
      if (typeof value === "string" && name === "reasoning_effort") return allowedLevel(entry, value);
      if (typeof value !== "number" || !Number.isFinite(value)) return { code: "wrong_type" };
      if (INTEGER_PARAMETERS.includes(name) && !Number.isInteger(value)) return { code: "not_integer" };
      return inRange(value, entry) ? null : rangeProblem(entry);
    }
    case "text":
      return typeof value === "string" && value.length <= 10_000 ? null : { code: "wrong_type" };
    case "single_select":
      if (typeof value !== "string" && typeof value !== "number") return { code: "wrong_type" };
      return allowed(entry, value) || value === FORCED_NONE ? null : { code: "not_allowed" };
    case "multi_select": {
      if (typeof value !== "string" && !Array.isArray(value)) return { code: "wrong_type" };
      return parseMultiSelect(value).every((item) => allowed(entry, item)) ? null : { code: "not_allowed" };
    }
    case "toggle":
      return typeof value === "boolean" || isToggleValue(value) ? null : { code: "wrong_type" };
    case "toggle_with_number": {
      if (typeof value === "boolean") return null;
      if (!isToggleValue(value)) return { code: "wrong_type" };
      const budget = entry.budget_tokens;
      if (value.budget_tokens === undefined || budget === undefined) return null;
      if (!Number.isInteger(value.budget_tokens)) return { code: "not_integer" };
      return value.budget_tokens >= budget.min && value.budget_tokens <= budget.max
        ? null
        : { code: "budget_out_of_range", min: budget.min, max: budget.max };
    }
    default:
      return { code: "wrong_type" };
  }
}

function allowedLevel(entry: ParameterSchemaEntry, value: string): ParameterProblem | null {
  const known =
    entry.allowed_values !== undefined && entry.allowed_values.length > 0
      ? allowed(entry, value)
      : REASONING_LEVELS.includes(value);
  return known ? null : { code: "not_allowed" };
}

/** Reasoning effort levels, lowest first. */
export const REASONING_LEVELS: readonly string[] = ["minimal", "low", "medium", "high"];

/**
 * A reasoning_effort value as a level: a level name stays; a slider number picks from the entry's
 * allowed values (or low/medium/high) by its position between min and max.
 */
export function reasoningLevel(value: unknown, entry?: ParameterSchemaEntry): string | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (typeof value !== "number" || !Number.isFinite(value)) return undefined;
  const levels =
    entry?.allowed_values !== undefined && entry.allowed_values.length > 0
      ? entry.allowed_values.map(String)
      : ["low", "medium", "high"];
  const min = entry?.min ?? 0;
  const max = entry?.max ?? levels.length - 1;
  const fraction = max > min ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 0;
  return levels[Math.round(fraction * (levels.length - 1))];
}

/** The English text of a problem (server errors; the client translates the same cases). */
export function describeProblem(problem: ParameterProblem): string {
  switch (problem.code) {
    case "out_of_range":
      return `Value must be between ${problem.min} and ${problem.max}`;
    case "budget_out_of_range":
      return `Token budget must be between ${problem.min} and ${problem.max}`;
    case "not_allowed":
      return "Value is not one of the allowed values";
    case "not_integer":
      return "Value must be a whole number";
    case "wrong_type":
      return "Value has the wrong type";
  }
}
