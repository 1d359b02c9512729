// /api/v1/tools/…: list (search, ordering, pages), the models a tool may use, create a blank tool,
// read, update (multipart with json_tool_data), delete, download (JSON, or CSV with formulas
// neutralised) and upload (JSON and CSV files, each answered on its own). Registered in the member group: tenant and member are checked.
import multipart from "@fastify/multipart";
import { toolEndpoints as endpoints } from "@parley/shared-contracts/api/tool-endpoints";
import {
  TOOL_LIMITS,
  TOOL_MODELS_PATH,
  toolCreatedSchema,
  toolIconErrors,
  toolListQuerySchema,
  toolPageSchema,
  toolSchema,
  toolUpdateSchema,
  toolUploadResultSchema,
} from "@parley/shared-contracts/api/tools";
import type { ToolUploadResult } from "@parley/shared-contracts/api/tools";
import type { ModelList } from "@parley/shared-contracts/api/models";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createdResponses, noContentResponses, rawResponses, responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { principalOf } from "../../plugins/auth.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { checkUploadLimits, MAX_FILES, MAX_TOTAL_BYTES } from "../attachments/uploads.ts";
import { parseId } from "../../lib/path-id.ts";
import { findToolAvatar, findToolFile } from "./files-repository.ts";
import type { ToolFileChanges } from "./tool-files.ts";
import { exportCsv, exportJson, readToolFile, ToolFileError } from "./export-format.ts";
import {
  createBlankTool,
  createToolFrom,
  deleteToolFor,
  downloadableTool,
  fileNameOf,
  listTools,
  readToolFor,
  updateToolFor,
  visibleTool,
} from "./service.ts";
import { toModel } from "../models/service.ts";
import { permissionsFor } from "./permissions.ts";
import { toolModels } from "./tool-models.ts";
import type { ToolRequester } from "./service.ts";

/** An update carries at most an icon (base64, in json_tool_data) and a send's worth of files. */
const UPDATE_LIMITS = {
  files: MAX_FILES + 1,
  fileSize: MAX_TOTAL_BYTES + 1,
  fields: 40,
  fieldSize: Math.ceil((TOOL_LIMITS.iconBytes * 4) / 3) + 512 * 1024,
};

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const downloadQuery = z.object({ format: z.enum(["json", "csv"]).default("json") });

/** The tool's id in the path (its own message), checked by the route schema. */
const byId = { schema: { params: idParams }, config: { invalidMessage: { params: "Invalid tool id" } } };

function requesterOf(request: FastifyRequest): ToolRequester {
  const me = principalOf(request);
  return {
    accountId: accountOf(request).id,
    memberId: me.member_id,
    role: me.role,
    memberName: me.name,
    memberEmail: me.email,
  };
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Knowledge-file ids to remove: a JSON list, or ids separated by commas. */
function readIds(value: string, field: string): number[] {
  let list: unknown;
  try {
    list = value.trim().startsWith("[") ? JSON.parse(value) : value.split(",").filter((v) => v.trim() !== "");
  } catch {
    list = undefined;
  }
  const ids = Array.isArray(list) ? list.map((v) => Number(String(v).trim())) : [];
  if (!Array.isArray(list) || ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647))
    throw new HttpError(400, "validation_error", `${field} must list file ids`, { [field]: ["invalid"] });
  return ids;
}

/**
 * The update: json_tool_data (the icon in it as base64) from a multipart form or a JSON body, and
 * from a form the knowledge files (`images`, `documents`) and the ids to remove (`remove_images`,
 * `remove_documents`). The attachments' limits are checked while reading.
 */
async function readUpdate(request: FastifyRequest): Promise<{ data: unknown; files: ToolFileChanges }> {
  let raw: unknown;
  const files: ToolFileChanges = { uploads: [], removeIds: [] };
  if (request.isMultipart()) {
    let total = 0;
    for await (const part of request.parts({ limits: UPDATE_LIMITS })) {
      if (part.type === "file") {
        if (part.fieldname !== "images" && part.fieldname !== "documents") {
          part.file.resume();
          throw new HttpError(400, "validation_error", "Send knowledge files as images or documents", {
            [part.fieldname]: ["unknown_field"],
          });
        }
        const data = new Uint8Array(await part.toBuffer());
        total += data.byteLength;
        if (part.file.truncated) checkUploadLimits(0, Number.POSITIVE_INFINITY);
        checkUploadLimits(files.uploads.length + 1, total);
        files.uploads.push({ field: part.fieldname, fileName: part.filename || "file", data });
      } else if (typeof part.value === "string") {
        if (part.fieldname === "json_tool_data") {
          // Cut at the field limit: only a huge icon makes it that long.
          if (part.valueTruncated)
            throw new HttpError(400, "icon_too_large", toolIconErrors.size, { avatar: ["icon_too_large"] });
          raw = part.value;
        } else if (part.fieldname === "remove_images" || part.fieldname === "remove_documents")
          files.removeIds.push(...readIds(part.value, part.fieldname));
      }
    }
  } else {
    const body = request.body as { json_tool_data?: unknown } | null | undefined;
    raw = body?.json_tool_data ?? body;
  }
  if (typeof raw !== "string") return { data: raw, files };
  try {
    return { data: JSON.parse(raw) as unknown, files };
  } catch {
    throw new HttpError(400, "validation_error", "json_tool_data is not valid JSON", {
      json_tool_data: ["invalid_json"],
    });
  }
}

export async function toolsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // A file over the limit is cut and marked truncated (not thrown), so it gets its own error.
    throwFileSizeLimit: false,
    // One file more than allowed and one byte more than allowed, so both are seen and refused.
    limits: {
      files: TOOL_LIMITS.importFiles + 1,
      fileSize: TOOL_LIMITS.importFileBytes + 1,
      fields: 20,
      fieldSize: 512 * 1024,
    },
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  const list = { querystring: toolListQuerySchema, response: responses(endpoints.list, toolPageSchema) };
  api.get(endpoints.list.pattern, { schema: list }, async (request) =>
    listTools(app.db, requesterOf(request), request.query),
  );

  const create = { schema: { response: createdResponses(endpoints.create, toolCreatedSchema) } };
  api.post(endpoints.create.pattern, create, async (request, reply) => {
    const id = await createBlankTool(app.db, requesterOf(request));
    return reply.status(201).send({ id });
  });

  // The models a tool may run on (a static path: matched before the tool id below).
  app.get(TOOL_MODELS_PATH, async (request): Promise<ModelList> => {
    const rows = await toolModels(app.db, accountOf(request).id);
    return { results: rows.map(toModel) };
  });

  const get = { ...byId, schema: { ...byId.schema, response: responses(endpoints.get, toolSchema) } };
  api.get(endpoints.get.pattern, get, async (request) => {
    return readToolFor(app.db, requesterOf(request), request.params.id);
  });

  // The icon, for whoever sees the tool (the list's avatar).
  api.get("/api/v1/tools/:id/avatar/", byId, async (request, reply) => {
    const { id } = request.params;
    const caller = requesterOf(request);
    await visibleTool(app.db, caller, id);
    const avatar = await findToolAvatar(app.db, caller.accountId, id);
    const data = avatar?.avatar_storage_key ? await app.fileStore.get(avatar.avatar_storage_key) : undefined;
    if (data === undefined || !avatar?.avatar_media_type)
      throw new HttpError(404, "not_found", "This tool has no icon");
    return reply
      .type(avatar.avatar_media_type)
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "sandbox; default-src 'none'")
      .header("cache-control", "private, max-age=86400")
      .send(Buffer.from(data));
  });

  // A knowledge file, for whoever may view the tool's settings (served like attachments).
  app.get<{ Params: { id: string; fileId: string; name: string } }>(
    "/api/v1/tools/:id/files/:fileId/:name",
    async (request, reply) => {
      const notFound = () => new HttpError(404, "file_not_found", "File not found");
      const id = parseId(request.params.id, notFound);
      const caller = requesterOf(request);
      const tool = await visibleTool(app.db, caller, id);
      if (permissionsFor(tool, caller).settings === "None") throw notFound();
      const file = await findToolFile(app.db, caller.accountId, id, parseId(request.params.fileId, notFound));
      const data = file ? await app.fileStore.get(file.storage_key) : undefined;
      if (file === undefined || data === undefined) throw notFound();
      const inline = file.kind === "image" || file.media_type === "application/pdf";
      return reply
        .type(file.media_type)
        .header(
          "content-disposition",
          contentDisposition(file.file_name).replace(/^attachment/, inline ? "inline" : "attachment"),
        )
        .header("x-content-type-options", "nosniff")
        .header(
          "content-security-policy",
          "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        )
        .header("cache-control", "private, max-age=3600")
        .send(Buffer.from(data));
    },
  );

  // The form is read before the schema check: json_tool_data becomes the body the schema checks,
  // the knowledge-file changes are kept aside for the handler.
  const fileChanges = new WeakMap<FastifyRequest, ToolFileChanges>();
  const update = {
    preValidation: async (request: FastifyRequest) => {
      const { data, files } = await readUpdate(request);
      fileChanges.set(request, files);
      request.body = data;
    },
    schema: { params: idParams, body: toolUpdateSchema, response: responses(endpoints.update, toolSchema) },
    config: { invalidMessage: { params: "Invalid tool id", body: "Invalid tool" } },
  };
  api.patch(endpoints.update.pattern, update, async (request) => {
    const files = fileChanges.get(request) ?? { uploads: [], removeIds: [] };
    return updateToolFor(app.db, requesterOf(request), request.params.id, request.body, {
      store: app.fileStore,
      changes: files,
      log: request.log,
    });
  });

  const remove = { ...byId, schema: { ...byId.schema, response: noContentResponses(endpoints.remove) } };
  api.delete(endpoints.remove.pattern, remove, async (request, reply) => {
    await deleteToolFor(app.db, requesterOf(request), request.params.id, app.fileStore);
    return reply.status(204).send();
  });

  const download = {
    schema: { params: idParams, querystring: downloadQuery, response: rawResponses(endpoints.download) },
    config: { invalidMessage: { params: "Invalid tool id" } },
  };
  api.get(endpoints.download.pattern, download, async (request, reply) => {
    const { format } = request.query;
    const tool = await downloadableTool(app.db, requesterOf(request), request.params.id);
    reply
      .header("content-disposition", contentDisposition(fileNameOf(tool, format)))
      .header("cache-control", "no-store")
      .type(format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8");
    return format === "json" ? exportJson(tool) : exportCsv([tool]);
  });

  const upload = { schema: { response: responses(endpoints.upload, toolUploadResultSchema) } };
  api.post(endpoints.upload.pattern, upload, async (request) => {
    if (!request.isMultipart())
      throw new HttpError(415, "unsupported_media_type", "Upload tool files as multipart/form-data");
    const caller = requesterOf(request);
    const results: ToolUploadResult["results"] = [];
    const names = new Set<string>();
    let uploaded = 0;
    let files = 0;
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      files += 1;
      if (files > TOOL_LIMITS.importFiles) {
        part.file.resume();
        throw new HttpError(
          400,
          "too_many_files",
          `Upload at most ${TOOL_LIMITS.importFiles} files at a time`,
        );
      }
      const bytes = await part.toBuffer();
      const fileName = part.filename || "file";
      try {
        if (part.file.truncated)
          throw new ToolFileError(`The file is larger than ${TOOL_LIMITS.importFileBytes / 1_000_000} MB.`);
        const tools = readToolFile(fileName, part.mimetype, bytes).filter((tool) => {
          // Duplicates by name in one upload are taken once.
          const key = tool.name.trim().toLowerCase();
          if (names.has(key)) return false;
          names.add(key);
          return true;
        });
        // One file is stored whole or not at all.
        const ids = await app.db.transaction(async (tx) => {
          const created: number[] = [];
          for (const tool of tools)
            created.push(
              await createToolFrom(tx, caller, {
                name: tool.name,
                description: tool.description,
                usage_notes: tool.usage_notes,
                prompt: tool.prompt,
                system_prompt: tool.system_prompt,
                variables: tool.variables,
                parameters_max_tokens: tool.parameters.max_tokens,
                parameters_temperature: tool.parameters.temperature,
                creator: tool.creator,
                version: tool.version,
              }),
            );
          return created;
        });
        uploaded += ids.length;
        results.push({ file_name: fileName, status: "uploaded", tool_ids: ids, error: null });
      } catch (error) {
        if (!(error instanceof ToolFileError) && !(error instanceof HttpError && error.statusCode === 400))
          throw error;
        results.push({ file_name: fileName, status: "invalid", tool_ids: [], error: error.message });
      }
    }
    if (files === 0) throw new HttpError(400, "validation_error", "Choose at least one JSON or CSV file");
    return { uploaded, results };
  });
}
