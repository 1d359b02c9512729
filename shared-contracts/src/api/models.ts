import { z } from "zod";

/** Where a model is served from; the model dropdown groups the rest by this. */
export const modelSourceTypeSchema = z.enum(["openai", "anthropic", "openai_compatible", "offline"]);
export type ModelSourceType = z.infer<typeof modelSourceTypeSchema>;

/**
 * One parameter's schema (docs/product/chat-settings.md § Model parameters); used by the model settings form.
 */
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
  /** Its provider can speak (commentary audio): OpenAI and OpenAI-compatible; not Anthropic, not offline. */
  supports_speech: z.boolean(),
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
/** Its answer: the model kept. */
export const lastUsedModelAnswerSchema = z.object({ data: lastUsedModelUpdateSchema });
export type LastUsedModelAnswer = z.infer<typeof lastUsedModelAnswerSchema>;

/** Provider kinds Parley calls through the Vercel AI SDK (the built-in offline model needs none). */
export const providerKindSchema = z.enum(["openai", "anthropic", "openai_compatible"]);
export type ProviderKind = z.infer<typeof providerKindSchema>;

/** A model as owners and admins manage it: the user view plus its provider configuration. */
export const adminModelSchema = modelSchema.extend({
  /** The model's id at the provider (e.g. "gpt-4.1-mini", "llama3.2"). */
  provider_model: z.string().nullable(),
  /** Overrides the account's base URL for this model's provider kind; null = the account's. */
  base_url: z.string().nullable(),
  /** Context window in tokens: a prompt estimated larger answers 400 "Token limit exceeded". */
  context_size: z.number().int(),
});
export type AdminModel = z.infer<typeof adminModelSchema>;
export const adminModelListSchema = z.object({ results: z.array(adminModelSchema) });

/** USD per token as a decimal string ("0.0000025"). */
export const tokenPriceSchema = z.string().regex(/^\d{1,8}(\.\d{1,12})?$/, "invalid_price");

/** Fields of a model an owner or admin may set (`PATCH /api/v1/admin/models/{id}/`: all optional). */
export const adminModelUpdateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9._:/@-]+$/, "invalid_model_name"),
    display_name: z.string().trim().min(1).max(100),
    source_type: providerKindSchema,
    provider_model: z.string().trim().min(1).max(200).nullable(),
    base_url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable(),
    context_size: z.number().int().min(256).max(100_000_000),
    icon: z.string().max(2048).nullable(),
    tags: z.array(z.enum(["search", "image"])).max(2),
    recommended: z.boolean(),
    disabled: z.boolean(),
    is_trial_model: z.boolean(),
    trial_model_logo: z.string().max(2048).nullable(),
    supported_file_types: z.array(z.enum(["image", "document"])).max(2),
    usage_note: z.string().max(20_000),
    parameter_schema: z.record(z.string(), parameterSchemaEntrySchema),
    price_input_per_token: tokenPriceSchema,
    price_output_per_token: tokenPriceSchema,
  })
  .partial()
  .strict();
export type AdminModelUpdate = z.infer<typeof adminModelUpdateSchema>;

/** `POST /api/v1/admin/models/`: name, display_name and source_type required; the rest default. */
export const adminModelCreateSchema = adminModelUpdateSchema.required({
  name: true,
  display_name: true,
  source_type: true,
});
export type AdminModelCreate = z.infer<typeof adminModelCreateSchema>;

/** `PUT /api/v1/admin/models/order/`: every model id of the workspace, in the order to show them. */
export const adminModelOrderSchema = z
  .object({ ids: z.array(z.number().int().positive()).min(1).max(1000) })
  .strict();
export type AdminModelOrder = z.infer<typeof adminModelOrderSchema>;

/** `POST /api/v1/admin/providers/{kind}/test/`: whether the provider answered with the stored key. */
export const providerTestResultSchema = z.object({
  ok: z.boolean(),
  /** What happened, for the page to say in the member's language (`message` is the English of it). */
  code: z.enum(["connected", "no_base_url", "no_api_key", "key_refused", "failed", "unreachable"]),
  /** The provider's HTTP status, null when it could not be reached. */
  status: z.number().int().nullable(),
  /** `connected`: how many models the provider lists. */
  models: z.number().int().optional(),
  /** `unreachable`: the network error, as the runtime reported it. */
  detail: z.string().optional(),
  /** What went wrong (or how many models it lists), in plain English words. */
  message: z.string(),
});
export type ProviderTestResult = z.infer<typeof providerTestResultSchema>;

/** A provider's configuration for the account (`GET /api/v1/admin/providers/`); the key is never sent. */
export const providerCredentialSchema = z.object({
  kind: providerKindSchema,
  has_api_key: z.boolean(),
  base_url: z.string().nullable(),
  updated_at: z.string(),
});
export type ProviderCredential = z.infer<typeof providerCredentialSchema>;
export const providerCredentialListSchema = z.object({ results: z.array(providerCredentialSchema) });

/** `PUT /api/v1/admin/providers/{kind}/`: api_key null clears it; absent fields stay unchanged. */
export const providerCredentialUpdateSchema = z
  .object({
    api_key: z.string().trim().min(1).max(4096).nullable(),
    base_url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable(),
  })
  .partial()
  .strict();
export type ProviderCredentialUpdate = z.infer<typeof providerCredentialUpdateSchema>;
