// /api/v1/tools/…: list (search, ordering, pages), create a blank tool, read, update (multipart with
// json_tool_data), delete, download (JSON, or CSV with formulas neutralised) and upload (JSON and CSV
// files, each answered on its own). Registered in the member group: tenant and member are checked.
import multipart from "@fastify/multipart";
import {
  TOOL_LIMITS,
  TOOLS_PATH,
  TOOLS_UPLOAD_PATH,
  toolListQuerySchema,
  toolUpdateSchema,
} from "@parley/shared-contracts/api/tools";
import type { Tool, ToolPage, ToolUploadResult } from "@parley/shared-contracts/api/tools";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError, issuesToFields } from "../../lib/http-error.ts";
import { principalOf } from "../../plugins/auth.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { exportCsv, exportJson, readToolFile, ToolFileError } from "./export-format.ts";
import {
  createBlankTool,
  createToolFrom,
  deleteToolFor,
  downloadableTool,
  fileNameOf,
  listTools,
  toTool,
  updateToolFor,
  visibleTool,
} from "./service.ts";
import type { ToolRequester } from "./service.ts";

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const downloadQuery = z.object({ format: z.enum(["json", "csv"]).default("json") });

function parse<T extends z.ZodType>(schema: T, input: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success)
    throw new HttpError(400, "validation_error", `Invalid ${what}`, issuesToFields(parsed.error.issues));
  return parsed.data;
}

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

/** The update's json_tool_data, from a multipart form or a JSON body. */
async function readUpdate(request: FastifyRequest): Promise<unknown> {
  let raw: unknown;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        // Icons and knowledge files are not taken yet: say so rather than drop them.
        part.file.resume();
        throw new HttpError(400, "validation_error", "Files cannot be attached to a tool yet", {
          [part.fieldname]: ["not_supported"],
        });
      }
      if (part.fieldname === "json_tool_data" && typeof part.value === "string") raw = part.value;
    }
  } else {
    const body = request.body as { json_tool_data?: unknown } | null | undefined;
    raw = body?.json_tool_data ?? body;
  }
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw) as unknown;
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

  app.get(TOOLS_PATH, async (request): Promise<ToolPage> => {
    const query = parse(toolListQuerySchema, request.query, "query");
    return listTools(app.db, requesterOf(request), query);
  });

  app.post(TOOLS_PATH, async (request, reply) => {
    const id = await createBlankTool(app.db, requesterOf(request));
    return reply.status(201).send({ id });
  });

  app.get("/api/v1/tools/:id/", async (request): Promise<Tool> => {
    const { id } = parse(idParams, request.params, "tool id");
    const caller = requesterOf(request);
    return toTool(await visibleTool(app.db, caller, id), caller);
  });

  app.patch("/api/v1/tools/:id/", async (request): Promise<Tool> => {
    const { id } = parse(idParams, request.params, "tool id");
    const update = parse(toolUpdateSchema, await readUpdate(request), "tool");
    return updateToolFor(app.db, requesterOf(request), id, update);
  });

  app.delete("/api/v1/tools/:id/", async (request, reply) => {
    const { id } = parse(idParams, request.params, "tool id");
    await deleteToolFor(app.db, requesterOf(request), id);
    return reply.status(204).send();
  });

  app.get("/api/v1/tools/:id/download/", async (request, reply) => {
    const { id } = parse(idParams, request.params, "tool id");
    const { format } = parse(downloadQuery, request.query, "query");
    const tool = await downloadableTool(app.db, requesterOf(request), id);
    reply
      .header("content-disposition", contentDisposition(fileNameOf(tool, format)))
      .header("cache-control", "no-store")
      .type(format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8");
    return format === "json" ? exportJson(tool) : exportCsv([tool]);
  });

  app.post(TOOLS_UPLOAD_PATH, async (request): Promise<ToolUploadResult> => {
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
