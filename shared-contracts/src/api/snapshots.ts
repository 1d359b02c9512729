import { z } from "zod";

/**
 * Snapshots: a conversation frozen when made (later messages, edits and deletions never show in it),
 * anonymized or with names, private or public. Public ones are read without an account on the share
 * host (/c/{uuid}).
 */
/** The spec sends booleans as strings ("true"/"false") in these forms. */
const flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]);

export const snapshotCreateSchema = z.object({ anonymize: flag.default(false) });
export const snapshotToggleSchema = z.object({ is_public: flag });

/** A row of the collaboration dialog's snapshot list. */
export const snapshotSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  created: z.string(),
  /** The public page, /c/{uuid} on the share host. */
  url: z.string(),
  is_anonymized: z.boolean(),
  is_public: z.boolean(),
  owner_name: z.string(),
  is_deletable: z.boolean(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;
export const snapshotListSchema = z.object({ results: z.array(snapshotSchema) });
export type SnapshotList = z.infer<typeof snapshotListSchema>;

/** One message as frozen in a snapshot. */
export interface SnapshotMessage {
  id: number;
  type: "user" | "assistant";
  content: string;
  timestamp: string;
  /** Who wrote a user message ("Participant 2" when anonymized); null for replies. */
  sender: { name: string } | null;
  /** The model's display name of a reply. */
  model: string | null;
  upload_files: { images: { file_name: string }[]; documents: { file_name: string }[] };
}

export interface SnapshotViewSettings {
  userMarkdownView: boolean;
  userLatexView: boolean;
  assistantMarkdownView: boolean;
  assistantLatexView: boolean;
}

/** What the public page reads (the spec's conversation_data). */
export interface SnapshotConversationData {
  name: string;
  created: string;
  messages: SnapshotMessage[];
  llm_models: string[];
  view_settings: SnapshotViewSettings;
}

export interface PublicSnapshot {
  id: number;
  uuid: string;
  created: string;
  /** The public page, /c/{uuid} on the share host. */
  url: string;
  /** Always true here: private snapshots are not found. */
  is_public: boolean;
  is_anonymized: boolean;
  conversation_data: SnapshotConversationData;
}

/** `POST /api/v1/conversations/continue_snapshot/{uuid}/`: the continued conversation's id. */
export const continueSnapshotAnswerSchema = z.object({ data: z.object({ id: z.number().int() }) });
export type ContinueSnapshotAnswer = z.infer<typeof continueSnapshotAnswerSchema>;
