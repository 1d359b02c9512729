// The audit trail: every admin and ops change and the sensitive acts (one-time sign-in links issued
// and used) with who, what, when, where, and the changed fields before and after.
import type { Queryable } from "../../lib/db/database.ts";

export type AuditAction =
  | "onboarding_link.issued"
  | "onboarding_link.used"
  | "workspace.signed_up"
  | "member.invited"
  | "member.invitation_resent"
  | "member.role_changed"
  | "member.deactivated"
  | "member.reactivated"
  | "model.created"
  | "model.updated"
  | "model.removed"
  | "models.reordered"
  | "provider.updated"
  | "provider.removed"
  | "workspace.updated"
  | "workspace.logo_changed"
  | "workspace.logo_removed"
  /** A member loaded a remote from a dev server in their own browser, or stopped (dev-override/). */
  | "remote.dev_override_on"
  | "remote.dev_override_off"
  /** A workspace change made with the ops CLI or API (`ops.user.create`, `ops.workspace.dlp`, …). */
  | `ops.${string}`;

/** Changed fields as they were and became (JSON values). */
export type AuditState = Record<string, unknown>;

export interface AuditEvent {
  action: AuditAction;
  /** The acting member, or an operator label ("ops", "ops-cli:<user>"). */
  actor: { memberId: number; email: string } | "ops" | { ops: string };
  targetMemberId: number | null;
  ip: string | null;
  /** What was changed, as it is called now (a member's e-mail). */
  target?: string | null;
  before?: AuditState | null;
  after?: AuditState | null;
}

export interface AuditRow {
  id: number;
  actor_member_id: number | null;
  actor_label: string;
  action: string;
  target_member_id: number | null;
  target: string | null;
  before: AuditState | null;
  after: AuditState | null;
  ip: string | null;
  created_at: Date;
}

function actorLabel(actor: AuditEvent["actor"]): string {
  if (actor === "ops") return "ops";
  return "ops" in actor ? actor.ops : actor.email;
}

export async function recordAuditEvent(db: Queryable, accountId: number, event: AuditEvent): Promise<void> {
  const json = (value: AuditState | null | undefined) => (value ? JSON.stringify(value) : null);
  await db.query(
    `INSERT INTO audit_events (account_id, actor_member_id, actor_label, action, target_member_id, ip, target, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
    [
      accountId,
      typeof event.actor === "object" && "memberId" in event.actor ? event.actor.memberId : null,
      actorLabel(event.actor),
      event.action,
      event.targetMemberId,
      event.ip,
      event.target ?? null,
      json(event.before),
      json(event.after),
    ],
  );
}

const COLUMNS =
  "id::float8 AS id, actor_member_id, actor_label, action, target_member_id, target, before, after, ip, created_at";

export async function listAuditEvents(db: Queryable, accountId: number): Promise<AuditRow[]> {
  return db.query<AuditRow>(`SELECT ${COLUMNS} FROM audit_events WHERE account_id = $1 ORDER BY id`, [
    accountId,
  ]);
}

/** Newest first; `search` matches the actor, the action and the target (case-insensitive substring). */
export async function searchAuditEvents(
  db: Queryable,
  accountId: number,
  search: { q?: string | undefined; limit: number },
): Promise<AuditRow[]> {
  const q = search.q?.trim() ?? "";
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.query<AuditRow>(
    `SELECT ${COLUMNS} FROM audit_events
     WHERE account_id = $1
       AND ($2 = '' OR actor_label ILIKE $3 OR action ILIKE $3 OR coalesce(target, '') ILIKE $3)
     ORDER BY id DESC LIMIT $4`,
    [accountId, q, pattern, search.limit],
  );
}
