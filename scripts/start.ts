// `npm start`: build what changed since the last build (shell and remotes; a content hash of each
// part's inputs, scripts/build.ts `--changed`), then run the server on the embedded default (PGlite)
// unless DATABASE_URL says otherwise. The server prints the URL and demo sign-in.
// `npm run dev` (`--dev`): the same, with the remotes built as version 0.0.0-dev (rebuilt in place
// after an edit, where a release version stays immutable).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startBuildArgs } from "./build/start-build.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({ options: { dev: { type: "boolean", default: false } } });
const build = spawnSync(process.execPath, startBuildArgs({ dev: values.dev }), {
  cwd: root,
  stdio: "inherit",
});
if (build.status !== 0) {
  console.error("Parley: the build failed; see the output above.");
  process.exit(build.status ?? 1);
}
await import("../server/src/server.ts");
