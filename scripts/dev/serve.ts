// `npm run dev -w mf-tools` (each front end's `dev` script, `node ../scripts/dev/serve.ts mf-tools`):
// that front end's dev server alone, with hot updates and React Fast Refresh, on its fixed port
// (ports.ts; `--port` for another): remoteEntry.js, mf-manifest.json, parley-remote.json and the
// chunks at http://localhost:3005/. A Parley server loads it when PARLEY_DEV_SERVERS names it (what
// `npm run dev` sets for all of them), or for one browser through the developer override
// (docs/development.md). `host-shell` writes its development build to dist/shell/.
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { devOrigin, devPortOf } from "./ports.ts";
import { frontEnds } from "./parts.ts";
import { startFrontEnd } from "./front-end.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const { positionals, values } = parseArgs({ options: { port: { type: "string" } }, allowPositionals: true });
const workspace = positionals[0];
if (workspace === undefined) {
  console.error("Usage: node scripts/dev/serve.ts <host-shell | mf-…> [--port <port>]");
  process.exit(1);
}
let port: number;
try {
  port = values.port === undefined ? devPortOf(root, workspace) : Number(values.port);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const distDir = resolve(process.env.PARLEY_DIST_DIR ?? join(root, "dist"));
const [part] = await frontEnds({ root, distDir, only: [workspace], ports: new Map([[workspace, port]]) });
if (part === undefined) {
  console.error(`${workspace} has no rspack.config.ts: nothing to serve`);
  process.exit(1);
}
const running = await startFrontEnd(part, (text) => console.log(text));
console.log(`[${workspace}] serving ${devOrigin(port)}/ (hot updates on ws://localhost:${port}/ws)`);
await running.firstBuild;

let stopping = false;
const stop = () => {
  if (stopping) process.exit(130);
  stopping = true;
  // The process ends by itself once the server is closed (process.exit would leave rspack's
  // native side to complain about what it still held).
  void running.stop();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
