// `npm start`: build what changed since the last build (shell and remotes; a content hash of each
// part's inputs, scripts/build.ts `--changed`), then run the server on the embedded default (PGlite)
// unless DATABASE_URL says otherwise. The server prints the URL and demo sign-in.
// `npm run dev` (`--dev`): the watch mode instead (scripts/dev/run.ts): a dev server per front end
// with hot updates and React Fast Refresh, and the server restarted after an edit of its code.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startBuildArgs } from "./build/start-build.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values, tokens } = parseArgs({
  options: { dev: { type: "boolean", default: false }, only: { type: "string" } },
  tokens: true,
});
if (values.dev) {
  const { runDev } = await import("./dev/run.ts");
  const args = tokens.flatMap((token) =>
    token.kind === "option" && token.name === "only" ? ["--only", token.value ?? ""] : [],
  );
  try {
    await runDev(args);
  } catch (error) {
    console.error(`✘ dev: ${(error as Error).message}`);
    process.exit(1);
  }
} else {
  const build = spawnSync(process.execPath, startBuildArgs({ dev: false }), { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("Parley: the build failed; see the output above.");
    process.exit(build.status ?? 1);
  }
  await import("../server/src/server.ts");
}
