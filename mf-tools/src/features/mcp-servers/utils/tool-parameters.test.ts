import { describe, expect, it } from "vitest";
import { toolParameters } from "./tool-parameters.ts";

describe("an MCP tool's parameters", () => {
  it("lists each argument with its type, description and choices, the required ones first", () => {
    expect(
      toolParameters({
        properties: {
          limit: { type: "integer", description: "At most this many" },
          query: { type: "string", description: "What to look for" },
          tags: { type: "array", items: { type: "string" } },
          mode: { type: ["string", "null"], enum: ["fast", "deep"] },
        },
        required: ["query"],
      }),
    ).toEqual([
      { name: "query", type: "string", required: true, description: "What to look for", choices: [] },
      { name: "limit", type: "integer", required: false, description: "At most this many", choices: [] },
      { name: "tags", type: "string[]", required: false, description: "", choices: [] },
      {
        name: "mode",
        type: "string | null",
        required: false,
        description: "",
        choices: ['"fast"', '"deep"'],
      },
    ]);
  });

  it("reads what is not a schema object as an argument without a type", () => {
    expect(toolParameters({ properties: { odd: 5, none: null, list: [] }, required: [] })).toEqual([
      { name: "odd", type: "", required: false, description: "", choices: [] },
      { name: "none", type: "", required: false, description: "", choices: [] },
      { name: "list", type: "", required: false, description: "", choices: [] },
    ]);
    expect(toolParameters({ properties: {}, required: [] })).toEqual([]);
  });
});
