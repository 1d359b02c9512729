import { z } from "zod";
import { signInOptionSchema } from "./workspace.ts";

export * from "./admin-constants.ts";

/** The workspace settings the admin site's settings page edits. */
export const adminWorkspaceSchema = z.object({
  subdomain: z.string(),
  name: z.string(),
  /** The logo's URL (an uploaded one is served by `/api/v1/accounts/{subdomain}/logo/{file}`), or null. */
  logo: z.string().nullable(),
  sign_in_options: z.array(signInOptionSchema),
  dlp_mode: z.enum(["WARN", "BLOCK"]),
  /** The product's flags as the workspace has them (defaults filled in). */
  feature_flags: z.object({ collaboration: z.boolean(), team_chat_share: z.boolean() }),
});
export type AdminWorkspace = z.infer<typeof adminWorkspaceSchema>;

/** `PATCH /api/v1/admin/workspace/`: any of the fields. */
export const adminWorkspaceUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    sign_in_options: z.array(signInOptionSchema).min(1),
    dlp_mode: z.enum(["WARN", "BLOCK"]),
    feature_flags: z.object({ collaboration: z.boolean(), team_chat_share: z.boolean() }).partial().strict(),
  })
  .partial()
  .strict();
export type AdminWorkspaceUpdate = z.infer<typeof adminWorkspaceUpdateSchema>;
