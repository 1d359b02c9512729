// Runs an ops command where the data lives: on DATABASE_URL or the embedded database directly, or —
// while a server holds the embedded database (PGlite is single-process) — through that server's
// loopback ops API, authenticated by the token in the data directory.
import { userInfo } from "node:os";
import type { Config } from "../config.ts";
import { OPS_TOKEN_FILE, readServerInfo, readTextFile, SECRET_FILE } from "../lib/data-dir.ts";
import type { ServerInfo } from "../lib/data-dir.ts";
import { DatabaseBusyError } from "../lib/db/embedded-lock.ts";
import type { Database } from "../lib/db/database.ts";
import { migrate } from "../lib/db/migrator.ts";
import { openDatabase } from "../lib/db/open-database.ts";
import { HttpError } from "../lib/http-error.ts";
import { createSecretBox } from "../lib/secret-box.ts";
import { runOpsCommand } from "../modules/ops/commands.ts";
import type { OpsCommand } from "../modules/ops/commands.ts";
import { createRemoteCatalog } from "../modules/remotes/catalog.ts";

/** The operator's name for the remotes' release log. */
function cliUser(): string {
  try {
    return process.env.PARLEY_OPS_ACTOR ?? userInfo().username;
  } catch {
    return "unknown";
  }
}

export class OpsFailure extends Error {
  override name = "OpsFailure";
}

function describe(message: string, fields: Record<string, string[]> | undefined): string {
  const details = Object.entries(fields ?? {}).map(
    ([field, problems]) => `  ${field}: ${problems.join(", ")}`,
  );
  return [message, ...details].join("\n");
}

async function sendToServer(config: Config, server: ServerInfo, command: OpsCommand): Promise<string[]> {
  const token = await readTextFile(config.dataDir, OPS_TOKEN_FILE);
  if (token === undefined)
    throw new OpsFailure(`A server is running (pid ${server.pid}) but ${OPS_TOKEN_FILE} is missing`);
  const response = await fetch(`${server.opsUrl}/api/v1/ops/commands`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "x-parley-actor": cliUser(),
    },
    body: JSON.stringify({ command }),
  });
  const body = (await response.json()) as {
    lines?: string[];
    error?: { message: string; fields?: Record<string, string[]> };
  };
  if (!response.ok || body.lines === undefined) {
    throw new OpsFailure(describe(body.error?.message ?? `HTTP ${response.status}`, body.error?.fields));
  }
  return body.lines;
}

async function waitForServer(dataDir: string, timeoutMs: number): Promise<ServerInfo | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const info = await readServerInfo(dataDir);
    if (info) return info;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

async function runDirect(config: Config, db: Database, command: OpsCommand): Promise<string[]> {
  try {
    if (command.cmd !== "migrate")
      await migrate(db, undefined, { allowNewerSchema: config.allowNewerSchema });
    // The server's secret: PARLEY_SECRET, or the one it generated in the data directory.
    const secret = config.secret ?? (await readTextFile(config.dataDir, SECRET_FILE));
    return await runOpsCommand(
      {
        db,
        catalog: createRemoteCatalog(config.distDir),
        actor: `cli:${cliUser()}`,
        secretBox: secret === undefined ? undefined : createSecretBox(secret),
        outboundAllow: config.outboundFetch.allow,
        allowNewerSchema: config.allowNewerSchema,
      },
      command,
    );
  } catch (error) {
    if (error instanceof HttpError) throw new OpsFailure(describe(error.message, error.fields));
    throw error;
  } finally {
    await db.close();
  }
}

/** Returns the command's output lines; throws OpsFailure with a readable message. */
export async function executeOps(config: Config, command: OpsCommand): Promise<string[]> {
  if (config.databaseUrl !== undefined)
    return runDirect(config, await openDatabase(config, { role: "ops" }), command);

  const running = await readServerInfo(config.dataDir);
  if (running) return sendToServer(config, running, command);
  try {
    return await runDirect(config, await openDatabase(config, { role: "ops" }), command);
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    if (error.holder.role === "server") {
      // The server is still starting (migrating, seeding): it will publish server.json when it listens.
      const server = await waitForServer(config.dataDir, 60_000);
      if (server) return sendToServer(config, server, command);
      throw new OpsFailure(`${error.message} It did not start listening within a minute.`);
    }
    // Another ops command: wait for it to finish.
    return runDirect(config, await openDatabase(config, { role: "ops", waitMs: 30_000 }), command);
  }
}
