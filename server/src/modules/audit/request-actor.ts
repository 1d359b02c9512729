// Who made an admin change, read from the request (the signed-in owner or admin) for the audit log.
import type { FastifyRequest } from "fastify";
import { principalOf } from "../../plugins/auth.ts";
import type { AuditEvent, AuditState } from "./repository.ts";

export function requestActor(request: FastifyRequest): Pick<AuditEvent, "actor" | "ip"> {
  const p = principalOf(request);
  return { actor: { memberId: p.member_id, email: p.email }, ip: request.ip };
}

/** The fields `update` names, as they were in `before` and are in `after`. */
export function changedFields(
  update: object,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: AuditState; after: AuditState } {
  const keys = Object.keys(update);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}
