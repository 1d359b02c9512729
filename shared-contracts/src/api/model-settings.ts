import { z } from "zod";
import { modelSourceTypeSchema, parameterSchemaEntrySchema } from "./models.ts";

/** thinking, prompt_caching, web_search (any toggle): enabled or disabled; thinking also budget_tokens. */
export const toggleValueSchema = z
  .object({
    type: z.enum(["enabled", "disabled"]),
    budget_tokens: z.number().int().min(0).max(10_000_000).optional(),
  })
  .strict();

/** One parameter's value: number, text or level, toggle, multi-select list (or comma list), toggle object. */
export const parameterValueSchema = z.union([
  z.number(),
  z.string().max(10_000),
  z.boolean(),
  z.array(z.union([z.string().max(200), z.number()])).max(100),
  toggleValueSchema,
]);

/** A member's values for one model, by parameter name. */
export const parameterValuesSchema = z.record(
  z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  parameterValueSchema,
);

/**
 * `GET /api/v1/models/{id}/settings/` (and the answer of PUT and DELETE): the model record of the
 * settings sidebar; `parameters` are the member's saved values (empty = the schema's defaults).
 * The client merges it into the model.
 */
export const modelSettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  source_type: modelSourceTypeSchema,
  usage_note: z.string(),
  parameter_schema: z.record(z.string(), parameterSchemaEntrySchema),
  parameters: parameterValuesSchema,
});
export type ModelSettings = z.infer<typeof modelSettingsSchema>;

/** `PUT /api/v1/models/{id}/settings/`: the member's whole set of values (checked against the schema). */
export const modelSettingsUpdateSchema = z.object({ parameters: parameterValuesSchema }).strict();
export type ModelSettingsUpdate = z.infer<typeof modelSettingsUpdateSchema>;

/**
 * `PATCH /api/v1/members/behavior_settings/` (wire names of
 * docs/product/chat-settings.md § Behaviour settings fields, all optional): the caller's behaviour settings;
 * conversation_id also applies the markdown/latex views to that conversation. Answers the updated
 * BehaviorSettings.
 */
export const behaviorSettingsUpdateSchema = z
  .object({
    markdown_view: z.boolean(),
    latex_view: z.boolean(),
    explicit_url_detection: z.boolean(),
    function_call_aggressiveness: z.number().int().min(0).max(2),
    commentary_enabled: z.boolean(),
    conversation_id: z.number().int().positive().nullable(),
  })
  .partial()
  .strict();
export type BehaviorSettingsUpdate = z.infer<typeof behaviorSettingsUpdateSchema>;
