import { describe, expect, it } from "vitest";
import { bodyOf, EMPTY_DRAFT } from "./model-draft.ts";

describe("the model dialog's body", () => {
  it("trims, turns empty optional fields into null and parses the parameter schema", () => {
    const body = bodyOf(
      {
        ...EMPTY_DRAFT,
        name: " fake-gpt ",
        display_name: "Fake GPT",
        base_url: "",
        parameter_schema: '{"temperature":{"type":"slider","min":0,"max":2}}',
      },
      false,
    );
    expect(body).toMatchObject({
      name: "fake-gpt",
      base_url: null,
      provider_model: null,
      context_size: 128000,
      parameter_schema: { temperature: { type: "slider", min: 0, max: 2 } },
    });
  });

  it("refuses a schema that is not a JSON object", () => {
    expect(bodyOf({ ...EMPTY_DRAFT, parameter_schema: "[1]" }, false)).toBeNull();
    expect(bodyOf({ ...EMPTY_DRAFT, parameter_schema: "{" }, false)).toBeNull();
  });

  it("leaves out name and source type of the offline model", () => {
    const body = bodyOf({ ...EMPTY_DRAFT, name: "offline-demo", display_name: "Offline" }, true);
    expect(body).not.toHaveProperty("name");
    expect(body).not.toHaveProperty("source_type");
  });
});
