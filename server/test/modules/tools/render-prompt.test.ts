import type { ToolVariable } from "@parley/shared-contracts/api/tools";
import { describe, expect, it } from "vitest";
import { renderPrompt } from "../../../src/modules/tools/render-prompt.ts";
import { normaliseVariables } from "../../../src/modules/tools/variables.ts";

const variable = (name: string, extra: Partial<ToolVariable> = {}): ToolVariable => ({
  name,
  type: "text",
  description: "",
  default: "",
  allowed_values: [],
  ...extra,
});

describe("renderPrompt", () => {
  it("fills each placeholder with its value or default, once, and leaves unknown ones as typed", () => {
    const variables = [variable("topic"), variable("level", { default: "beginner" }), variable("langs")];
    expect(
      renderPrompt("Teach {{ topic }} to a {{level}} in {{langs}}; keep {{unknown}}.", variables, {
        topic: "tides",
        langs: ["fr", "de"],
      }),
    ).toBe("Teach tides to a beginner in fr, de; keep {{unknown}}.");
  });

  it("never expands a placeholder inside a value", () => {
    const variables = [variable("a"), variable("secret", { default: "s3cr3t" })];
    expect(renderPrompt("A={{a}}", variables, { a: "{{secret}} {{a}}" })).toBe("A={{secret}} {{a}}");
  });

  it("does not read values from the prototype", () => {
    const variables = [variable("constructor", { default: "fallback" })];
    expect(renderPrompt("{{constructor}}", variables, {})).toBe("fallback");
  });
});

describe("normaliseVariables", () => {
  it("reduces select defaults to allowed values and clears allowed values of text and url", () => {
    expect(
      normaliseVariables([
        variable("one", { type: "single-select", default: "z", allowed_values: ["a", "b"] }),
        variable("many", { type: "multi-select", default: "b, z,a", allowed_values: ["a", "b", "a"] }),
        variable("link", { type: "url", allowed_values: ["ignored"] }),
      ]),
    ).toEqual([
      variable("one", { type: "single-select", default: "a", allowed_values: ["a", "b"] }),
      variable("many", { type: "multi-select", default: "b,a", allowed_values: ["a", "b"] }),
      variable("link", { type: "url", allowed_values: [] }),
    ]);
  });

  it("refuses a select without allowed values, naming the variable", () => {
    expect(() => normaliseVariables([variable("pick", { type: "single-select" })])).toThrow(
      "Invalid allowed values for variable pick",
    );
  });
});
