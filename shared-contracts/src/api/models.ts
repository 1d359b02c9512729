import { z } from "zod";

/** Where a model is served from; the model dropdown groups the rest by this. */
export const modelSourceTypeSchema = z.enum(["openai", "anthropic", "openai_compatible", "offline"]);
export type ModelSourceType = z.infer<typeof modelSourceTypeSchema>;

/** One parameter's schema (part 2 §3 "Model parameters"); used by the model settings form. */
export const parameterSchemaEntrySchema = z.object({
  type: z
    .enum(["text", "number", "single_select", "multi_select", "slider", "toggle_with_number", "toggle"])
    .optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  allowed_values: z.array(z.union([z.string(), z.number()])).optional(),
  priority: z.number().optional(),
  description: z.string().optional(),
  default: z.unknown().optional(),
  budget_tokens: z.object({ min: z.number(), max: z.number(), default: z.number() }).optional(),
});
export type ParameterSchemaEntry = z.infer<typeof parameterSchemaEntrySchema>;

/** A model as users see it (`GET /api/v1/models/`). */
export const modelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  icon: z.string().nullable(),
  tags: z.array(z.enum(["search", "image"])),
  recommended: z.boolean(),
  disabled: z.boolean(),
  is_trial_model: z.boolean(),
  trial_model_logo: z.string().nullable(),
  source_type: modelSourceTypeSchema,
  /** The built-in offline model: answers without any network; labelled "Offline demo" in the UI. */
  is_offline: z.boolean(),
  /** File kinds the model accepts: "image" and/or "document". */
  supported_file_types: z.array(z.string()),
  usage_note: z.string(),
  parameter_schema: z.record(z.string(), parameterSchemaEntrySchema),
  /** USD per token, decimal strings. */
  price_input_per_token: z.string(),
  price_output_per_token: z.string(),
});
export type Model = z.infer<typeof modelSchema>;

export const modelListSchema = z.object({ results: z.array(modelSchema) });
export type ModelList = z.infer<typeof modelListSchema>;

/** `POST /api/v1/members/last_used_model/`: body of the last-used model update. */
export const lastUsedModelUpdateSchema = z.object({ last_used_model: z.number().int().positive() });
export type LastUsedModelUpdate = z.infer<typeof lastUsedModelUpdateSchema>;
