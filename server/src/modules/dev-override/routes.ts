// GET/PUT/DELETE /api/v1/remotes/dev-override: a member's override of one remote for their own
// browser (development-entries.ts). Members' routes (tenant and session checked by the group); the
// permission is permission.ts's, the origin origin-policy.ts's; turning one on or off is audited.
import {
  devOverrideRequestSchema,
  devOverrideSavedSchema,
  devOverrideStatusSchema,
  type DevOverrideStatus,
} from "@parley/shared-contracts/api/dev-override";
import { shellEndpoints as endpoints } from "@parley/shared-contracts/api/shell-endpoints";
import type { RemoteName } from "@parley/shared-contracts/api/remotes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { noContentResponses, responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { principalOf } from "../../plugins/auth.ts";
import { recordAuditEvent } from "../audit/repository.ts";
import { readShellContract } from "../remotes/publish.ts";
import type { RemoteCatalog } from "../remotes/catalog.ts";
import { requestManifest } from "../remotes/request-manifest.ts";
import { checkOverrideOrigin } from "./origin-policy.ts";
import { DEV_OVERRIDE_COOKIE, DEV_OVERRIDE_TTL_SECONDS } from "./override-cookie.ts";
import type { DevRemotes } from "./dev-remotes.ts";
import { overrideRefusal } from "./permission.ts";

const PROBLEMS = {
  invalid_origin: "The origin must be like http://localhost:3005 (no path)",
  origin_not_allowed: "Only loopback origins and the ones this server allows can serve a remote",
} as const;

const REFUSALS = {
  instance_off: "Developer overrides are turned off on this server",
  workspace_off: "Developer overrides are turned off in this workspace",
  role: "Only owners and admins of the workspace can load a remote from a dev server",
} as const;

export async function devOverrideRoutes(
  app: FastifyInstance,
  options: {
    config: Pick<Config, "devOverrides" | "secureCookies" | "distDir" | "remotesOrigin">;
    devRemotes: DevRemotes;
    catalog: RemoteCatalog;
  },
): Promise<void> {
  const { config, devRemotes, catalog } = options;
  const refusal = (request: FastifyRequest) =>
    overrideRefusal(config.devOverrides.enabled, principalOf(request));
  const cookieOptions = { path: "/", httpOnly: true, sameSite: "lax", secure: config.secureCookies } as const;
  const actorOf = (request: FastifyRequest) => {
    const member = principalOf(request);
    return { memberId: member.member_id, email: member.email };
  };

  const api = app.withTypeProvider<ZodTypeProvider>();
  const status = { schema: { response: responses(endpoints.devOverride, devOverrideStatusSchema) } };
  api.get(endpoints.devOverride.pattern, status, async (request): Promise<DevOverrideStatus> => {
    const refused = refusal(request);
    const claims = refused === null ? await devRemotes.activeOverride(request) : undefined;
    const manifest = await requestManifest(app, catalog, request, config.remotesOrigin);
    return {
      allowed: refused === null,
      refusal: refused,
      override: claims
        ? {
            remote: claims.remote,
            origin: claims.origin,
            expires_at: new Date(claims.expires * 1000).toISOString(),
          }
        : null,
      remotes: Object.keys(manifest.remotes) as RemoteName[],
      allowed_origins: config.devOverrides.origins,
      shell_contract: refused === null ? ((await readShellContract(config.distDir)) ?? null) : null,
    };
  });

  api.put(
    endpoints.saveDevOverride.pattern,
    {
      schema: {
        body: devOverrideRequestSchema,
        response: responses(endpoints.saveDevOverride, devOverrideSavedSchema),
      },
      config: { invalidMessage: "Invalid developer override" },
    },
    async (request, reply) => {
      const refused = refusal(request);
      if (refused !== null) throw new HttpError(403, "forbidden", REFUSALS[refused]);
      const checked = checkOverrideOrigin(request.body.origin, config.devOverrides.origins);
      if (!checked.ok)
        throw new HttpError(400, checked.problem, PROBLEMS[checked.problem]).withParams({
          origin: request.body.origin,
        });
      const member = principalOf(request);
      const expires = Math.floor(Date.now() / 1000) + DEV_OVERRIDE_TTL_SECONDS;
      const value = devRemotes.cookies.issue({
        subdomain: member.subdomain,
        accountId: member.account_id,
        memberId: member.member_id,
        remote: request.body.remote,
        origin: checked.origin,
        expires,
      });
      await recordAuditEvent(app.db, member.account_id, {
        action: "remote.dev_override_on",
        actor: actorOf(request),
        targetMemberId: member.member_id,
        ip: request.ip,
        target: request.body.remote,
        after: { remote: request.body.remote, origin: checked.origin },
      });
      request.log.warn({ remote: request.body.remote, origin: checked.origin }, "developer override on");
      reply.setCookie(DEV_OVERRIDE_COOKIE, value, { ...cookieOptions, maxAge: DEV_OVERRIDE_TTL_SECONDS });
      return {
        data: {
          remote: request.body.remote,
          origin: checked.origin,
          expires_at: new Date(expires * 1000).toISOString(),
        },
      };
    },
  );

  // Clearing is always allowed: a member who lost the right still gets rid of it.
  const clear = { schema: { response: noContentResponses(endpoints.clearDevOverride) } };
  app.delete(
    endpoints.clearDevOverride.pattern,
    clear,
    async (request: FastifyRequest, reply: FastifyReply) => {
      const claims = devRemotes.cookies.verify(request.cookies[DEV_OVERRIDE_COOKIE]);
      reply.clearCookie(DEV_OVERRIDE_COOKIE, cookieOptions);
      if (claims !== undefined) {
        const member = principalOf(request);
        await recordAuditEvent(app.db, member.account_id, {
          action: "remote.dev_override_off",
          actor: actorOf(request),
          targetMemberId: member.member_id,
          ip: request.ip,
          target: claims.remote,
          before: { remote: claims.remote, origin: claims.origin },
        });
      }
      return reply.status(204).send();
    },
  );
}
