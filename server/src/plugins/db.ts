// Decorates the app with its database. A database handed in by the caller (server.ts, tests) stays
// theirs to close; one opened here from the configuration is closed with the app. With traces on, every
// statement through app.db is a span (lib/db/traced-database.ts).
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Database } from "../lib/db/database.ts";
import { openDatabase } from "../lib/db/open-database.ts";
import { tracedDatabase } from "../lib/db/traced-database.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  config: Config;
  db: Database | undefined;
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app, { config, db }) => {
    const database =
      db ??
      (await openDatabase(config, {
        role: "server",
        onPoolError: (error) => app.log.error({ err: error }, "database pool error"),
      }));
    // Statements as spans only when traces are on: otherwise not even the wrapper's call.
    app.decorate("db", config.tracing === undefined ? database : tracedDatabase(database));
    if (db === undefined) app.addHook("onClose", () => database.close());
  },
  { name: "parley-db" },
);
