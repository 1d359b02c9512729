// `npm run ops -- mcp list|add|remove`: a workspace's MCP servers from the command line, with the
// admin API's checks (name, URL through the SSRF guard's rules, headers sealed and never printed).
import { z } from "zod";
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { AllowList } from "../../lib/net/ssrf-guard.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import { findAccountBySubdomain } from "../accounts/repository.ts";
import { formatTable } from "../ops/format.ts";
import * as repo from "./repository.ts";
import { addServer, headerNames } from "./service.ts";

const subdomain = z.string().min(1).max(63);

export const mcpOpsCommandSchemas = [
  z.object({ cmd: z.literal("mcp.list"), subdomain }),
  z.object({
    cmd: z.literal("mcp.add"),
    subdomain,
    name: z.string(),
    url: z.string(),
    headers: z.record(z.string(), z.string()).default({}),
    description: z.string().optional(),
    icon: z.string().optional(),
  }),
  z.object({ cmd: z.literal("mcp.remove"), subdomain, name: z.string() }),
] as const;
export type McpOpsCommand = z.infer<(typeof mcpOpsCommandSchemas)[number]>;
export const MCP_OPS_COMMANDS: ReadonlySet<string> = new Set(
  mcpOpsCommandSchemas.map((s) => s.shape.cmd.value),
);

export interface McpOpsContext {
  db: Database;
  secretBox?: SecretBox | undefined;
  /** Hosts the SSRF guard lets through on private addresses (PARLEY_FETCH_ALLOW_HOSTS). */
  outboundAllow: AllowList;
  /** A running server drops its connection to a removed server. */
  onMcpRemoved?: ((serverId: number) => Promise<void>) | undefined;
}

export async function runMcpOpsCommand(ctx: McpOpsContext, command: McpOpsCommand): Promise<string[]> {
  const { db } = ctx;
  const account = await findAccountBySubdomain(db, command.subdomain);
  if (account === undefined)
    throw new HttpError(404, "workspace_not_found", `No workspace "${command.subdomain}"`);
  switch (command.cmd) {
    case "mcp.list": {
      const rows = await repo.listServers(db, account.id);
      if (rows.length === 0) return [`No MCP servers in ${account.subdomain}.`];
      return formatTable(
        ["name", "url", "headers", "tools", "status"],
        rows.map((row) => [
          row.server_name,
          row.url,
          ctx.secretBox === undefined
            ? row.headers_encrypted
              ? "set"
              : "-"
            : headerNames(ctx.secretBox, row).join(",") || "-",
          String(row.tools.length),
          row.status === "failed" ? `failed: ${row.status_reason ?? ""}` : row.status,
        ]),
      );
    }
    case "mcp.add": {
      if (ctx.secretBox === undefined && Object.keys(command.headers).length > 0)
        throw new HttpError(
          400,
          "secret_unknown",
          "PARLEY_SECRET (or the data directory's secret) is needed to store headers",
        );
      const row = await addServer(
        // Without headers nothing is sealed; a box is still needed by the signature.
        { db, box: ctx.secretBox ?? { seal: () => "", open: () => "" }, allow: ctx.outboundAllow },
        account.id,
        {
          server_name: command.name,
          url: command.url,
          headers: command.headers,
          ...(command.description !== undefined ? { description: command.description } : {}),
          ...(command.icon !== undefined ? { image_url: command.icon } : {}),
        },
      );
      return [`Added MCP server ${row.server_name} (${row.url}) to ${account.subdomain} (id ${row.id})`];
    }
    case "mcp.remove": {
      const row = await repo.findServerByName(db, account.id, command.name);
      if (row === undefined)
        throw new HttpError(404, "not_found", `No MCP server "${command.name}" in ${account.subdomain}`);
      await repo.deleteServer(db, account.id, row.id);
      await ctx.onMcpRemoved?.(row.id);
      return [`Removed MCP server ${row.server_name} from ${account.subdomain}`];
    }
  }
}
