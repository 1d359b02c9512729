// The members page (owners and admins): invite by e-mail, change a role, deactivate and reactivate,
// resend an invitation. Every change is written to the audit log in the same transaction.
import type { AdminInvite, AdminMember, AdminMemberUpdate } from "@parley/shared-contracts/api/admin-members";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { MemberRole } from "@parley/shared-contracts/api/profile";
import type { Database } from "../../lib/db/database.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import { composeLinkMail } from "../../lib/mailer/link-mail.ts";
import type { Mailer } from "../../lib/mailer/mailer.ts";
import type { AccountRow } from "../accounts/repository.ts";
import { recordAuditEvent } from "../audit/repository.ts";
import { createOneTimeToken } from "../auth/service.ts";
import { revokeMemberSessions } from "../password-reset/repository.ts";
import { insertMember, normaliseEmail } from "../members/repository.ts";
import * as repo from "./repository.ts";
import type { AdminMemberRow } from "./repository.ts";
import { INVITATION_MAIL_TEXTS } from "./invitation-mail-texts.ts";

/** An invitation link works this long (it sets the password once). */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

export interface AdminActor {
  memberId: number;
  email: string;
  name: string;
  role: MemberRole;
  ip: string;
}

export interface AdminMembersRuntime {
  db: Database;
  mailer: Mailer;
  /** The update-password page of the workspace (`https://acme.example.com/password/change`). */
  setPasswordPageUrl: (subdomain: string) => string;
  /** Ends the member's sessions everywhere: the session cache and every open socket. */
  endSessions: (accountId: number, memberId: number, sessionIds: string[]) => Promise<void>;
  log: { info(fields: object, message: string): void };
}

export function toAdminMember(row: AdminMemberRow): AdminMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    invited: row.last_login_at === null && !row.has_password,
    last_login_at: row.last_login_at?.toISOString() ?? null,
  };
}

const notFound = () => new HttpError(404, "not_found", "Member not found");

async function memberOf(db: Database, accountId: number, memberId: number): Promise<AdminMemberRow> {
  const row = await repo.findAdminMember(db, accountId, memberId);
  if (row === undefined) throw notFound();
  return row;
}

/** Only an owner gives or takes the owner role, and nobody changes or deactivates themselves here. */
function assertMayChange(actor: AdminActor, target: AdminMemberRow, newRole?: MemberRole): void {
  if (target.id === actor.memberId)
    throw new HttpError(409, "self_change", "You cannot change or deactivate yourself here");
  if ((target.role === "owner" || newRole === "owner") && actor.role !== "owner")
    throw new HttpError(403, "forbidden", "Only an owner can change an owner or make one");
}

async function sendInvitation(
  rt: AdminMembersRuntime,
  account: AccountRow,
  member: { id: number; email: string; name: string },
  actor: AdminActor,
  language: LanguageCode,
  token: string,
): Promise<void> {
  const mail = composeLinkMail({
    language,
    to: { email: member.email, name: member.name, isEmailUnsubscribed: false },
    link: `${rt.setPasswordPageUrl(account.subdomain)}?token=${encodeURIComponent(token)}`,
    texts: INVITATION_MAIL_TEXTS[language],
    values: {
      name: member.name,
      workspace: account.name,
      inviter: actor.name,
      days: String(Math.round(INVITATION_TTL_SECONDS / 86_400)),
    },
  });
  const outcome = await rt.mailer.send(mail);
  rt.log.info({ tenant: account.subdomain, memberId: member.id, outcome }, "invitation mail");
}

export async function inviteMember(
  rt: AdminMembersRuntime,
  account: AccountRow,
  actor: AdminActor,
  input: AdminInvite,
  language: LanguageCode,
): Promise<AdminMember> {
  const role = input.role ?? "member";
  if (role === "owner" && actor.role !== "owner")
    throw new HttpError(403, "forbidden", "Only an owner can make an owner");
  const email = normaliseEmail(input.email);
  const name = input.name?.trim() || (email.split("@")[0] ?? email);
  const created = await rt.db
    .transaction(async (tx) => {
      const member = await insertMember(tx, account.id, { email, name, role, passwordHash: null });
      const token = await createOneTimeToken(tx, account.id, "invitation", member.id, INVITATION_TTL_SECONDS);
      await recordAuditEvent(tx, account.id, {
        action: "member.invited",
        actor,
        targetMemberId: member.id,
        target: email,
        ip: actor.ip,
        after: { email, name, role },
      });
      return { member, token };
    })
    .catch((error: unknown) => {
      if (sqlState(error) === UNIQUE_VIOLATION)
        throw new HttpError(409, "member_exists", `${email} is already a member of this workspace`);
      throw error;
    });
  await sendInvitation(rt, account, created.member, actor, language, created.token);
  return toAdminMember(await memberOf(rt.db, account.id, created.member.id));
}

export async function resendInvitation(
  rt: AdminMembersRuntime,
  account: AccountRow,
  actor: AdminActor,
  memberId: number,
  language: LanguageCode,
): Promise<AdminMember> {
  const target = await memberOf(rt.db, account.id, memberId);
  if (!toAdminMember(target).invited || target.disabled)
    throw new HttpError(409, "not_invited", `${target.email} has no open invitation`);
  const token = await rt.db.transaction(async (tx) => {
    await repo.retireInvitations(tx, account.id, target.id);
    const fresh = await createOneTimeToken(tx, account.id, "invitation", target.id, INVITATION_TTL_SECONDS);
    await recordAuditEvent(tx, account.id, {
      action: "member.invitation_resent",
      actor,
      targetMemberId: target.id,
      target: target.email,
      ip: actor.ip,
    });
    return fresh;
  });
  await sendInvitation(rt, account, target, actor, language, token);
  return toAdminMember(target);
}

export async function changeRole(
  rt: AdminMembersRuntime,
  account: AccountRow,
  actor: AdminActor,
  memberId: number,
  update: AdminMemberUpdate,
): Promise<AdminMember> {
  const target = await memberOf(rt.db, account.id, memberId);
  assertMayChange(actor, target, update.role);
  if (target.role !== update.role) {
    await rt.db.transaction(async (tx) => {
      await repo.setMemberRole(tx, account.id, target.id, update.role);
      await recordAuditEvent(tx, account.id, {
        action: "member.role_changed",
        actor,
        targetMemberId: target.id,
        target: target.email,
        ip: actor.ip,
        before: { role: target.role },
        after: { role: update.role },
      });
    });
  }
  return toAdminMember(await memberOf(rt.db, account.id, target.id));
}

/** Deactivating ends every session of the member at once, and with them every open socket. */
export async function setActive(
  rt: AdminMembersRuntime,
  account: AccountRow,
  actor: AdminActor,
  memberId: number,
  active: boolean,
): Promise<AdminMember> {
  const target = await memberOf(rt.db, account.id, memberId);
  assertMayChange(actor, target);
  if (target.disabled === !active) return toAdminMember(target);
  const sessions = await rt.db.transaction(async (tx) => {
    await repo.setMemberDisabled(tx, account.id, target.id, !active);
    const ended = active ? [] : await revokeMemberSessions(tx, account.id, target.id, "deactivated");
    await recordAuditEvent(tx, account.id, {
      action: active ? "member.reactivated" : "member.deactivated",
      actor,
      targetMemberId: target.id,
      target: target.email,
      ip: actor.ip,
      before: { disabled: target.disabled },
      after: { disabled: !active, ...(active ? {} : { sessions_ended: ended.length }) },
    });
    return ended;
  });
  if (!active) await rt.endSessions(account.id, target.id, sessions);
  return toAdminMember(await memberOf(rt.db, account.id, target.id));
}
