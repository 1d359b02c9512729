// A tool run at send time: the sender's values checked against the tool's variables, the prompt
// rendered with them, and what the reply needs later (system prompt, parameters) kept with the user
// message, so that a regeneration runs the tool again alike. The rendered prompt stays on the server:
// a member who may not view the prompt still runs the tool, and never sees it.
import type { ToolVariable } from "@parley/shared-contracts/api/tools";
import { TOOL_LIMITS } from "@parley/shared-contracts/api/tools";
import type { Queryable } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import { renderPrompt } from "./render-prompt.ts";
import { findVisibleTool } from "./repository.ts";
import { ensureSystemTools } from "./system-tools.ts";

export type ToolValues = Record<string, string | string[]>;

/** Stored with the user message (messages.tool_data). */
export interface ToolRun {
  name: string;
  values: ToolValues;
  /** The prompt with the values filled in: what the model reads for this message. */
  rendered: string;
  system_prompt: string;
  parameters: { max_tokens: number | null; temperature: number | null };
}

function invalid(message: string): HttpError {
  return new HttpError(400, "validation_error", message, { json_tool_data: ["invalid"] });
}

function parseValues(json: string | undefined): Record<string, unknown> {
  if (json === undefined || json.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw invalid("json_tool_data is not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw invalid("json_tool_data must map variable names to values");
  return parsed as Record<string, unknown>;
}

function checkValue(variable: ToolVariable, value: unknown): string | string[] {
  const tooLong = () => invalid(`The value of ${variable.name} is too long`);
  if (variable.type === "multi-select") {
    const values = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : undefined;
    if (values === undefined || values.some((v) => typeof v !== "string"))
      throw invalid(`${variable.name} takes a list of values`);
    const chosen = (values as string[]).map((v) => v.trim()).filter(Boolean);
    const outside = chosen.find((v) => !variable.allowed_values.includes(v));
    if (outside !== undefined) throw invalid(`${outside} is not an allowed value of ${variable.name}`);
    return chosen;
  }
  if (typeof value !== "string") throw invalid(`${variable.name} takes a text value`);
  if (value.length > TOOL_LIMITS.variableDefault) throw tooLong();
  if (variable.type === "single-select" && value !== "" && !variable.allowed_values.includes(value))
    throw invalid(`${value} is not an allowed value of ${variable.name}`);
  if (variable.type === "url" && value.trim() !== "") {
    let url: URL | undefined;
    try {
      url = new URL(value.trim());
    } catch {
      url = undefined;
    }
    if (url === undefined || !["http:", "https:"].includes(url.protocol))
      throw invalid(`${variable.name} must be a web address (http or https)`);
    return value.trim();
  }
  return value;
}

/** The run of `toolId` with the sent values; 404 when the sender may not see the tool. */
export async function prepareToolRun(
  db: Queryable,
  sender: { accountId: number; memberId: number },
  toolId: number,
  jsonToolData: string | undefined,
): Promise<ToolRun> {
  await ensureSystemTools(db, sender.accountId);
  const tool = await findVisibleTool(db, sender.accountId, sender.memberId, toolId);
  if (tool === undefined) throw new HttpError(404, "not_found", "Tool not found");
  const sent = parseValues(jsonToolData);
  const known = new Map(tool.variables.map((variable) => [variable.name, variable]));
  const unknown = Object.keys(sent).find((name) => !known.has(name));
  if (unknown !== undefined) throw invalid(`The tool has no variable ${unknown}`);
  const values: ToolValues = {};
  for (const variable of tool.variables)
    if (Object.hasOwn(sent, variable.name)) values[variable.name] = checkValue(variable, sent[variable.name]);
  return {
    name: tool.name,
    values,
    rendered: renderPrompt(tool.prompt, tool.variables, values),
    system_prompt: tool.system_prompt,
    parameters: { max_tokens: tool.parameters_max_tokens, temperature: tool.parameters_temperature },
  };
}

/** What the model reads for a user message that ran a tool: the rendered prompt, then the typed text. */
export function toolMessageText(run: Pick<ToolRun, "rendered">, typed: string): string {
  if (typed.trim() === "") return run.rendered;
  if (run.rendered.trim() === "") return typed;
  return `${run.rendered}\n\n${typed}`;
}

/** The tool's own parameters (when it sets them) over the member's. */
export function withToolParameters<P extends { max_tokens?: number; temperature?: number }>(
  parameters: P,
  run: Pick<ToolRun, "parameters"> | undefined,
): P {
  if (run === undefined) return parameters;
  return {
    ...parameters,
    ...(run.parameters.max_tokens !== null ? { max_tokens: run.parameters.max_tokens } : {}),
    ...(run.parameters.temperature !== null ? { temperature: run.parameters.temperature } : {}),
  };
}
