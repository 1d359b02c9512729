import { z } from "zod";

/** Per-conversation view settings; defaults: user markdown on, user latex off, assistant markdown on, latex off. */
export const viewSettingsSchema = z.object({
  userMarkdownView: z.boolean(),
  userLatexView: z.boolean(),
  assistantMarkdownView: z.boolean(),
  assistantLatexView: z.boolean(),
});
export type ViewSettings = z.infer<typeof viewSettingsSchema>;
export { DEFAULT_VIEW_SETTINGS } from "./conversation-defaults.ts";

export const participantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  email: z.string(),
});
export type Participant = z.infer<typeof participantSchema>;

export const dlpPreferenceSchema = z.enum(["anonymize", "send_anyway", "dont_send"]).nullable();

/** A row of the conversation sidebar (`GET /api/v1/conversations/`). */
export const conversationSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created: z.string(),
  modified: z.string(),
  /** Characters of all messages. */
  size: z.number().int(),
  num_of_unread_messages: z.number().int(),
  has_unread_mentions: z.boolean(),
  requester_is_owner: z.boolean(),
  is_collaborative: z.boolean(),
  /** Where the search matched, when the list was searched ("title" or a message excerpt). */
  search_excerpt: z.string().nullable().optional(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** Paged list answer: `next` is the next page number, or null. */
export const conversationPageSchema = z.object({
  count: z.number().int(),
  next: z.number().int().nullable(),
  results: z.array(conversationSummarySchema),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** The orderings the sidebar's sort toggle offers. */
export const SIDEBAR_ORDERINGS = ["-modified", "modified", "name", "-name", "-created", "created"] as const;

/**
 * `GET /api/v1/conversations/` query: ordering is a sort field with '-' for descending — the sidebar's,
 * and the spec's size (characters), duration (first to last activity) and similarity (how well the
 * title matches the search; always best first, and the newest first without a search).
 */
export const conversationListQuerySchema = z.object({
  search: z.string().max(200).optional(),
  ordering: z
    .enum([...SIDEBAR_ORDERINGS, "size", "-size", "duration", "-duration", "similarity", "-similarity"])
    .default("-modified"),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

/** `GET /api/v1/conversations/{id}/`: the conversation without its messages (those are paged). */
export const conversationSchema = conversationSummarySchema.extend({
  is_csa: z.boolean(),
  has_snapshot: z.boolean(),
  participants: z.array(participantSchema),
  collaboration_slug: z.string().nullable(),
  last_used_model_id: z.number().int().nullable(),
  /** Same value as last_used_model_id, under the spec's other name. */
  last_used_model: z.number().int().nullable(),
  dlp_preference: dlpPreferenceSchema,
  view_settings: viewSettingsSchema,
  /** USD, rounded up to whole cents, as decimal strings ("0.03"). */
  conversation_last_message_cost: z.string(),
  conversation_total_usage_cost: z.string(),
  /** Whether the owner dismissed the $5 cost warning. */
  cost_warning_dismissed: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `PATCH /api/v1/conversations/{id}/` (owner only for name). */
export const conversationUpdateSchema = z
  .object({
    name: z.string().trim().min(1, "Name must not be empty").max(200),
    view_settings: viewSettingsSchema.partial(),
    dlp_preference: dlpPreferenceSchema,
    cost_warning_dismissed: z.boolean(),
  })
  .partial()
  .strict();
export type ConversationUpdate = z.infer<typeof conversationUpdateSchema>;

/** `GET /api/v1/conversations/slug/{slug}/` → `{data: {id}}`. */
export const slugResolveSchema = z.object({ data: z.object({ id: z.number().int() }) });

/** `GET /api/v1/conversations/{id}/export/`: purpose picks the 429 text (copy or download limit). */
export const conversationExportQuerySchema = z.object({
  format: z.literal("markdown").default("markdown"),
  purpose: z.enum(["download", "copy"]).default("download"),
});
export type ConversationExportQuery = z.infer<typeof conversationExportQuerySchema>;
