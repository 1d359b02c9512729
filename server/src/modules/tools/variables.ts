// The rules a tool's variables obey (docs/product/tools.md § Variables): select variables need allowed values;
// a multi-select default keeps only allowed values, a single-select default falls back to the first
// allowed value; names are unique.
import type { ToolVariable } from "@parley/shared-contracts/api/tools";
import { HttpError } from "../../lib/http-error.ts";

export function normaliseVariables(variables: readonly ToolVariable[]): ToolVariable[] {
  const seen = new Set<string>();
  return variables.map((variable) => {
    if (seen.has(variable.name))
      throw new HttpError(400, "validation_error", `Duplicate variable ${variable.name}`);
    seen.add(variable.name);
    if (variable.type === "text" || variable.type === "url") return { ...variable, allowed_values: [] };
    const allowed = [...new Set(variable.allowed_values.map((value) => value.trim()))].filter(Boolean);
    if (allowed.length === 0)
      throw new HttpError(400, "validation_error", `Invalid allowed values for variable ${variable.name}`);
    if (variable.type === "multi-select") {
      const chosen = variable.default
        .split(",")
        .map((value) => value.trim())
        .filter((value) => allowed.includes(value));
      return { ...variable, allowed_values: allowed, default: chosen.join(",") };
    }
    const fallback = allowed[0] ?? "";
    return {
      ...variable,
      allowed_values: allowed,
      default: allowed.includes(variable.default.trim()) ? variable.default.trim() : fallback,
    };
  });
}
