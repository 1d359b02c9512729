import { describe, expect, it } from "vitest";
import {
  checkNumberInput,
  formValues,
  shownParameters,
  showsMinimalNote,
  sliderPosition,
  sliderStep,
  valuesToSend,
  visibleFields,
  withoutValue,
  type ParameterSchema,
} from "./parameter-rules.ts";

const schema: ParameterSchema = {
  top_p: { type: "slider", min: 0, max: 1, default: 0.9 },
  temperature: { type: "slider", min: 0, max: 2, default: 1, priority: 1 },
  max_tokens: { type: "number", min: 1, max: 4096, default: 1024, priority: 2 },
  top_k: { type: "number", min: 1, max: 100, default: 40 },
  reasoning_effort: { type: "single_select", allowed_values: ["minimal", "low", "high"], default: "low" },
  thinking: {
    type: "toggle_with_number",
    default: { type: "disabled" },
    budget_tokens: { min: 1024, max: 8000, default: 2048 },
  },
  image_generation: { type: "single_select", allowed_values: ["none", "auto"], default: "auto" },
  search_context_size: { type: "single_select", allowed_values: ["none", "low", "high"], default: "low" },
  untyped: { default: 3 },
  empty_default: { type: "text", default: "" },
  no_default: { type: "number", min: 0, max: 1 },
  empty_list: { type: "multi_select", allowed_values: ["a"], default: [] },
};

describe("shownParameters", () => {
  it("leaves out parameters without a type or with an empty default, and orders by priority then the spec", () => {
    expect(shownParameters(schema).map(([name]) => name)).toEqual([
      "temperature",
      "max_tokens",
      "top_p",
      "top_k",
      "reasoning_effort",
      "thinking",
      "search_context_size",
      "image_generation",
    ]);
  });
});

describe("visibleFields", () => {
  it("shows defaults, overlaid by saved values, with the changed flag", () => {
    const fields = visibleFields("claude", schema, { temperature: 0.4 });
    expect(fields.find((f) => f.name === "temperature")).toMatchObject({ value: 0.4, changed: true });
    expect(fields.find((f) => f.name === "top_p")).toMatchObject({ value: 0.9, changed: false });
  });

  it("hides temperature, top_p and top_k while thinking is enabled", () => {
    const names = visibleFields("claude", schema, { thinking: { type: "enabled", budget_tokens: 3000 } }).map(
      (f) => f.name,
    );
    expect(names).not.toContain("temperature");
    expect(names).not.toContain("top_p");
    expect(names).not.toContain("top_k");
    expect(names).toContain("max_tokens");
    expect(names).toContain("thinking");
  });

  it("forces image generation and search context size to none, disabled, for gpt-5 with minimal reasoning", () => {
    const saved = { reasoning_effort: "minimal" };
    const fields = visibleFields("openai/GPT-5-mini", schema, saved);
    expect(fields.find((f) => f.name === "image_generation")).toMatchObject({
      value: "none",
      disabled: true,
    });
    expect(fields.find((f) => f.name === "search_context_size")).toMatchObject({
      value: "none",
      disabled: true,
    });
    expect(showsMinimalNote("gpt-5", schema, saved)).toBe(true);
    // Not for other models, nor for other efforts.
    expect(visibleFields("gpt-4.1", schema, saved).find((f) => f.name === "image_generation")).toMatchObject({
      value: "auto",
      disabled: false,
    });
    expect(showsMinimalNote("gpt-5", schema, { reasoning_effort: "low" })).toBe(false);
  });
});

describe("valuesToSend", () => {
  it("sends the form values, omitting temperature, top_p and top_k with thinking", () => {
    expect(valuesToSend("m", schema, { temperature: 0.2 })).toMatchObject({
      temperature: 0.2,
      max_tokens: 1024,
      top_p: 0.9,
    });
    const thinking = valuesToSend("m", schema, { temperature: 0.2, thinking: { type: "enabled" } });
    expect(thinking).not.toHaveProperty("temperature");
    expect(thinking).not.toHaveProperty("top_p");
    expect(thinking).not.toHaveProperty("top_k");
    expect(thinking.max_tokens).toBe(1024);
  });

  it("sends none for the forced parameters under the gpt-5 rule", () => {
    expect(valuesToSend("gpt-5", schema, { reasoning_effort: "minimal" })).toMatchObject({
      image_generation: "none",
      search_context_size: "none",
    });
  });
});

describe("sliders", () => {
  it("steps 0.01 by default, 0.5 for reasoning effort, whole numbers for max tokens", () => {
    expect(sliderStep("temperature")).toBe(0.01);
    expect(sliderStep("reasoning_effort")).toBe(0.5);
    expect(sliderStep("max_tokens")).toBe(1);
  });

  it("bumps a zero by one step when the minimum is negative", () => {
    expect(sliderPosition({ type: "slider", min: -2, max: 2 }, 0, 0.01)).toBe(0.01);
    expect(sliderPosition({ type: "slider", min: -2, max: 2 }, 0.5, 0.01)).toBe(0.5);
    expect(sliderPosition({ type: "slider", min: 0, max: 2 }, 0, 0.01)).toBe(0);
  });
});

describe("checkNumberInput", () => {
  it("accepts values within the bounds and names the bounds otherwise", () => {
    expect(checkNumberInput("0.5", { min: 0, max: 2 })).toEqual({ ok: true, value: 0.5 });
    expect(checkNumberInput("3", { min: 0, max: 2 })).toEqual({
      ok: false,
      reason: "out_of_range",
      min: 0,
      max: 2,
    });
    expect(checkNumberInput("-1", { min: 0, max: 2 })).toMatchObject({ reason: "out_of_range" });
    expect(checkNumberInput("", { min: 0 })).toEqual({ ok: false, reason: "empty" });
    expect(checkNumberInput("abc", {})).toEqual({ ok: false, reason: "not_a_number" });
    expect(checkNumberInput("10.5", { min: 1 }, true)).toEqual({ ok: false, reason: "not_integer" });
    expect(checkNumberInput("2048", { min: 1024, max: 8000 }, true)).toEqual({ ok: true, value: 2048 });
  });
});

describe("withoutValue and formValues", () => {
  it("resets one value to its default", () => {
    const saved = { temperature: 0.3, max_tokens: 10 };
    const after = withoutValue(saved, "temperature");
    expect(after).toEqual({ max_tokens: 10 });
    expect(formValues(schema, after).temperature).toBe(1);
    expect(saved).toEqual({ temperature: 0.3, max_tokens: 10 });
  });
});
