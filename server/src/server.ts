// Starts Parley: configuration → data directory → database (migrated; interrupted replies failed;
// demo seed on the embedded default) → app → listen. Prints the URL and the demo sign-in; SIGINT/SIGTERM close it cleanly.
import type { AddressInfo } from "node:net";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import type { Config } from "./config.ts";
import {
  ensureDataDir,
  ensureSecretFile,
  OPS_TOKEN_FILE,
  removeServerInfo,
  SECRET_FILE,
  writeServerInfo,
} from "./lib/data-dir.ts";
import { migrate } from "./lib/db/migrator.ts";
import { openDatabase } from "./lib/db/open-database.ts";
import { createPostgresPubSub } from "./lib/pubsub/postgres.ts";
import { recoverInterruptedReplies } from "./modules/generation/recovery.ts";
import { demoPasswordLine } from "./modules/ops/demo-credentials.ts";
import { DEMO, seedDemo } from "./modules/ops/seed.ts";

/** Where the ops CLI on this machine reaches the server. */
function loopbackUrl(host: string, port: number): string {
  if (["localhost", "0.0.0.0", "::", "127.0.0.1"].includes(host)) return `http://127.0.0.1:${port}`;
  return host.includes(":") ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

function fail(error: unknown): never {
  console.error(
    error instanceof ConfigError ? error.message : `Parley could not start: ${(error as Error).message}`,
  );
  process.exit(1);
}

async function start(config: Config): Promise<void> {
  await ensureDataDir(config.dataDir);
  const secret = config.secret ?? (await ensureSecretFile(config.dataDir, SECRET_FILE));
  const opsRuntimeToken = await ensureSecretFile(config.dataDir, OPS_TOKEN_FILE);
  // Wait a little for an ops command that holds the embedded database.
  const db = await openDatabase(config, {
    role: "server",
    waitMs: 15_000,
    onPoolError: (e) => console.error(e),
  });
  await migrate(db);
  // Replies a previous process was writing when it died: failed now, never "streaming" forever.
  const interrupted = await recoverInterruptedReplies(db);
  const seed =
    config.databaseUrl === undefined ? await seedDemo(db, { password: config.demoPassword }) : undefined;

  // Several instances on one PostgreSQL share live events (replies, realtime) through LISTEN/NOTIFY.
  const pubsub =
    config.realtime.pubsub === "postgres" && config.databaseUrl !== undefined
      ? await createPostgresPubSub({ url: config.databaseUrl, onError: (e) => console.error(e) })
      : undefined;
  const app = await buildApp({ ...config, secret }, { db, opsRuntimeToken, pubsub });
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as AddressInfo).port;
  await writeServerInfo(config.dataDir, {
    pid: process.pid,
    port,
    opsUrl: loopbackUrl(config.host, port),
    startedAt: new Date().toISOString(),
  });

  const lines = [`Parley is running: http://${DEMO.subdomain}.${config.baseDomain}:${port}`];
  if (seed !== undefined) {
    const password = await demoPasswordLine(db, config.dataDir, seed, config.demoPassword);
    lines.push(`  Demo sign-in: ${DEMO.ownerEmail} / ${password}`);
  }
  if (interrupted.length > 0)
    lines.push(`  ${interrupted.length} reply(ies) interrupted by the previous stop were marked failed`);
  lines.push(
    `  Database: ${config.databaseUrl === undefined ? `embedded (PGlite) in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"}`,
  );
  if (!existsSync(path.join(config.distDir, "shell", "index.html"))) {
    lines.push(`  No build in ${config.distDir} yet: pages answer 503 until you run npm run build`);
  }
  console.log(lines.join("\n"));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await pubsub?.close();
      await db.close();
      await removeServerInfo(config.dataDir);
    } finally {
      process.exit(0);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

try {
  await start(loadConfig());
} catch (error) {
  fail(error);
}
