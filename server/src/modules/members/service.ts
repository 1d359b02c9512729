// Member creation (ops CLI, seed) and profile updates.
import { memberRoleSchema } from "@parley/shared-contracts/api/profile";
import { PASSWORD_MIN_LENGTH } from "@parley/shared-contracts/constants";
import type { Profile, ProfileUpdate } from "@parley/shared-contracts/api/profile";
import { z } from "zod";
import { generatePassword } from "../../lib/crypto.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";
import { HttpError, issuesToFields } from "../../lib/http-error.ts";
import type { PrincipalRow } from "../auth/repository.ts";
import { hashPassword } from "../auth/passwords.ts";
import { toProfile } from "./profile.ts";
import { insertMember, updateMemberProfile } from "./repository.ts";
import type { MemberRow } from "./repository.ts";

export const newMemberSchema = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(150),
  role: memberRoleSchema.default("member"),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(1024).optional(),
});
export type NewMemberInput = z.input<typeof newMemberSchema>;

/** Creates a member with a password (generated when none is given: returned once, stored hashed). */
export async function createMember(
  db: Queryable,
  accountId: number,
  input: NewMemberInput,
): Promise<{ member: MemberRow; generatedPassword: string | undefined }> {
  // Stays here, not in a route schema: no route creates members; the ops command (CLI in-process or
  // the ops API) and the seed call this, and the CLI shows "Invalid member" with the field keys.
  const parsed = newMemberSchema.safeParse(input);
  if (!parsed.success)
    throw new HttpError(400, "validation_error", "Invalid member", issuesToFields(parsed.error.issues));
  const generatedPassword = parsed.data.password === undefined ? generatePassword() : undefined;
  const passwordHash = await hashPassword(parsed.data.password ?? generatedPassword ?? "");
  try {
    const member = await insertMember(db, accountId, { ...parsed.data, passwordHash });
    return { member, generatedPassword };
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      throw new HttpError(
        409,
        "member_exists",
        `${parsed.data.email} is already a member of this workspace`,
      ).withParams({ email: parsed.data.email });
    }
    throw error;
  }
}

/** PATCH /api/v1/members/detail (its route schema checks the body): the caller's own row, then the profile. */
export async function updateProfile(
  db: Queryable,
  principal: PrincipalRow,
  update: ProfileUpdate,
): Promise<Profile> {
  const row = await updateMemberProfile(db, principal.account_id, principal.member_id, update);
  if (row === undefined) throw new HttpError(401, "not_authenticated", "Authentication required");
  return toProfile({
    ...principal,
    name: row.name,
    is_email_unsubscribed: row.is_email_unsubscribed,
    behavior_settings: row.behavior_settings,
  });
}
