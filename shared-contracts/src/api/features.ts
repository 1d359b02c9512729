import { z } from "zod";

// `GET /api/v1/payments/features/` (shellEndpoints.features): the workspace's feature flags (its
// plan's features and switches).
export const featureListSchema = z.object({
  /** Flag name → on. A flag that is not listed is off, except where its reader says otherwise. */
  features: z.record(z.string(), z.boolean()),
});
export type FeatureList = z.infer<typeof featureListSchema>;

export { TEAM_CHAT_SHARE_FLAG } from "./team-chat-constants.ts";
