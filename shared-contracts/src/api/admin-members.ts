import { z } from "zod";
import { ADMIN_ROLES } from "./admin-constants.ts";

export * from "./admin-constants.ts";

/** A member as the admin site's members page shows it. */
export const adminMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  /** Deactivated: cannot sign in; every session and socket ended when it happened. */
  disabled: z.boolean(),
  /** Invited and never signed in (Resend invitation applies). */
  invited: z.boolean(),
  last_login_at: z.string().nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMemberListSchema = z.object({ results: z.array(adminMemberSchema) });
export type AdminMemberList = z.infer<typeof adminMemberListSchema>;

/** Invite by e-mail: the member is created without a password and mailed a link that sets it. */
export const adminInviteSchema = z
  .object({
    email: z.email().max(254),
    name: z.string().trim().max(200).optional(),
    role: z.enum(ADMIN_ROLES).default("member"),
  })
  .strict();
export type AdminInvite = z.input<typeof adminInviteSchema>;

export const adminMemberUpdateSchema = z.object({ role: z.enum(ADMIN_ROLES) }).strict();
export type AdminMemberUpdate = z.infer<typeof adminMemberUpdateSchema>;
