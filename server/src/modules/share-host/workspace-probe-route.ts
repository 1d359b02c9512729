// The share page's Continue dialog asks a workspace host whether it exists before sending the visitor
// there. A CORS read from the share origin only (no credentials), so the dialog can say 'We cannot find
// your workspace' instead of sending the visitor to a dead end (a no-cors probe cannot tell, and the
// workspace's Cross-Origin-Resource-Policy would refuse it anyway). Three answers: 204 ready, 404 no
// such workspace, 503 a workspace that exists but takes no one yet (suspended by ops) — the dialog
// says 'Your subdomain is not ready yet' for that and for a host that does not answer at all. No
// response schema: none of its answers has a body (shareEndpoints.workspaceProbe is raw).
import { shareEndpoints } from "@parley/shared-contracts/api/share-endpoints";
import type { FastifyInstance } from "fastify";

export async function workspaceProbeRoute(
  app: FastifyInstance,
  options: { shareOrigin: string },
): Promise<void> {
  app.get(shareEndpoints.workspaceProbe.pattern, async (request, reply) => {
    void reply
      .header("access-control-allow-origin", options.shareOrigin)
      .header("vary", "Origin")
      .header("cache-control", "no-store");
    const host = request.hostInfo;
    const account = host.kind === "workspace" ? await app.tenants.get(host.subdomain) : undefined;
    if (account === undefined) return reply.status(404).send();
    return reply.status(account.suspended_at === null ? 204 : 503).send();
  });
}
