// `npm run ops -- remotes …`: list builds and channels, promote / roll back / pin / unpin, the release
// log, publish tokens and browser failure reports. Every change names its actor in the release log.
import { z } from "zod";
import type { Database } from "../../lib/db/database.ts";
import { formatTable } from "../ops/format.ts";
import { linesOnly, type OpsOutcome } from "../ops/outcome.ts";
import type { RemoteCatalog } from "./catalog.ts";
import { promoteRemote, rollbackRemote, unpinRemote } from "./promotion.ts";
import { createPublishToken, revokeToken } from "./publish.ts";
import { listFailures, listPublishTokens, listReleaseLog } from "./repository.ts";
import { listRemotes } from "./service.ts";

const tenant = z.string().min(1).max(63).nullable();

export const remoteOpsCommandSchemas = [
  z.object({ cmd: z.literal("remotes.list"), tenant }),
  z.object({ cmd: z.literal("remotes.pin"), tenant, remote: z.string(), version: z.string() }),
  z.object({ cmd: z.literal("remotes.unpin"), tenant, remote: z.string() }),
  z.object({
    cmd: z.literal("remotes.promote"),
    remote: z.string(),
    version: z.string(),
    /** null in the list: the default channel. */
    tenants: z.array(tenant).min(1).max(500),
  }),
  z.object({ cmd: z.literal("remotes.rollback"), tenant, remote: z.string() }),
  z.object({ cmd: z.literal("remotes.history"), remote: z.string().nullable() }),
  z.object({ cmd: z.literal("remotes.failures") }),
  z.object({ cmd: z.literal("remotes.token.create"), remote: z.string(), label: z.string().min(1).max(100) }),
  z.object({ cmd: z.literal("remotes.token.list") }),
  z.object({ cmd: z.literal("remotes.token.revoke"), id: z.number().int().positive() }),
] as const;
export type RemoteOpsCommand = z.infer<(typeof remoteOpsCommandSchemas)[number]>;
export const REMOTE_OPS_COMMANDS: ReadonlySet<string> = new Set(
  remoteOpsCommandSchemas.map((s) => s.shape.cmd.value),
);

export interface RemoteOpsContext {
  db: Database;
  catalog: RemoteCatalog;
  /** Who runs the command (release log): `cli:<user>`, `ops-api`… */
  actor?: string | undefined;
  onChange?: (() => void) | undefined;
}

const dash = (v: string | null) => v ?? "-";
const when = (d: Date | null) => (d ? d.toISOString() : "-");

async function list(ctx: RemoteOpsContext, forTenant: string | null): Promise<string[]> {
  const listing = await listRemotes(ctx.db, await ctx.catalog.scan(), forTenant);
  if (listing.remotes.length === 0) return ["No remote builds found (run npm run build)."];
  const pinHeader = forTenant === null ? [] : [`${forTenant} pin`];
  const lines = formatTable(
    ["remote", "builds", "newest built-in", "default pin", ...pinHeader, "serves", "fallback", "staged"],
    listing.remotes.map((r) => [
      r.name,
      r.versions.join(", "),
      r.newest || "-",
      dash(r.defaultPin),
      ...(forTenant === null ? [] : [dash(r.tenantPin)]),
      r.serves || "-",
      dash(r.fallback),
      r.staged.join(", ") || "-",
    ]),
  );
  if (listing.tenantPins.length > 0) {
    lines.push(
      "",
      "Tenant pins:",
      ...formatTable(
        ["tenant", "remote", "version"],
        listing.tenantPins.map((p) => [p.tenant, p.remote, p.version]),
      ),
    );
  }
  return lines;
}

export async function runRemoteOpsCommand(
  ctx: RemoteOpsContext,
  command: RemoteOpsCommand,
): Promise<OpsOutcome> {
  const { db } = ctx;
  const actor = ctx.actor ?? "ops";
  const changed = (outcome: OpsOutcome) => {
    ctx.onChange?.();
    return outcome;
  };
  const { tenant } = "tenant" in command ? command : { tenant: null };
  switch (command.cmd) {
    case "remotes.list":
      return linesOnly(await list(ctx, command.tenant));
    case "remotes.pin": {
      const { remote, version } = command;
      await promoteRemote(db, await ctx.catalog.scan(), [tenant], remote, version, actor);
      return changed({
        lines: [
          `Pinned ${remote} to ${version} for ${tenant ?? "every tenant without its own pin (default)"}`,
        ],
        result: { code: "remote_pinned", params: { remote, version, tenant } },
      });
    }
    case "remotes.promote": {
      const { remote, version, tenants } = command;
      return changed({
        lines: await promoteRemote(db, await ctx.catalog.scan(), tenants, remote, version, actor),
        result: { code: "remote_promoted", params: { remote, version, tenants } },
      });
    }
    case "remotes.unpin": {
      const { remote } = command;
      const removed = await unpinRemote(db, tenant, remote, actor);
      const who = tenant ?? "the default";
      return changed({
        lines: [removed ? `Unpinned ${remote} for ${who}` : `${remote} was not pinned for ${who}`],
        result: { code: removed ? "remote_unpinned" : "remote_not_pinned", params: { remote, tenant } },
      });
    }
    case "remotes.rollback": {
      const { remote } = command;
      const { from, to } = await rollbackRemote(db, await ctx.catalog.scan(), tenant, remote, actor);
      const who = tenant ?? "the default channel";
      const next = tenant ? "the default channel" : "the newest built-in build";
      return changed({
        lines: [
          to !== null
            ? `Rolled ${remote} back from ${from} to ${to} for ${who}`
            : `Rolled ${remote} back from ${from} for ${who}: it follows ${next} again`,
        ],
        result: { code: "remote_rolled_back", params: { remote, from, to, tenant } },
      });
    }
    case "remotes.history": {
      const rows = await listReleaseLog(db, command.remote);
      if (rows.length === 0) return linesOnly(["No releases recorded yet."]);
      return linesOnly(
        formatTable(
          ["when", "remote", "action", "version", "before", "tenant", "who"],
          rows.map((r) => [
            r.at.toISOString(),
            r.remote,
            r.action,
            dash(r.version),
            dash(r.previous_version),
            r.action === "promote" || r.action === "rollback" || r.action === "unpin"
              ? (r.tenant ?? "(default)")
              : "-",
            r.actor,
          ]),
        ),
      );
    }
    case "remotes.failures": {
      const rows = await listFailures(db);
      if (rows.length === 0) return linesOnly(["No remote failures reported."]);
      return linesOnly(
        formatTable(
          ["when", "tenant", "remote", "version", "phase", "fallback", "message"],
          rows.map((r) => [
            r.at.toISOString(),
            dash(r.tenant),
            r.remote,
            dash(r.version),
            r.phase,
            dash(r.fallback_version),
            r.message.slice(0, 100),
          ]),
        ),
      );
    }
    case "remotes.token.create": {
      const { id, token } = await createPublishToken(db, command.remote, command.label, actor);
      return linesOnly([
        `Publish token ${id} for ${command.remote} ("${command.label}"); shown once:`,
        token,
      ]);
    }
    case "remotes.token.list": {
      const rows = await listPublishTokens(db);
      if (rows.length === 0) return linesOnly(["No publish tokens."]);
      return linesOnly(
        formatTable(
          ["id", "remote", "label", "created by", "created", "last used", "revoked"],
          rows.map((r) => [
            String(r.id),
            r.remote,
            r.label,
            r.created_by,
            r.created_at.toISOString(),
            when(r.last_used_at),
            when(r.revoked_at),
          ]),
        ),
      );
    }
    case "remotes.token.revoke": {
      const row = await revokeToken(db, command.id, actor);
      return linesOnly([`Revoked publish token ${row.id} (${row.remote}, "${row.label}")`]);
    }
  }
}
