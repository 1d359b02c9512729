import { describe, expect, it } from "vitest";
import {
  allowedValues,
  blankVariable,
  moved,
  previewOf,
  updateOf,
  variablesToSave,
  type ToolDraft,
} from "./draft.ts";

const draft = (patch: Partial<ToolDraft> = {}): ToolDraft => ({
  name: " Summary ",
  description: "d",
  usageNotes: "u",
  prompt: "Sum {{text}} for {{ who }} {{missing}}",
  systemPrompt: "s",
  version: "1",
  maxTokens: "200",
  temperature: "",
  creator: { name: "", email: "", organization: "" },
  variables: [
    { key: 1, name: "text", type: "text", description: "", default: "this", allowedText: "" },
    { key: 2, name: "who", type: "single-select", description: "", default: "me", allowedText: "me, you" },
    { key: 3, name: "pick", type: "multi-select", description: "", default: "", allowedText: "" },
  ],
  sharing: null,
  ...patch,
});

describe("the tool draft", () => {
  it("reads allowed values as a comma-separated list of non-empty values", () => {
    expect(allowedValues("a, b ,c")).toEqual(["a", "b", "c"]);
    expect(allowedValues("")).toEqual([]);
    expect(allowedValues("a,,b")).toBeNull();
    expect(allowedValues("a, ")).toBeNull();
  });

  it("skips selects without allowed values on save, naming them", () => {
    const { variables, skipped } = variablesToSave(draft().variables);
    expect(variables.map((v) => v.name)).toEqual(["text", "who"]);
    expect(variables[1]?.allowed_values).toEqual(["me", "you"]);
    expect(skipped).toEqual(["pick"]);
  });

  it("sends only the parts the member may edit", () => {
    const d = draft();
    const vars = variablesToSave(d.variables).variables;
    expect(updateOf(d, vars, { prompt: true, settings: false })).toEqual({
      model_prompt: d.prompt,
      metadata: { variables: vars },
    });
    expect(updateOf(d, vars, { prompt: false, settings: true })).toMatchObject({
      system_prompt: "s",
      metadata: { prompt_name: "Summary", parameters: { max_tokens: 200, temperature: null } },
    });
    expect(updateOf(d, vars, { prompt: false, settings: true }).model_prompt).toBeUndefined();
  });

  it("sends sharing (Account or Personal, and what members may do) only from a draft that may share", () => {
    const d = draft();
    const vars = variablesToSave(d.variables).variables;
    expect(updateOf(d, vars, { prompt: true, settings: true })).not.toHaveProperty("member_access");
    expect(updateOf(d, vars, { prompt: true, settings: true })).not.toHaveProperty("tool_type");
    const shared = draft({ sharing: { account: true, prompt: "Edit", settings: "None" } });
    expect(updateOf(shared, vars, { prompt: true, settings: true })).toMatchObject({
      tool_type: "Account",
      member_access: { prompt: "Edit", settings: "None" },
    });
    const personal = draft({ sharing: { account: false, prompt: "None", settings: "None" } });
    expect(updateOf(personal, vars, { prompt: true, settings: true }).tool_type).toBe("Personal");
  });

  it("previews the prompt with the defaults, keeps unknown placeholders, and reorders", () => {
    expect(previewOf(draft())).toBe("Sum this for me {{missing}}");
    expect(moved(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(blankVariable(draft().variables).name).toBe("variable_4");
  });
});
