// Who an OIDC identity is in a workspace: the member whose e-mail the provider has verified. No
// member (or a disabled one) → "uninvited"; nobody is created by signing in with Google.
import type { Queryable } from "../../lib/db/database.ts";
import type { AccountRow } from "../accounts/repository.ts";
import { DISABLED_CODE, isSignInOptionEnabled } from "../auth/sign-in-options.ts";
import { findMemberByEmail } from "../members/repository.ts";
import type { VerifiedIdentity } from "./client.ts";

export type IdentityMatch =
  { ok: true; memberId: number } | { ok: false; error: "uninvited" | typeof DISABLED_CODE.google };

export async function matchIdentity(
  db: Queryable,
  account: Pick<AccountRow, "id" | "sign_in_options">,
  identity: VerifiedIdentity,
): Promise<IdentityMatch> {
  // Checked again here: the option may have been switched off while the person was at the provider.
  if (!isSignInOptionEnabled(account, "google")) return { ok: false, error: DISABLED_CODE.google };
  if (!identity.emailVerified || identity.email === undefined) return { ok: false, error: "uninvited" };
  const member = await findMemberByEmail(db, account.id, identity.email);
  if (member === undefined || member.disabled) return { ok: false, error: "uninvited" };
  return { ok: true, memberId: member.id };
}
