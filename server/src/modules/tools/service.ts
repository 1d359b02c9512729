// Tools for the routes: what a caller sees of each tool, and the changes they may make. A tool the
// caller may not see is a 404, whatever the reason (another member's Personal tool, another
// workspace's tool), so ids reveal nothing.
import { toolAvatarPath, toolFilePath } from "@parley/shared-contracts/api/tools";
import type {
  Tool,
  ToolListQuery,
  ToolPage,
  ToolSummary,
  ToolUpdate,
} from "@parley/shared-contracts/api/tools";
import type { Database, Queryable } from "../../lib/db/database.ts";
import type { FileStore } from "../../lib/storage/file-store.ts";
import { removeStored } from "../attachments/uploads.ts";
import { listToolFiles, storedKeysOfTool } from "./files-repository.ts";
import type { ToolFileRow } from "./files-repository.ts";
import { applyToolFiles, hasFileChanges } from "./tool-files.ts";
import type { ToolFileChanges } from "./tool-files.ts";
import { HttpError } from "../../lib/http-error.ts";
import { permissionsFor } from "./permissions.ts";
import type { ToolCaller } from "./permissions.ts";
import {
  deleteTool,
  findVisibleTool,
  insertPersonalTool,
  listVisibleTools,
  updateTool,
} from "./repository.ts";
import type { ToolChanges, ToolFields, ToolRow } from "./repository.ts";
import { ensureSystemTools } from "./system-tools.ts";
import { toolModels } from "./tool-models.ts";
import { normaliseVariables } from "./variables.ts";

export interface ToolRequester extends ToolCaller {
  accountId: number;
  memberName: string;
  memberEmail: string;
}

/** A file name for Download: the tool's name with anything unsafe in a file name replaced. */
export function fileNameOf(tool: Pick<ToolRow, "name">, extension: "json" | "csv"): string {
  const base =
    tool.name
      .replace(/[^\p{L}\p{N} ._-]+/gu, "_")
      .trim()
      .slice(0, 100) || "tool";
  return `${base}.${extension}`;
}

function toSummary(tool: ToolRow, caller: ToolCaller): ToolSummary {
  const can = permissionsFor(tool, caller);
  return {
    id: tool.id,
    name: tool.name,
    // The version in the address makes a changed icon a new address (the old one may be cached).
    avatar:
      tool.avatar_storage_key === null ? null : `${toolAvatarPath(tool.id)}?v=${tool.updated_at.getTime()}`,
    description: tool.description,
    tool_type: tool.tool_type,
    downloadable: can.downloadable,
    prompt_permission: can.prompt,
    settings_permission: can.settings,
    last_updated: tool.updated_at.toISOString(),
  };
}

const fileOf = (tool: ToolRow) => (file: ToolFileRow) => ({
  id: file.id,
  file_name: file.file_name,
  url: toolFilePath(tool.id, file.id, file.file_name),
});

/**
 * The tool for the caller; `files`: its knowledge files (listed only with the settings viewable);
 * `models`: the ids of the models it may run on (tool-models.ts).
 */
export function toTool(
  tool: ToolRow,
  caller: ToolCaller,
  files: readonly ToolFileRow[] = [],
  models: readonly number[] = [],
): Tool {
  const can = permissionsFor(tool, caller);
  const settings = can.settings !== "None";
  const shown = settings ? files : [];
  return {
    ...toSummary(tool, caller),
    // What may not be viewed never leaves the server; running the tool reads it there.
    prompt: can.prompt === "None" ? null : tool.prompt,
    usage_notes: tool.usage_notes,
    variables: Object.fromEntries(tool.variables.map((variable) => [variable.name, variable])),
    variable_order: tool.variables.map((variable) => variable.name),
    system_prompt: settings ? tool.system_prompt : null,
    parameters_max_tokens: settings ? tool.parameters_max_tokens : null,
    parameters_temperature: settings ? tool.parameters_temperature : null,
    creator: settings ? tool.creator : { name: "", email: "", organization: "" },
    version: tool.version,
    models: [...models],
    upload_files: {
      images: shown.filter((f) => f.kind === "image").map(fileOf(tool)),
      documents: shown.filter((f) => f.kind === "document").map(fileOf(tool)),
    },
    filename: fileNameOf(tool, "json"),
    member_access: can.canShare
      ? { prompt: tool.member_prompt_access, settings: tool.member_settings_access }
      : null,
  };
}

export async function listTools(
  db: Queryable,
  caller: ToolRequester,
  query: ToolListQuery,
): Promise<ToolPage> {
  await ensureSystemTools(db, caller.accountId);
  const descending = query.ordering.startsWith("-");
  const order = query.ordering.replace(/^-/, "") as "name" | "last_updated";
  const { rows, total } = await listVisibleTools(db, caller.accountId, caller.memberId, {
    search: query.search?.trim() || undefined,
    order,
    descending,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return {
    count: total,
    next: query.page * query.page_size < total ? query.page + 1 : null,
    results: rows.map((row) => toSummary(row, caller)),
  };
}

/** The tool in full for the caller, with its knowledge files. */
export async function readToolFor(db: Queryable, caller: ToolRequester, toolId: number): Promise<Tool> {
  const tool = await visibleTool(db, caller, toolId);
  const models = (await toolModels(db, caller.accountId)).map((model) => model.id);
  return toTool(tool, caller, await listToolFiles(db, caller.accountId, [tool.id]), models);
}

export async function visibleTool(db: Queryable, caller: ToolRequester, toolId: number): Promise<ToolRow> {
  await ensureSystemTools(db, caller.accountId);
  const tool = await findVisibleTool(db, caller.accountId, caller.memberId, toolId);
  if (tool === undefined) throw new HttpError(404, "not_found", "Tool not found");
  return tool;
}

/** A blank Personal tool of the caller (the editor opens on it). */
export function createBlankTool(db: Queryable, caller: ToolRequester): Promise<number> {
  return insertPersonalTool(db, caller.accountId, caller.memberId, {
    name: "New tool",
    description: "",
    usage_notes: "",
    prompt: "",
    system_prompt: "",
    variables: [],
    parameters_max_tokens: null,
    parameters_temperature: null,
    creator: { name: caller.memberName, email: caller.memberEmail, organization: "" },
    version: "1.0",
  });
}

export function createToolFrom(db: Queryable, caller: ToolRequester, fields: ToolFields): Promise<number> {
  return insertPersonalTool(db, caller.accountId, caller.memberId, {
    ...fields,
    variables: normaliseVariables(fields.variables),
  });
}

/** Where an update's files go, and the icon and knowledge-file changes it brings. */
export interface ToolFileUpdate {
  store: FileStore;
  changes: ToolFileChanges;
  log?: { warn: (obj: object, msg: string) => void };
}

/**
 * Applies an update: the prompt part (prompt, variables) needs Edit on the prompt, the settings part
 * (name, description, notes, system prompt, version, parameters, creator, icon, knowledge files) Edit
 * on the settings, sharing owner or admin rights. A part the caller may not edit is refused as a
 * whole (403).
 */
export async function updateToolFor(
  db: Database,
  caller: ToolRequester,
  toolId: number,
  update: ToolUpdate,
  files?: ToolFileUpdate,
): Promise<Tool> {
  const fileChanges = files?.changes ?? { uploads: [], removeIds: [] };
  const tool = await visibleTool(db, caller, toolId);
  const can = permissionsFor(tool, caller);
  const meta = update.metadata ?? {};
  const promptPart = update.model_prompt !== undefined || meta.variables !== undefined;
  const settingsPart =
    update.system_prompt !== undefined ||
    update.version !== undefined ||
    meta.prompt_name !== undefined ||
    meta.description !== undefined ||
    meta.usage_notes !== undefined ||
    meta.parameters !== undefined ||
    meta.creator !== undefined ||
    hasFileChanges(update, fileChanges);
  const sharingPart = update.tool_type !== undefined || update.member_access !== undefined;
  if (tool.tool_type === "System")
    throw new HttpError(403, "forbidden", "System tools cannot be changed in a workspace");
  if (promptPart && can.prompt !== "Edit")
    throw new HttpError(403, "forbidden", "You may not edit this tool's prompt");
  if (settingsPart && can.settings !== "Edit")
    throw new HttpError(403, "forbidden", "You may not edit this tool's settings");
  if (sharingPart && !can.canShare)
    throw new HttpError(403, "forbidden", "Only owners and admins share tools with the workspace");
  const changes: ToolChanges = {
    prompt: update.model_prompt,
    system_prompt: update.system_prompt,
    version: update.version,
    name: meta.prompt_name,
    description: meta.description,
    usage_notes: meta.usage_notes,
    variables: meta.variables === undefined ? undefined : normaliseVariables(meta.variables),
    parameters_max_tokens: meta.parameters === undefined ? undefined : meta.parameters.max_tokens,
    parameters_temperature: meta.parameters === undefined ? undefined : meta.parameters.temperature,
    creator: meta.creator,
    tool_type: update.tool_type,
    member_prompt_access: update.member_access?.prompt,
    member_settings_access: update.member_access?.settings,
  };
  if (files !== undefined && hasFileChanges(update, fileChanges))
    await applyToolFiles(
      db,
      files.store,
      { accountId: caller.accountId, toolId },
      update,
      fileChanges,
      files.log,
    );
  await updateTool(db, caller.accountId, toolId, changes);
  return readToolFor(db, caller, toolId);
}

export async function deleteToolFor(
  db: Queryable,
  caller: ToolRequester,
  toolId: number,
  store?: FileStore,
): Promise<void> {
  const tool = await visibleTool(db, caller, toolId);
  if (!permissionsFor(tool, caller).canDelete)
    throw new HttpError(403, "forbidden", "Only your own Personal tools can be deleted");
  const stored = await storedKeysOfTool(db, caller.accountId, toolId);
  await deleteTool(db, caller.accountId, toolId);
  // The rows went with the tool; the bytes go now.
  if (store !== undefined) await removeStored(store, stored);
}

/** The tool for Download, when the caller may read all that the file holds. */
export async function downloadableTool(
  db: Queryable,
  caller: ToolRequester,
  toolId: number,
): Promise<ToolRow> {
  const tool = await visibleTool(db, caller, toolId);
  if (!permissionsFor(tool, caller).downloadable)
    throw new HttpError(403, "forbidden", "This tool cannot be downloaded");
  return tool;
}
