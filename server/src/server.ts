// Starts Parley: configuration → data directory → database (migrated; interrupted replies failed;
// demo seed on the embedded default) → app → listen. Prints the URL and the demo sign-in. SIGTERM/SIGINT
// drain it (lib/drain.ts: not ready, replies finish, exit 0 within PARLEY_SHUTDOWN_GRACE_MS); a second one exits at once.
// Under `npm run dev` the process hosts one server after another (lib/dev-host.ts) and handles the signals.
import type { AddressInfo } from "node:net";
import { constants as osConstants } from "node:os";
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
import { devHost } from "./lib/dev-host.ts";
import { drainApp } from "./lib/drain.ts";
import { openDatabase } from "./lib/db/open-database.ts";
import { createPostgresPubSub } from "./lib/pubsub/postgres.ts";
import { createRedisPubSub } from "./lib/pubsub/redis.ts";
import { recoverAtStart } from "./modules/generation/recovery-at-start.ts";
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
  const host = devHost();
  // Wait a little for an ops command that holds the embedded database.
  const db =
    host?.database ??
    (await openDatabase(config, {
      role: "server",
      waitMs: 15_000,
      onPoolError: (e) => console.error(e),
    }));
  if (host !== undefined) host.database = db;
  await migrate(db, undefined, { allowNewerSchema: config.allowNewerSchema });
  // Replies a previous process was writing when it died: failed now, never "streaming" forever.
  const interrupted = await recoverAtStart(
    db,
    config.role,
    config.databaseUrl !== undefined,
    config.generation.replyStaleMs,
  );
  const seed =
    config.databaseUrl === undefined ? await seedDemo(db, { password: config.demoPassword }) : undefined;
  // The banner's password line verifies the saved password (argon2, off the main thread): begun now, it
  // runs while the app is built, not after it listens (a restart under `npm run dev` waits for the banner).
  const passwordLine =
    seed === undefined ? undefined : demoPasswordLine(db, config.dataDir, seed, config.demoPassword);
  // Not awaited until the banner: a failure must not be unhandled meanwhile.
  passwordLine?.catch(() => undefined);

  // Several instances share live events (replies, realtime) through Redis pub/sub (REDIS_URL) or
  // PostgreSQL LISTEN/NOTIFY; one instance alone keeps them in process.
  const onPubSubError = (error: unknown) => console.error(error);
  const pubsub =
    config.realtime.pubsub === "redis" && config.redisUrl !== undefined
      ? await createRedisPubSub({ url: config.redisUrl, onError: onPubSubError })
      : config.realtime.pubsub === "postgres" && config.databaseUrl !== undefined
        ? await createPostgresPubSub({ url: config.databaseUrl, onError: onPubSubError })
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

  const lines = [
    config.role === "worker"
      ? `Parley is running: ${loopbackUrl(config.host, port)} (a worker: it answers /healthz, /readyz and /metrics only)`
      : `Parley is running: http://${DEMO.subdomain}.${config.baseDomain}:${port}`,
  ];
  if (passwordLine !== undefined) lines.push(`  Demo sign-in: ${DEMO.ownerEmail} / ${await passwordLine}`);
  if (interrupted.length > 0)
    lines.push(`  ${interrupted.length} reply(ies) interrupted by the previous stop were marked failed`);
  if (config.role !== "all") lines.push(`  Role: ${config.role} (PARLEY_ROLE)`);
  if (pubsub !== undefined)
    lines.push(
      `  Live events between instances: ${config.realtime.pubsub === "redis" ? "Redis pub/sub (REDIS_URL)" : "PostgreSQL LISTEN/NOTIFY"}`,
    );
  lines.push(
    `  Database: ${config.databaseUrl === undefined ? `embedded (PGlite) in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"}`,
  );
  if (!existsSync(path.join(config.distDir, "shell", "index.html"))) {
    lines.push(`  No build in ${config.distDir} yet: pages answer 503 until you run npm run build`);
  }
  console.log(lines.join("\n"));

  if (host !== undefined) {
    // Under `npm run dev` the host stops this server before the next one starts; the database stays.
    host.stopServer = async () => {
      const outcome = await drainApp(app, { ...config.shutdown, log: (message) => app.log.info(message) });
      app.log.info(`drained in ${outcome.elapsedMs} ms${outcome.clean ? "" : " (cut at the grace period)"}`);
      await pubsub?.close();
      await removeServerInfo(config.dataDir);
    };
    return;
  }
  let draining = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (draining) {
      // A second signal: out now. What was running is settled by the recovery (restart or sweep).
      app.log.warn(`${signal} again: exiting at once`);
      process.exit(128 + (osConstants.signals[signal] ?? 15));
    }
    draining = true;
    app.log.info(`${signal}: draining for up to ${config.shutdown.graceMs} ms`);
    // The last resort, should a step hang: never past the grace period.
    setTimeout(() => process.exit(1), config.shutdown.graceMs).unref();
    let code = 0;
    try {
      const outcome = await drainApp(app, { ...config.shutdown, log: (message) => app.log.info(message) });
      app.log.info(`drained in ${outcome.elapsedMs} ms${outcome.clean ? "" : " (cut at the grace period)"}`);
      await pubsub?.close();
      await db.close();
      await removeServerInfo(config.dataDir);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      code = 1;
    } finally {
      process.exit(code);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

try {
  await start(loadConfig());
} catch (error) {
  fail(error);
}
