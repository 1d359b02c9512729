// `npm run dev` runs the server in a process that outlives it (scripts/dev/server-standby.ts): after an
// edit of the server's code the process imports that code afresh and starts a new server, and the
// embedded database stays open across the two (opening it is about a second of every restart) — the
// practice of keeping a database client on globalThis across hot reloads. The host sits on globalThis
// because every reload imports this module afresh too. Unset under `npm start` and in production.
import type { Database } from "./db/database.ts";

export interface DevHost {
  /** The database the previous server of this process opened; kept open for the next one. */
  database?: Database;
  /** Set by the running server: drains it (lib/drain.ts) and leaves the database open. */
  stopServer?: () => Promise<void>;
}

const DEV_HOST = Symbol.for("parley.dev-host");

/** The process's dev host, when `npm run dev` runs the server. */
export function devHost(): DevHost | undefined {
  return (globalThis as Record<symbol, DevHost | undefined>)[DEV_HOST];
}

/** Makes this process a dev host (scripts/dev/server-standby.ts, before it imports the server). */
export function becomeDevHost(): DevHost {
  const globals = globalThis as Record<symbol, DevHost | undefined>;
  globals[DEV_HOST] ??= {};
  return globals[DEV_HOST];
}
