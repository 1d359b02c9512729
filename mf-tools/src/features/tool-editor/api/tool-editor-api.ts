import type { Tool, ToolUpdate } from "@parley/shared-contracts/api/tools";
import { toolEndpoints } from "@parley/shared-contracts/api/tool-endpoints";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";
import { deleteTool } from "../../agentics/api/tools-api.ts";
import { isImageFile } from "../utils/tool-files.ts";

/** A blank Personal tool (POST without a body); its id. */
export async function createTool(api: ApiFetch): Promise<number> {
  return (await callApi(api, toolEndpoints.create, {})).id;
}

/** Knowledge files to add (sent as `images` or `documents` by their type) and ids to remove. */
export interface KnowledgeChanges {
  add?: readonly File[];
  removeImages?: readonly number[];
  removeDocuments?: readonly number[];
}

/**
 * The spec's update: PATCH multipart with json_tool_data (the icon in it as base64), the knowledge
 * files and the ids of those to remove; the saved tool comes back.
 */
export function updateTool(
  api: ApiFetch,
  id: number,
  update: ToolUpdate | undefined,
  knowledge: KnowledgeChanges = {},
): Promise<Tool> {
  const form = new FormData();
  if (update !== undefined) form.set("json_tool_data", JSON.stringify(update));
  for (const file of knowledge.add ?? []) form.append(isImageFile(file) ? "images" : "documents", file);
  if (knowledge.removeImages?.length) form.set("remove_images", JSON.stringify(knowledge.removeImages));
  if (knowledge.removeDocuments?.length)
    form.set("remove_documents", JSON.stringify(knowledge.removeDocuments));
  return callApi(api, toolEndpoints.update, { params: { id }, body: form });
}

/** The blank tool could not be created: nothing was stored (the catalogue's "Created failed"). */
export class CreateFailed extends Error {
  constructor(cause: unknown) {
    super("Created failed", { cause });
  }
}

/**
 * Save of a new tool: the spec's create (a blank tool) and then its update. Until both succeed nothing
 * stays stored: a refused update removes the blank tool again, so no stray "New tool" is left behind.
 */
export async function createAndSave(
  api: ApiFetch,
  update: ToolUpdate,
  knowledge: KnowledgeChanges = {},
): Promise<Tool> {
  let id: number;
  try {
    id = await createTool(api);
  } catch (error) {
    throw new CreateFailed(error);
  }
  try {
    return await updateTool(api, id, update, knowledge);
  } catch (error) {
    await deleteTool(api, id).catch(() => undefined);
    throw error;
  }
}
