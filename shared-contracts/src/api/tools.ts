import { z } from "zod";

/**
 * Tools (shown as "Agentics"): reusable prompt templates with typed variables, a system prompt,
 * parameters and knowledge files, run from the chat box. Personal tools belong to their creator;
 * Account tools are shared with the whole workspace and edited by owners and admins; System tools
 * come with the product and are edited by nobody in a workspace.
 */
/** The models a tool may run on (a ModelList): the workspace's models that are not disabled. */
export const TOOL_MODELS_PATH = "/api/v1/tools/models/";
/** The tool's icon (PNG or JPEG), for whoever sees the tool. */
export const toolAvatarPath = (id: number) => `/api/v1/tools/${id}/avatar/`;
/** One knowledge file of a tool, for whoever may view the tool's settings. */
export const toolFilePath = (id: number, fileId: number, fileName: string) =>
  `/api/v1/tools/${id}/files/${fileId}/${encodeURIComponent(fileName)}`;

export const toolTypeSchema = z.enum(["Personal", "Account", "System"]);
export type ToolType = z.infer<typeof toolTypeSchema>;

/** What the caller may do with a part of a tool: View is implied by Edit. */
export const toolPermissionSchema = z.enum(["None", "View", "Edit"]);
export type ToolPermission = z.infer<typeof toolPermissionSchema>;

/**
 * What members (not owners or admins) may do with each part of an Account tool. The spec offers None
 * or Edit; View (see, not change) is kept for the tools shared so before.
 */
export const memberAccessSchema = z.enum(["None", "View", "Edit"]);

export const variableTypeSchema = z.enum(["text", "url", "single-select", "multi-select"]);
export type VariableType = z.infer<typeof variableTypeSchema>;

/** A variable name as it appears in `{{name}}`: letters, digits, underscores and hyphens. */
export const VARIABLE_NAME = /^[\p{L}\p{N}_-]{1,64}$/u;
export const TOOL_LIMITS = {
  name: 200,
  description: 4_000,
  usageNotes: 4_000,
  prompt: 100_000,
  systemPrompt: 100_000,
  version: 50,
  variables: 50,
  variableDescription: 1_000,
  variableDefault: 10_000,
  allowedValues: 100,
  allowedValue: 500,
  /** One imported file (JSON or CSV). */
  importFileBytes: 1_000_000,
  importFiles: 20,
  /** Tools in one CSV file. */
  importRows: 200,
  /** The icon: .jpg or .png, at most 10 MB. */
  iconBytes: 10 * 1024 * 1024,
  /** Knowledge files a tool keeps. */
  knowledgeFiles: 20,
} as const;

/** The icon types the editor offers and the server takes (checked by content too). */
export const TOOL_ICON_TYPES = ["image/png", "image/jpeg"] as const;
/** Knowledge files: the documents and images a chat message may carry. */
export const TOOL_KNOWLEDGE_ACCEPT = ".pdf,.docx,.pptx,.txt,.csv,.md,.png,.jpg,.jpeg,.webp";

/** The server's answers to a refused icon (docs/product/tools.md § Tool edit dialog). */
export const toolIconErrors = {
  type: "The icon must be a .jpg or .png image.",
  size: "The icon must be at most 10 MB.",
} as const;

export const variableSchema = z.object({
  name: z.string().regex(VARIABLE_NAME, "Use letters, digits, _ and - only"),
  type: variableTypeSchema,
  description: z.string().max(TOOL_LIMITS.variableDescription).default(""),
  /** For multi-select: the chosen values joined by commas. */
  default: z.string().max(TOOL_LIMITS.variableDefault).default(""),
  allowed_values: z
    .array(z.string().trim().min(1).max(TOOL_LIMITS.allowedValue))
    .max(TOOL_LIMITS.allowedValues)
    .default([]),
});
export type ToolVariable = z.infer<typeof variableSchema>;

export const toolCreatorSchema = z.object({
  name: z.string().max(200).default(""),
  email: z.string().max(320).default(""),
  organization: z.string().max(200).default(""),
});
export type ToolCreator = z.infer<typeof toolCreatorSchema>;

export const toolFileSchema = z.object({ id: z.number().int(), file_name: z.string(), url: z.string() });

/** A tool as listed (GET /api/v1/tools/). */
export const toolSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  description: z.string(),
  tool_type: toolTypeSchema,
  downloadable: z.boolean(),
  prompt_permission: toolPermissionSchema,
  settings_permission: toolPermissionSchema,
  last_updated: z.string(),
});
export type ToolSummary = z.infer<typeof toolSummarySchema>;

/**
 * A tool in full (GET /api/v1/tools/{id}/). `prompt` is null when the caller may not view it, and
 * the settings (system prompt, parameters, creator, files) are empty when they may not view those;
 * the variables are always there, since running the tool needs them.
 */
export const toolSchema = toolSummarySchema.extend({
  prompt: z.string().nullable(),
  usage_notes: z.string(),
  variables: z.record(z.string(), variableSchema),
  variable_order: z.array(z.string()),
  system_prompt: z.string().nullable(),
  parameters_max_tokens: z.number().int().nullable(),
  parameters_temperature: z.number().nullable(),
  creator: toolCreatorSchema,
  version: z.string(),
  /** Ids of the models the tool may run on (TOOL_MODELS_PATH). */
  models: z.array(z.number().int()),
  upload_files: z.object({ images: z.array(toolFileSchema), documents: z.array(toolFileSchema) }),
  /** The name Download gives the file. */
  filename: z.string(),
  /** Account tools: what members may see (owners and admins only). */
  member_access: z.object({ prompt: memberAccessSchema, settings: memberAccessSchema }).nullable(),
});
export type Tool = z.infer<typeof toolSchema>;

export const toolPageSchema = z.object({
  count: z.number().int(),
  next: z.number().int().nullable(),
  results: z.array(toolSummarySchema),
});
export type ToolPage = z.infer<typeof toolPageSchema>;

export const toolListQuerySchema = z.object({
  search: z.string().max(200).optional(),
  ordering: z.enum(["name", "-name", "last_updated", "-last_updated"]).default("name"),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ToolListQuery = z.infer<typeof toolListQuerySchema>;

export const toolParametersSchema = z.object({
  max_tokens: z.number().int().min(1).max(1_000_000).nullable().default(null),
  temperature: z.number().min(0).max(2).nullable().default(null),
});

/** The `json_tool_data` field of the update (PATCH, multipart). */
export const toolUpdateSchema = z.object({
  model_prompt: z.string().max(TOOL_LIMITS.prompt).optional(),
  system_prompt: z.string().max(TOOL_LIMITS.systemPrompt).optional(),
  version: z.string().max(TOOL_LIMITS.version).optional(),
  metadata: z
    .object({
      prompt_name: z.string().trim().min(1).max(TOOL_LIMITS.name).optional(),
      description: z.string().max(TOOL_LIMITS.description).optional(),
      usage_notes: z.string().max(TOOL_LIMITS.usageNotes).optional(),
      variables: z.array(variableSchema).max(TOOL_LIMITS.variables).optional(),
      parameters: toolParametersSchema.optional(),
      creator: toolCreatorSchema.optional(),
    })
    .optional(),
  /** Owners and admins: share with the workspace (Account) or keep it Personal. */
  tool_type: z.enum(["Personal", "Account"]).optional(),
  member_access: z.object({ prompt: memberAccessSchema, settings: memberAccessSchema }).optional(),
  /** The new icon's bytes in base64 (with `avatar_type`), or null to remove the icon. */
  avatar: z.string().nullable().optional(),
  avatar_type: z.enum(TOOL_ICON_TYPES).optional(),
});
export type ToolUpdate = z.infer<typeof toolUpdateSchema>;

/**
 * The file Download writes and the upload reads back (JSON); a CSV holds one such tool per row with
 * the columns of TOOL_CSV_COLUMNS (variables as JSON in their cell).
 */
export const TOOL_EXPORT_FORMAT = "parley.tool";
export const toolExportSchema = z.object({
  format: z.literal(TOOL_EXPORT_FORMAT),
  format_version: z.literal(1),
  name: z.string().trim().min(1).max(TOOL_LIMITS.name),
  description: z.string().max(TOOL_LIMITS.description).default(""),
  usage_notes: z.string().max(TOOL_LIMITS.usageNotes).default(""),
  prompt: z.string().max(TOOL_LIMITS.prompt).default(""),
  system_prompt: z.string().max(TOOL_LIMITS.systemPrompt).default(""),
  version: z.string().max(TOOL_LIMITS.version).default(""),
  variables: z.array(variableSchema).max(TOOL_LIMITS.variables).default([]),
  parameters: toolParametersSchema.default({ max_tokens: null, temperature: null }),
  creator: toolCreatorSchema.default({ name: "", email: "", organization: "" }),
});
export type ToolExport = z.infer<typeof toolExportSchema>;

export const TOOL_CSV_COLUMNS = [
  "name",
  "description",
  "usage_notes",
  "prompt",
  "system_prompt",
  "version",
  "max_tokens",
  "temperature",
  "creator_name",
  "creator_email",
  "creator_organization",
  "variables",
] as const;

/** POST /api/v1/tools/upload/: each file's outcome, in the order sent. */
export const toolUploadResultSchema = z.object({
  uploaded: z.number().int(),
  results: z.array(
    z.object({
      file_name: z.string(),
      status: z.enum(["uploaded", "invalid"]),
      tool_ids: z.array(z.number().int()),
      error: z.string().nullable(),
    }),
  ),
});
export type ToolUploadResult = z.infer<typeof toolUploadResultSchema>;

/** POST /api/v1/tools/: the blank tool's id. */
export const toolCreatedSchema = z.object({ id: z.number().int() });
export type ToolCreated = z.infer<typeof toolCreatedSchema>;
