// `npm start`: build whatever is missing (shell and remotes), then run the server on the embedded
// default (PGlite) unless DATABASE_URL says otherwise. The server prints the URL and demo sign-in.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const build = spawnSync(process.execPath, ["scripts/build.ts", "--if-missing"], {
  cwd: root,
  stdio: "inherit",
});
if (build.status !== 0) {
  console.error("Parley: the build failed; see the output above.");
  process.exit(build.status ?? 1);
}
await import("../server/src/server.ts");
