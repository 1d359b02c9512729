// The server process of `npm run dev` (supervisor.ts): it loads the packages the server imports —
// the installed ones, which an edit never changes: about 1.3 s of the 2 s the server's modules take
// to load on a 2-core machine — and waits. When the supervisor says "start" (over the IPC channel),
// it imports server/src/server.ts and the server starts as under `npm start`. At "reload" (an edit of
// the server's code) it imports that code afresh (fresh-imports.ts) while the running server drains,
// then starts the new server in this process on the same, still open, embedded database
// (server/src/lib/dev-host.ts): no process start, no package load, no database open. It handles
// SIGTERM/SIGINT itself: the server drains, the database closes. Run with
// --experimental-import-meta-resolve (run.ts does), so each package resolves from the server file
// that imports it, as the server's own import will: one module, loaded once.
import { readdirSync, readFileSync } from "node:fs";
import { constants as osConstants } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { becomeDevHost } from "../../server/src/lib/dev-host.ts";
import { generationUrl, registerFreshImports } from "./fresh-imports.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const serverSource = join(root, "server", "src");

/** A static import of an installed package (not `import type`, not node:, not a workspace). */
const PACKAGE_IMPORT = /^import\s+(?!type\b)[^;]*?\bfrom\s+"([^".][^"]*)";/gms;

/** Installed packages the `.ts` sources import statically, each with one file that imports it. */
export function importedPackages(sources: ReadonlyMap<string, string>): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, text] of sources)
    for (const [, specifier] of text.matchAll(PACKAGE_IMPORT))
      if (
        specifier &&
        !specifier.startsWith("node:") &&
        !specifier.startsWith("@parley/") &&
        !found.has(specifier)
      )
        found.set(specifier, file);
  return found;
}

function serverSources(dir: string, into = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) serverSources(file, into);
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
      into.set(file, readFileSync(file, "utf8"));
  }
  return into;
}

async function preload(): Promise<void> {
  for (const [specifier, file] of importedPackages(serverSources(serverSource))) {
    try {
      await import(import.meta.resolve(specifier, pathToFileURL(file).href));
    } catch {
      // Loaded (or reported) by the server itself, as without a standby.
    }
  }
}

/** Starts the server, and after each "reload" a new one in this process (server/src/lib/dev-host.ts). */
function hostServers(loaded: Promise<void>): void {
  const host = becomeDevHost();
  const serverUrl = pathToFileURL(join(serverSource, "server.ts")).href;
  const appUrl = pathToFileURL(join(serverSource, "app.ts")).href;
  let generation = 0;
  let work: Promise<void> = Promise.resolve();

  const startNext = async () => {
    await loaded;
    const next = generation + 1;
    // The next server's code loads while the running one drains.
    const [drained, imported] = await Promise.allSettled([
      host.stopServer?.(),
      import(generationUrl(appUrl, next)),
    ]);
    host.stopServer = undefined;
    generation = next;
    if (drained.status === "rejected") throw drained.reason;
    if (imported.status === "rejected") throw imported.reason;
    // Its top-level await starts the server (or exits the process when it cannot).
    await import(generationUrl(serverUrl, next));
  };
  const failed = async (error: unknown) => {
    console.error(error);
    console.error("Parley could not start: its code did not load (see above)");
    await host.database?.close().catch(() => undefined);
    process.exit(1);
  };

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A second signal: out now (the next start recovers what was running).
    if (stopping) process.exit(128 + (osConstants.signals[signal] ?? 15));
    stopping = true;
    let code = 0;
    try {
      await work;
      await host.stopServer?.();
      await host.database?.close();
    } catch (error) {
      console.error(error);
      code = 1;
    } finally {
      process.exit(code);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  process.on("message", (message) => {
    if ((message !== "start" && message !== "reload") || stopping) return;
    // The channel must not keep the process alive once its server has stopped.
    process.channel?.unref();
    work = work.then(startNext).catch(failed);
  });
}

if (import.meta.main) {
  // Registered before anything loads the server's modules: each server imports them afresh.
  registerFreshImports(
    [serverSource, join(root, "shared-contracts", "src")].map(
      (folder) => `${pathToFileURL(folder).pathname}/`,
    ),
  );
  hostServers(preload());
}
