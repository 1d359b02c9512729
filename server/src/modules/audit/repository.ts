// The audit trail: sensitive acts (one-time sign-in links issued and used) with who, when and where.
import type { Queryable } from "../../lib/db/database.ts";

export interface AuditEvent {
  action: "onboarding_link.issued" | "onboarding_link.used" | "workspace.signed_up";
  /** The acting member, or "ops" for the operator's CLI. */
  actor: { memberId: number; email: string } | "ops";
  targetMemberId: number | null;
  ip: string | null;
}

export interface AuditRow {
  actor_member_id: number | null;
  actor_label: string;
  action: string;
  target_member_id: number | null;
  ip: string | null;
  created_at: Date;
}

export async function recordAuditEvent(db: Queryable, accountId: number, event: AuditEvent): Promise<void> {
  await db.query(
    `INSERT INTO audit_events (account_id, actor_member_id, actor_label, action, target_member_id, ip)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      accountId,
      event.actor === "ops" ? null : event.actor.memberId,
      event.actor === "ops" ? "ops" : event.actor.email,
      event.action,
      event.targetMemberId,
      event.ip,
    ],
  );
}

export async function listAuditEvents(db: Queryable, accountId: number): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `SELECT actor_member_id, actor_label, action, target_member_id, ip, created_at
     FROM audit_events WHERE account_id = $1 ORDER BY id`,
    [accountId],
  );
}
