// Bundles the command for the npm package (`npm pack` runs it): Node strips types only outside
// node_modules, and @parley/shared-contracts is not published, so the package ships dist/cli.js
// with the contracts inlined and the MCP SDK and zod left as its dependencies.
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export async function bundle(outFile = here("../dist/cli.js")): Promise<void> {
  await build({
    input: here("../src/cli.ts"),
    platform: "node",
    external: [/^node:/, /^@modelcontextprotocol\/sdk(\/|$)/, /^zod(\/|$)/],
    logLevel: "warn",
    output: { file: outFile, format: "esm" },
  });
}

if (import.meta.main) {
  if (process.argv.includes("--clean")) await rm(here("../dist"), { recursive: true, force: true });
  else await bundle();
}
