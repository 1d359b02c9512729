// The server process of `npm run dev` (supervisor.ts): it loads the packages the server imports —
// the installed ones, which an edit never changes: about 1.3 s of the 2 s the server's modules take
// to load on a 2-core machine — and waits. When the supervisor says "start" (over the IPC channel),
// it imports server/src/server.ts, whose own modules are read fresh from disk then, and the
// server starts as under `npm start`. Run with --experimental-import-meta-resolve (run.ts does), so
// each package resolves from the server file that imports it, as the server's own import will:
// one module, loaded once.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

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

if (import.meta.main) {
  const loaded = preload();
  process.on("message", (message) => {
    if (message !== "start") return;
    // The channel must not keep a stopped server alive.
    process.channel?.unref();
    void loaded.then(() => import(pathToFileURL(join(serverSource, "server.ts")).href));
  });
}
