import type { McpTool } from "@parley/shared-contracts/api/mcp";

/** One argument of an MCP tool, as its detail lists it. */
export interface ToolParameter {
  name: string;
  /** The JSON Schema type(s), e.g. "string" or "string | null"; empty when the schema names none. */
  type: string;
  required: boolean;
  description: string;
  /** The allowed values of an `enum`, as text. */
  choices: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function typeOf(schema: Record<string, unknown>): string {
  const type = schema.type;
  if (typeof type === "string")
    return type === "array" && isRecord(schema.items) ? arrayOf(schema.items) : type;
  if (Array.isArray(type)) return type.filter((part) => typeof part === "string").join(" | ");
  return "";
}

function arrayOf(items: Record<string, unknown>): string {
  const inner = typeof items.type === "string" ? items.type : "";
  return inner === "" ? "array" : `${inner}[]`;
}

/**
 * The arguments a tool's input schema declares (a server's own text: read defensively, anything
 * that is not a schema object is shown as an argument without type), required ones first as the
 * schema orders them.
 */
export function toolParameters(parameters: McpTool["parameters"]): ToolParameter[] {
  const required = new Set(parameters.required);
  const all = Object.entries(parameters.properties).map(([name, schema]): ToolParameter => {
    const record = isRecord(schema) ? schema : {};
    return {
      name,
      type: typeOf(record),
      required: required.has(name),
      description: typeof record.description === "string" ? record.description : "",
      choices: Array.isArray(record.enum) ? record.enum.map((value) => JSON.stringify(value)) : [],
    };
  });
  return [...all.filter((p) => p.required), ...all.filter((p) => !p.required)];
}
