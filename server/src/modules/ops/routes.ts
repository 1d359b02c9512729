// The ops API: /api/v1/ops/* with `Authorization: Bearer <token>` — PARLEY_OPS_TOKEN from anywhere,
// or the token the server keeps in its data directory (0600) for the ops CLI, from loopback only.
// Not cookie based, hence exempt from CSRF; disabled (404) when no token is configured.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { safeEqual } from "../../lib/crypto.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { RemoteCatalog } from "../remotes/catalog.ts";
import { listRemotes } from "../remotes/service.ts";
import { listRemoteVersions } from "../remotes/version-report.ts";
import { listAccountsWithMemberCounts } from "../accounts/repository.ts";
import type { OpsCommandAnswer, OpsWorkspaceList } from "@parley/shared-contracts/api/ops";
import { opsCommandSchema, runOpsCommandForResult } from "./commands.ts";
import type { AllowList } from "../../lib/net/ssrf-guard.ts";
import type { OpsCommand } from "./commands.ts";

export interface OpsRoutesOptions {
  /** PARLEY_OPS_TOKEN. */
  token: string | undefined;
  /** The data-directory token (accepted from loopback only). */
  localToken: string | undefined;
  catalog: RemoteCatalog;
  secretBox: SecretBox;
  /** The SSRF guard's allow-list (MCP server URLs). */
  outboundAllow: AllowList;
}

/** The TCP peer, not X-Forwarded-For: a proxy on this host must not make remote callers local. */
function fromLoopback(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? "";
  return peer === "::1" || peer.startsWith("127.") || peer.startsWith("::ffff:127.");
}

const DEFAULT_TENANT = "_default";

export async function opsRoutes(app: FastifyInstance, options: OpsRoutesOptions): Promise<void> {
  const { token, localToken, catalog, secretBox, outboundAllow } = options;
  const authorise = async (request: FastifyRequest, reply: FastifyReply) => {
    if (token === undefined && localToken === undefined)
      return reply.status(404).send({ error: { message: "The ops API is disabled", code: "not_found" } });
    const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    const valid =
      (token !== undefined && safeEqual(token, presented)) ||
      (localToken !== undefined && safeEqual(localToken, presented) && fromLoopback(request));
    if (!valid) {
      return reply
        .status(401)
        .send({ error: { message: "A valid ops token is required", code: "not_authenticated" } });
    }
  };
  /** The release log's "who": which token, plus the name an ops client gives (X-Parley-Actor). */
  const actorOf = (request: FastifyRequest) => {
    const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    const kind = token !== undefined && safeEqual(token, presented) ? "ops-api" : "ops-cli";
    const name = String(request.headers["x-parley-actor"] ?? "")
      .replace(/[^\w.@-]/g, "")
      .slice(0, 64);
    return name ? `${kind}:${name}` : kind;
  };
  const ctx = {
    db: app.db,
    catalog,
    secretBox,
    mailer: app.mailer,
    outboundAllow,
    onMcpRemoved: (serverId: number) => app.mcp.connections.forget(serverId),
    // Every websocket of the workspace, on every instance (its sessions are revoked already).
    onWorkspaceSuspended: (accountId: number) => app.realtime.dropSession(accountId, null),
    onChange: () => {
      app.tenants.invalidate();
      app.auth.sessions.clear();
      catalog.invalidate();
    },
  };
  // `lines` for the CLI (it prints them), `result` for the ops pages (they translate it).
  const run = async (command: OpsCommand, request: FastifyRequest): Promise<OpsCommandAnswer> => {
    const answer = await runOpsCommandForResult({ ...ctx, actor: actorOf(request) }, command);
    logCommand(app, command);
    return answer;
  };

  // The token is checked at onRequest: without one, nothing learns the command schema's rules.
  const commandRoute = {
    onRequest: authorise,
    schema: { body: z.object({ command: opsCommandSchema }) },
    config: { csrfExempt: true, invalidMessage: "Invalid ops command" },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .post("/api/v1/ops/commands", commandRoute, async (request) => run(request.body.command, request));

  const tenantOf = (value: string) => (value === DEFAULT_TENANT ? null : value);

  app.get<{ Querystring: { tenant?: string } }>(
    "/api/v1/ops/remotes",
    { preHandler: authorise, config: { csrfExempt: true } },
    async (request) =>
      listRemotes(app.db, await catalog.scan(), request.query.tenant ? tenantOf(request.query.tenant) : null),
  );

  // The ops pages' reads (docs/admin-site.md § Ops): the workspaces, and every remote version with
  // its promotions and load-error reports.
  app.get(
    "/api/v1/ops/workspaces",
    { preHandler: authorise, config: { csrfExempt: true } },
    async (): Promise<OpsWorkspaceList> => ({
      workspaces: (await listAccountsWithMemberCounts(app.db)).map((a) => ({
        subdomain: a.subdomain,
        name: a.name,
        memberCount: a.member_count,
        createdAt: a.created_at.toISOString(),
        suspendedAt: a.suspended_at?.toISOString() ?? null,
      })),
    }),
  );

  app.get("/api/v1/ops/remotes/versions", { preHandler: authorise, config: { csrfExempt: true } }, async () =>
    listRemoteVersions(app.db, await catalog.scan()),
  );

  app.put<{ Params: { tenant: string; remote: string }; Body: { version?: unknown } }>(
    "/api/v1/ops/remotes/pins/:tenant/:remote",
    { preHandler: authorise, config: { csrfExempt: true } },
    async (request) => {
      const version = request.body?.version;
      if (typeof version !== "string")
        throw new HttpError(400, "validation_error", 'Body must be {"version": "x.y.z"}');
      return run(
        {
          cmd: "remotes.pin",
          tenant: tenantOf(request.params.tenant),
          remote: request.params.remote,
          version,
        },
        request,
      );
    },
  );

  app.delete<{ Params: { tenant: string; remote: string } }>(
    "/api/v1/ops/remotes/pins/:tenant/:remote",
    { preHandler: authorise, config: { csrfExempt: true } },
    async (request) =>
      run(
        { cmd: "remotes.unpin", tenant: tenantOf(request.params.tenant), remote: request.params.remote },
        request,
      ),
  );
}

/** Logs what ran and for whom, never a password that came with the command. */
function logCommand(app: FastifyInstance, command: OpsCommand) {
  const who = "subdomain" in command ? command.subdomain : "tenant" in command ? command.tenant : undefined;
  app.log.info({ cmd: command.cmd, tenant: who }, "ops command");
}
