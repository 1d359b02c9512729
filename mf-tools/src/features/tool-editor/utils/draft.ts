import type { Tool, ToolUpdate, ToolVariable, VariableType } from "@parley/shared-contracts/api/tools";

/** What members may do with one part of an Account tool (owners and admins choose). */
export type MemberAccess = NonNullable<Tool["member_access"]>["prompt"];

/**
 * Sharing as owners and admins edit it: an Account tool (shared with the workspace) or Personal, and
 * what members may do with its prompt and its settings. Null for whoever may not share the tool.
 */
export interface DraftSharing {
  account: boolean;
  prompt: MemberAccess;
  settings: MemberAccess;
}

/** The tool's sharing for the editor, when the caller may change it (the server sends member_access then). */
export function sharingOf(tool: Tool): DraftSharing | null {
  if (tool.member_access === null) return null;
  return { account: tool.tool_type === "Account", ...tool.member_access };
}

/** A variable as the editor holds it: allowed values as the typed comma-separated text. */
export interface DraftVariable {
  key: number;
  name: string;
  type: VariableType;
  description: string;
  default: string;
  allowedText: string;
}

export interface ToolDraft {
  name: string;
  description: string;
  usageNotes: string;
  prompt: string;
  systemPrompt: string;
  version: string;
  maxTokens: string;
  temperature: string;
  creator: { name: string; email: string; organization: string };
  variables: DraftVariable[];
  sharing: DraftSharing | null;
}

let nextKey = 1;
const newKey = () => nextKey++;

export function draftOf(tool: Tool): ToolDraft {
  return {
    name: tool.name,
    description: tool.description,
    usageNotes: tool.usage_notes,
    prompt: tool.prompt ?? "",
    systemPrompt: tool.system_prompt ?? "",
    version: tool.version,
    maxTokens: tool.parameters_max_tokens === null ? "" : String(tool.parameters_max_tokens),
    temperature: tool.parameters_temperature === null ? "" : String(tool.parameters_temperature),
    creator: { ...tool.creator },
    variables: tool.variable_order.flatMap((name) => {
      const variable = tool.variables[name];
      return variable === undefined
        ? []
        : [
            {
              key: newKey(),
              name: variable.name,
              type: variable.type,
              description: variable.description,
              default: variable.default,
              allowedText: variable.allowed_values.join(", "),
            },
          ];
    }),
    sharing: sharingOf(tool),
  };
}

/**
 * A new tool before it is stored (the editor's Create): the fields the server gives a blank tool, the
 * member as its creator. Its id 0 is never sent: Save creates the tool first.
 */
export function blankTool(name: string, creator: { name: string; email: string }): Tool {
  return {
    id: 0,
    name,
    avatar: null,
    description: "",
    tool_type: "Personal",
    downloadable: false,
    prompt_permission: "Edit",
    settings_permission: "Edit",
    last_updated: "",
    prompt: "",
    usage_notes: "",
    variables: {},
    variable_order: [],
    system_prompt: "",
    parameters_max_tokens: null,
    parameters_temperature: null,
    creator: { ...creator, organization: "" },
    version: "1.0",
    models: [],
    upload_files: { images: [], documents: [] },
    filename: "",
    member_access: null,
  };
}

export function blankVariable(existing: readonly DraftVariable[]): DraftVariable {
  let n = existing.length + 1;
  while (existing.some((variable) => variable.name === `variable_${n}`)) n += 1;
  return {
    key: newKey(),
    name: `variable_${n}`,
    type: "text",
    description: "",
    default: "",
    allowedText: "",
  };
}

const isSelect = (type: VariableType) => type === "single-select" || type === "multi-select";

/**
 * The allowed values of a select, or null when the text is not a comma-separated list of
 * non-empty values (docs/product/tools.md § Variables).
 */
export function allowedValues(text: string): string[] | null {
  if (text.trim() === "") return [];
  const values = text.split(",").map((value) => value.trim());
  return values.some((value) => value === "") ? null : values;
}

/** A select variable whose allowed values cannot be read, by key (the field shows the message). */
export function badAllowedValues(variables: readonly DraftVariable[]): Set<number> {
  return new Set(
    variables.filter((v) => isSelect(v.type) && allowedValues(v.allowedText) === null).map((v) => v.key),
  );
}

/** The variables to save; selects without allowed values are skipped and named (the toast). */
export function variablesToSave(variables: readonly DraftVariable[]): {
  variables: ToolVariable[];
  skipped: string[];
} {
  const skipped: string[] = [];
  const kept: ToolVariable[] = [];
  for (const variable of variables) {
    const allowed = isSelect(variable.type) ? (allowedValues(variable.allowedText) ?? []) : [];
    if (isSelect(variable.type) && allowed.length === 0) {
      skipped.push(variable.name);
      continue;
    }
    kept.push({
      name: variable.name.trim(),
      type: variable.type,
      description: variable.description,
      default: variable.default,
      allowed_values: allowed,
    });
  }
  return { variables: kept, skipped };
}

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/**
 * The update for the parts the member may edit (the server refuses the others); sharing only from
 * owners and admins (a draft with `sharing`).
 */
export function updateOf(
  draft: ToolDraft,
  variables: ToolVariable[],
  can: { prompt: boolean; settings: boolean },
): ToolUpdate {
  const sharing = draft.sharing;
  return {
    ...(sharing !== null
      ? {
          tool_type: sharing.account ? ("Account" as const) : ("Personal" as const),
          member_access: { prompt: sharing.prompt, settings: sharing.settings },
        }
      : {}),
    ...(can.prompt ? { model_prompt: draft.prompt } : {}),
    ...(can.settings ? { system_prompt: draft.systemPrompt, version: draft.version } : {}),
    metadata: {
      ...(can.prompt ? { variables } : {}),
      ...(can.settings
        ? {
            prompt_name: draft.name.trim(),
            description: draft.description,
            usage_notes: draft.usageNotes,
            parameters: {
              max_tokens: numberOrNull(draft.maxTokens),
              temperature: numberOrNull(draft.temperature),
            },
            creator: draft.creator,
          }
        : {}),
    },
  };
}

/** The prompt with each variable's default filled in (the preview). */
export function previewOf(draft: ToolDraft): string {
  const defaults = new Map(draft.variables.map((variable) => [variable.name, variable.default]));
  return draft.prompt.replace(/\{\{\s*([\p{L}\p{N}_-]{1,64})\s*\}\}/gu, (whole, name: string) =>
    defaults.has(name) ? (defaults.get(name) ?? "") : whole,
  );
}

/** Moves the item at `from` by `step` (−1 up, +1 down), if it can move. */
export function moved<T>(items: readonly T[], from: number, step: number): T[] {
  const to = from + step;
  if (to < 0 || to >= items.length) return [...items];
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}
