import { z } from "zod";

import { COLLABORATION_DEFAULT_PAGE_SIZE, COLLABORATION_PAGE_SIZES } from "./collaboration-constants.ts";

export {
  AVATAR_GROUP_SIZE,
  COLLABORATION_DEFAULT_PAGE_SIZE,
  COLLABORATION_FLAG,
  COLLABORATION_PAGE_SIZES,
} from "./collaboration-constants.ts";

/** `POST /api/v1/collaboration/enable/` and `/disable/` and `/leave/`. */
export const collaborationConversationSchema = z.object({
  conversation_id: z.coerce.number().int().positive(),
});
export type CollaborationConversationRequest = z.infer<typeof collaborationConversationSchema>;

/** `POST /api/v1/collaboration/join/`. */
export const collaborationJoinSchema = z.object({ conversation_slug: z.string().trim().min(1).max(100) });
export type CollaborationJoinRequest = z.infer<typeof collaborationJoinSchema>;

/** Answer of enable: the slug; the link is `/conversation/{slug}` on the workspace's host. */
export const collaborationEnabledSchema = z.object({
  data: z.object({
    collaboration_slug: z.string(),
    conversation_id: z.number().int(),
    access_link: z.string(),
  }),
});
export type CollaborationEnabled = z.infer<typeof collaborationEnabledSchema>;
/** Answer of disable and leave: the conversation. */
export const collaborationConversationAnswerSchema = z.object({
  data: z.object({ conversation_id: z.number().int() }),
});
export type CollaborationConversationAnswer = z.infer<typeof collaborationConversationAnswerSchema>;

/** Answer of join (also for the owner and existing collaborators): where to go. */
export const collaborationJoinedSchema = z.object({ data: z.object({ conversation_id: z.number().int() }) });
export type CollaborationJoined = z.infer<typeof collaborationJoinedSchema>;

/** Query of the My Collaborations lists: sort_by is a field with '-' for descending. */
export const collaborationListQuerySchema = z.object({
  sort_by: z.enum(["name", "-name", "started_on", "-started_on"]).default("-started_on"),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((size) => (COLLABORATION_PAGE_SIZES as readonly number[]).includes(size), {
      message: "page_size must be 10, 20, 30, 40 or 50",
    })
    .default(COLLABORATION_DEFAULT_PAGE_SIZE),
});
/** As a client sends it: sort_by is one of the tab's orderings, checked by the server. */
export type CollaborationListQuery = {
  sort_by: string;
  search?: string | undefined;
  page: number;
  page_size: number;
};

/** Query of the public snapshots list: the same, sorted by created instead of started_on. */
export const publicSnapshotListQuerySchema = collaborationListQuerySchema.extend({
  sort_by: z.enum(["conversation_name", "-conversation_name", "created", "-created"]).default("-created"),
});
export type PublicSnapshotListQuery = z.infer<typeof publicSnapshotListQuerySchema>;

/**
 * A row of My Active Collaborations / Shared with Me (docs/product/collaboration.md § Data), plus who owns
 * it.
 */
export const collaborationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  started_on: z.string(),
  /** Absolute link to `/conversation/{slug}` on the workspace's host. */
  access_link: z.string(),
  owner_name: z.string(),
});
export type CollaborationRow = z.infer<typeof collaborationRowSchema>;

/** A row of Publicly Shared Snapshots (docs/product/snapshots.md § Data). */
export const publicSnapshotRowSchema = z.object({
  url: z.string(),
  conversation_id: z.number().int(),
  conversation_name: z.string(),
  created: z.string(),
  page_view_count: z.number().int(),
  convo_continued_count: z.number().int(),
  snapshot_cloned_count: z.number().int(),
});
export type PublicSnapshotRow = z.infer<typeof publicSnapshotRowSchema>;

/** A page of a list: `next`/`previous` are links (path and query) or null. */
export interface CollaborationPage<Row> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
}
const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(row),
  });
export const collaborationPageSchema = pageOf(collaborationRowSchema);
export const publicSnapshotPageSchema = pageOf(publicSnapshotRowSchema);
