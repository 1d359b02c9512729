// Owner/admin-only routes (the workspace's model registry and provider keys): run after
// requireMember; members get 403.
import type { FastifyReply, FastifyRequest } from "fastify";
import { principalOf } from "./auth.ts";

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const role = principalOf(request).role;
  if (role !== "owner" && role !== "admin") {
    return reply
      .status(403)
      .send({ error: { message: "Only owners and admins of the workspace can do this", code: "forbidden" } });
  }
}
