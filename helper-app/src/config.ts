// The user's configuration file: the common `mcpServers` shape (command, args, env) that other MCP
// clients use, plus the Parley origins the helper answers. Only servers named here ever run.
import { readFile } from "node:fs/promises";
import { HELPER_SERVER_NAME } from "@parley/shared-contracts/api/helper-app";
import { z } from "zod";

/**
 * A local Parley (`npm start` serves http://acme.localhost:8080) and nothing else: a hosted
 * workspace's origin is added by its user, e.g. `https://*.parley.example.com`.
 */
export const DEFAULT_ALLOWED_ORIGINS = ["http://localhost:*", "http://*.localhost:*"];

const serverSchema = z.object({
  command: z.string().min(1),
  args: z.array(z.string()).default([]),
  env: z.record(z.string(), z.string()).default({}),
  cwd: z.string().optional(),
  /** Shown beside the server in the tools panel. */
  iconUrl: z.url({ protocol: /^https?$/ }).optional(),
});
export type ServerConfig = z.infer<typeof serverSchema>;

const configSchema = z.object({
  // Entries are checked one by one (loadConfig), so one this helper cannot run skips only itself.
  mcpServers: z.record(z.string(), z.unknown()).default({}),
  allowedOrigins: z.array(z.string().min(1)).default(DEFAULT_ALLOWED_ORIGINS),
  /** One tool call must answer within this. */
  toolTimeoutMs: z.number().int().min(1000).max(3_600_000).default(120_000),
});
export type HelperConfig = Omit<z.infer<typeof configSchema>, "mcpServers"> & {
  mcpServers: Record<string, ServerConfig>;
};

export class ConfigError extends Error {}

/**
 * Reads and checks the file; a missing file is an empty configuration. A server entry this helper
 * cannot run (a remote `url` entry copied from another client, a name with `__`) is left out with a
 * warning; the rest of the file must be valid.
 */
export async function loadConfig(path: string): Promise<{ config: HelperConfig; warnings: string[] }> {
  let raw: unknown = {};
  try {
    raw = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new ConfigError(`${path} could not be read: ${(error as Error).message}`);
    }
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(`${path}: ${z.prettifyError(parsed.error)}`);
  const warnings: string[] = [];
  const mcpServers: Record<string, ServerConfig> = {};
  for (const [name, entry] of Object.entries(parsed.data.mcpServers)) {
    const server = serverSchema.safeParse(entry);
    if (!HELPER_SERVER_NAME.test(name)) {
      warnings.push(`server "${name}" left out: use letters, digits, _ and - (at most 40, no __)`);
    } else if (!server.success) {
      warnings.push(`server "${name}" left out: ${z.prettifyError(server.error).replace(/\n/g, " ")}`);
    } else {
      mcpServers[name] = server.data;
    }
  }
  return { config: { ...parsed.data, mcpServers }, warnings };
}
