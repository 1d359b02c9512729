import { describe, expect, it } from "vitest";
import {
  applyParameterRules,
  checkParameter,
  defaultValue,
  describeProblem,
  isEnabled,
  minimalReasoning,
  parseMultiSelect,
  reasoningLevel,
  toToggleValue,
} from "./model-parameters.ts";

describe("applyParameterRules", () => {
  it("omits temperature, top_p and top_k when thinking is enabled", () => {
    expect(
      applyParameterRules("claude", {
        temperature: 1,
        top_p: 0.5,
        top_k: 4,
        max_tokens: 9,
        thinking: { type: "enabled", budget_tokens: 2000 },
      }),
    ).toEqual({ max_tokens: 9, thinking: { type: "enabled", budget_tokens: 2000 } });
    expect(applyParameterRules("claude", { temperature: 1, thinking: { type: "disabled" } })).toEqual({
      temperature: 1,
      thinking: { type: "disabled" },
    });
  });

  it("forces image_generation and search_context_size to none for gpt-5 with minimal reasoning", () => {
    const values = { reasoning_effort: "minimal", image_generation: "auto", search_context_size: "high" };
    expect(applyParameterRules("gpt-5-nano", values)).toEqual({
      reasoning_effort: "minimal",
      image_generation: "none",
      search_context_size: "none",
    });
    expect(applyParameterRules("gpt-4o", values)).toEqual(values);
    expect(applyParameterRules("gpt-5", { ...values, reasoning_effort: "low" })).toEqual({
      ...values,
      reasoning_effort: "low",
    });
    // Absent parameters are not added.
    expect(applyParameterRules("gpt-5", { reasoning_effort: "minimal" })).toEqual({
      reasoning_effort: "minimal",
    });
    expect(minimalReasoning("GPT-5", { reasoning_effort: "minimal" })).toBe(true);
  });
});

describe("parseMultiSelect", () => {
  it("reads comma lists and arrays, trimmed, without empties or duplicates", () => {
    expect(parseMultiSelect("a, b,,c ,a")).toEqual(["a", "b", "c"]);
    expect(parseMultiSelect(["x", " y ", "", 3])).toEqual(["x", "y", "3"]);
    expect(parseMultiSelect(undefined)).toEqual([]);
    expect(parseMultiSelect({})).toEqual([]);
  });
});

describe("defaultValue", () => {
  it("is undefined for empty defaults, and typed per parameter type", () => {
    expect(defaultValue({ type: "text", default: "" })).toBeUndefined();
    expect(defaultValue({ type: "number" })).toBeUndefined();
    expect(defaultValue({ type: "multi_select", default: [] })).toBeUndefined();
    expect(defaultValue({ type: "multi_select", default: "a,b" })).toEqual(["a", "b"]);
    expect(defaultValue({ type: "slider", default: "0.5" })).toBe(0.5);
    expect(defaultValue({ type: "toggle", default: true })).toEqual({ type: "enabled" });
    expect(defaultValue({ type: "toggle", default: false })).toEqual({ type: "disabled" });
    expect(
      defaultValue({
        type: "toggle_with_number",
        default: { type: "enabled" },
        budget_tokens: { min: 1, max: 9, default: 5 },
      }),
    ).toEqual({ type: "enabled", budget_tokens: 5 });
    expect(defaultValue({ default: 1 })).toBeUndefined();
  });
});

describe("checkParameter", () => {
  it("checks ranges with the spec's message", () => {
    const problem = checkParameter("temperature", { type: "slider", min: 0, max: 2 }, 2.01);
    expect(problem).toEqual({ code: "out_of_range", min: 0, max: 2 });
    expect(describeProblem(problem ?? { code: "wrong_type" })).toBe("Value must be between 0 and 2");
    expect(checkParameter("temperature", { type: "slider", min: 0, max: 2 }, 2)).toBeNull();
    expect(checkParameter("max_tokens", { type: "number", min: 1 }, 1.5)).toEqual({ code: "not_integer" });
  });

  it("bounds the token budget", () => {
    const entry = {
      type: "toggle_with_number" as const,
      budget_tokens: { min: 1024, max: 4096, default: 2048 },
    };
    expect(checkParameter("thinking", entry, { type: "enabled", budget_tokens: 1023 })).toEqual({
      code: "budget_out_of_range",
      min: 1024,
      max: 4096,
    });
    expect(checkParameter("thinking", entry, { type: "enabled", budget_tokens: 4096 })).toBeNull();
    expect(checkParameter("thinking", entry, "on")).toEqual({ code: "wrong_type" });
  });

  it("checks allowed values of selects, with none accepted for the forced parameters", () => {
    const entry = { type: "single_select" as const, allowed_values: ["low", "high"] };
    expect(checkParameter("quality", entry, "low")).toBeNull();
    expect(checkParameter("quality", entry, "mid")).toEqual({ code: "not_allowed" });
    expect(checkParameter("image_generation", entry, "none")).toBeNull();
    const multi = { type: "multi_select" as const, allowed_values: ["a", "b"] };
    expect(checkParameter("tags", multi, "a,b")).toBeNull();
    expect(checkParameter("tags", multi, ["a", "c"])).toEqual({ code: "not_allowed" });
  });

  it("accepts a reasoning level on a reasoning_effort slider", () => {
    const entry = { type: "slider" as const, min: 0, max: 1 };
    expect(checkParameter("reasoning_effort", entry, "high")).toBeNull();
    expect(checkParameter("reasoning_effort", entry, "ultra")).toEqual({ code: "not_allowed" });
  });

  it("refuses values without a type", () => {
    expect(checkParameter("x", {}, 1)).toEqual({ code: "wrong_type" });
  });
});

describe("reasoningLevel and toggles", () => {
  it("maps slider positions to levels by the entry's range", () => {
    expect(reasoningLevel("minimal")).toBe("minimal");
    expect(reasoningLevel(0, { type: "slider", min: 0, max: 1 })).toBe("low");
    expect(reasoningLevel(0.5, { type: "slider", min: 0, max: 1 })).toBe("medium");
    expect(reasoningLevel(1, { type: "slider", min: 0, max: 1 })).toBe("high");
    expect(reasoningLevel(1, { type: "slider", min: 0, max: 1, allowed_values: ["low", "high"] })).toBe(
      "high",
    );
    expect(reasoningLevel(undefined)).toBeUndefined();
  });

  it("reads toggles from booleans and objects", () => {
    expect(isEnabled(true)).toBe(true);
    expect(isEnabled({ type: "enabled" })).toBe(true);
    expect(isEnabled({ type: "disabled" })).toBe(false);
    expect(isEnabled("enabled")).toBe(false);
    expect(toToggleValue({ type: "enabled", budget_tokens: 7 }, 3)).toEqual({
      type: "enabled",
      budget_tokens: 7,
    });
    expect(toToggleValue(false, 3)).toEqual({ type: "disabled", budget_tokens: 3 });
  });
});
