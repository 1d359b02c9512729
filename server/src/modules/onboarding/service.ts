// Rapid onboarding: a one-time link that signs a person straight into their workspace. Created by
// the ops CLI or an admin (creating the member when needed), stored hashed, short-lived, single use.
// A link is an invitation, never a way into an existing account: it is refused for owners, for a
// role above the issuer's and for anyone who has signed in before (checked again when it is used).
// The member is told by e-mail, and every issue and use lands in the audit trail.
import { rapidOnboardingRequestSchema } from "@parley/shared-contracts/api/onboarding";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { MemberRole } from "@parley/shared-contracts/api/profile";
import { sha256 } from "../../lib/crypto.ts";
import type { Database, Queryable } from "../../lib/db/database.ts";
import { HttpError, issuesToFields } from "../../lib/http-error.ts";
import type { Mailer } from "../../lib/mailer/mailer.ts";
import type { AccountRow } from "../accounts/repository.ts";
import { recordAuditEvent } from "../audit/repository.ts";
import { createOneTimeToken } from "../auth/service.ts";
import { findMemberByEmail, insertMember } from "../members/repository.ts";
import { composeOnboardingNotice } from "./notice-mail.ts";
import { consumeRapidOnboardingToken } from "./repository.ts";

export const RAPID_ONBOARDING_PATH = "/rapid-onboarding";

export interface IssuedOnboardingToken {
  email: string;
  token: string;
  /** Path on the workspace host that starts the sign-in. */
  path: string;
  expiresAt: Date;
  memberCreated: boolean;
}

/** Who asks for a link: a member of the workspace (the admin API) or the operator (ops CLI). */
export type OnboardingIssuer =
  | { kind: "member"; memberId: number; email: string; name: string; role: MemberRole; ip: string | null }
  | { kind: "ops" };

export interface OnboardingNotice {
  mailer: Mailer;
  language: LanguageCode;
  /** Logs a mail that could not be sent (the link stays valid; the audit row is the record). */
  onError: (error: unknown) => void;
}

const RANK: Record<MemberRole, number> = { member: 0, admin: 1, owner: 2 };

export async function createRapidOnboardingToken(
  db: Database,
  account: Pick<AccountRow, "id" | "name">,
  input: unknown,
  ttlSeconds: number,
  issuer: OnboardingIssuer,
  notice?: OnboardingNotice,
): Promise<IssuedOnboardingToken> {
  const parsed = rapidOnboardingRequestSchema.safeParse(input ?? {});
  if (!parsed.success)
    throw new HttpError(400, "validation_error", "Invalid request", issuesToFields(parsed.error.issues));
  const { email, name } = parsed.data;
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const issued = await db.transaction(async (tx) => {
    let member = await findMemberByEmail(tx, account.id, email);
    const memberCreated = member === undefined;
    if (member !== undefined) {
      if (member.disabled)
        throw new HttpError(409, "member_disabled", `${member.email} is disabled in this workspace`);
      if (member.role === "owner")
        throw new HttpError(403, "forbidden", "One-time sign-in links cannot be made for an owner");
      if (issuer.kind === "member" && RANK[member.role] > RANK[issuer.role])
        throw new HttpError(403, "forbidden", "One-time sign-in links cannot be made for a higher role");
      if (member.last_login_at !== null)
        throw new HttpError(
          409,
          "already_signed_in",
          `${member.email} has signed in before; one-time links are for new members only (send a password reset instead)`,
        );
    }
    member ??= await insertMember(tx, account.id, {
      email,
      name: name ?? email.split("@")[0] ?? email,
      role: "member",
      passwordHash: null,
    });
    const token = await createOneTimeToken(tx, account.id, "rapid_onboarding", member.id, ttlSeconds);
    await recordAuditEvent(tx, account.id, {
      action: "onboarding_link.issued",
      actor: issuer.kind === "ops" ? "ops" : { memberId: issuer.memberId, email: issuer.email },
      targetMemberId: member.id,
      ip: issuer.kind === "ops" ? null : issuer.ip,
    });
    return {
      member,
      result: {
        email: member.email,
        token,
        path: `${RAPID_ONBOARDING_PATH}?${new URLSearchParams({ token }).toString()}`,
        expiresAt,
        memberCreated,
      },
    };
  });
  if (notice !== undefined) {
    const mail = composeOnboardingNotice({
      language: notice.language,
      to: { email: issued.member.email, name: issued.member.name },
      workspaceName: account.name,
      issuer: issuer.kind === "ops" ? undefined : `${issuer.name} (${issuer.email})`,
    });
    await notice.mailer.send(mail).catch(notice.onError);
  }
  return issued.result;
}

/**
 * Uses a token of this workspace; returns the member it signs in, or undefined (invalid, used,
 * expired, or its member has become an owner or signed in meanwhile). The use is audited.
 */
export async function redeemRapidOnboardingToken(
  db: Queryable,
  accountId: number,
  token: string,
  ip: string | null,
): Promise<number | undefined> {
  if (token.length === 0 || token.length > 512) return undefined;
  const used = await consumeRapidOnboardingToken(db, accountId, sha256(token));
  if (used === undefined) return undefined;
  await recordAuditEvent(db, accountId, {
    action: "onboarding_link.used",
    actor: { memberId: used.member_id, email: used.email },
    targetMemberId: used.member_id,
    ip,
  });
  return used.member_id;
}
