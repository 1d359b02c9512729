import { z } from "zod";

import { COLLABORATION_DEFAULT_PAGE_SIZE, COLLABORATION_PAGE_SIZES } from "./collaboration-constants.ts";

export {
  AVATAR_GROUP_SIZE,
  COLLABORATION_DEFAULT_PAGE_SIZE,
  COLLABORATION_FLAG,
  COLLABORATION_LIST_PATHS,
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
export interface CollaborationEnabled {
  data: { collaboration_slug: string; conversation_id: number; access_link: string };
}

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
export type CollaborationListQuery = z.infer<typeof collaborationListQuerySchema>;

/** Query of the public snapshots list: the same, sorted by created instead of started_on. */
export const publicSnapshotListQuerySchema = collaborationListQuerySchema.extend({
  sort_by: z.enum(["conversation_name", "-conversation_name", "created", "-created"]).default("-created"),
});
export type PublicSnapshotListQuery = z.infer<typeof publicSnapshotListQuerySchema>;

/**
 * A row of My Active Collaborations / Shared with Me (docs/product/collaboration.md § Data), plus who owns
 * it.
 */
export interface CollaborationRow {
  id: number;
  name: string;
  started_on: string;
  /** Absolute link to `/conversation/{slug}` on the workspace's host. */
  access_link: string;
  owner_name: string;
}

/** A row of Publicly Shared Snapshots (docs/product/snapshots.md § Data). */
export interface PublicSnapshotRow {
  url: string;
  conversation_id: number;
  conversation_name: string;
  created: string;
  page_view_count: number;
  convo_continued_count: number;
  snapshot_cloned_count: number;
}

/** A page of a list: `next`/`previous` are links (path and query) or null. */
export interface CollaborationPage<Row> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
}
