// `npm run dev`: the whole of Parley in watch mode, in one command and one log (docs/development.md
// § The dev loop):
// - a dev server per front end (front-end.ts; the host on 3000, the remotes on 3001…, ports.ts), with
//   hot updates and React Fast Refresh; the host's development build is also written to dist/shell/;
// - the Parley server on the embedded database (PGlite, unless DATABASE_URL), with
//   PARLEY_DEV_SERVERS naming every dev server (env.ts), restarted after an edit under server/ or
//   shared-contracts/ (supervisor.ts), behind a proxy on its usual address (8080) that holds the
//   page's connections while it restarts (holding-proxy.ts);
// - Ctrl-C stops the server (it drains), then the dev servers.
// `--only mf-tools,mf-share` serves only those remotes from dev servers (the host always): the others
// come from their builds in dist/ (scripts/build.ts --changed), which saves memory and CPU.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { watch } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { remoteWorkspaceNames } from "../build/workspaces.ts";
import { devServerEnv, publicAddress } from "./env.ts";
import { startFrontEnd, type RunningFrontEnd } from "./front-end.ts";
import { startHoldingProxy } from "./holding-proxy.ts";
import { formatDuration } from "./log.ts";
import { frontEnds } from "./parts.ts";
import { devPorts, HOST_WORKSPACE } from "./ports.ts";
import { createSupervisor, type ServerProcess } from "./supervisor.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** What restarts the server: its code and migrations, and the contracts it imports. */
export const SERVER_WATCHED = ["server/src", "server/migrations", "shared-contracts/src"];
const SERVER_FILE = /\.(?:ts|sql|json)$/;
const TEST_FILE = /\.test(?:-d)?\.ts$/;

/** Whether an edit of `file` (relative to a watched folder) restarts the server. */
export function restartsServer(file: string): boolean {
  return SERVER_FILE.test(file) && !TEST_FILE.test(file);
}

/** Server processes alive: told to stop if this runner exits without stopping them (runDev). */
const children = new Set<ChildProcess>();

/** A server-standby.ts process: it loads the server's packages, and starts the server when told. */
function serverProcess(env: NodeJS.ProcessEnv): ServerProcess {
  // A process group of its own: Ctrl-C reaches this runner only, which stops the server once
  // (a second signal would make it exit without draining).
  const child = spawn(
    process.execPath,
    [
      "--experimental-import-meta-resolve",
      "--disable-warning=ExperimentalWarning",
      join("scripts", "dev", "server-standby.ts"),
    ],
    { cwd: root, env, stdio: ["ignore", "pipe", "pipe", "ipc"], detached: true },
  );
  children.add(child);
  child.once("exit", () => children.delete(child));
  const lineListeners: ((line: string) => void)[] = [];
  for (const stream of [child.stdout, child.stderr])
    if (stream)
      createInterface({ input: stream }).on("line", (line) =>
        lineListeners.forEach((listener) => listener(line)),
      );
  return {
    start: () => child.send("start"),
    reload: () => child.send("reload"),
    kill: (signal) => child.kill(signal),
    onExit: (listener) => child.once("exit", listener),
    onLine: (listener) => lineListeners.push(listener),
  };
}

/** A port nothing listens on now (the server's own, behind the proxy). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/** The remotes left out by `--only` come from their builds in dist/ (built now if they changed). */
function buildOthers(served: readonly string[]): void {
  for (const workspace of remoteWorkspaceNames(root).filter((name) => !served.includes(name))) {
    const build = spawnSync(process.execPath, ["scripts/build.ts", "--changed", "--only", workspace], {
      cwd: root,
      stdio: "inherit",
    });
    if (build.status !== 0) console.error(`[${workspace}] not served: its build failed (see above)`);
  }
}

export async function runDev(args: readonly string[]): Promise<void> {
  const { values } = parseArgs({ args: [...args], options: { only: { type: "string" } } });
  const only = values.only
    ?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const started = performance.now();
  process.on("exit", () => {
    for (const child of children) child.kill("SIGTERM");
  });
  const distDir = resolve(process.env.PARLEY_DIST_DIR ?? join(root, "dist"));
  const served = only ? [HOST_WORKSPACE, ...only] : undefined;
  const known = [...devPorts(root).keys()];
  for (const name of only ?? [])
    if (!known.includes(name))
      throw new Error(`--only ${name}: not a front end (known: ${known.join(", ")})`);
  // First what may fail (the address is taken: another npm run dev?), before anything is built.
  const address = publicAddress(process.env);
  const serverPort = await freePort();
  const proxy = await startHoldingProxy({ port: address.port, host: address.host, targetPort: serverPort });
  if (served) buildOthers(served);

  const parts = await frontEnds({ root, distDir, ...(served ? { only: served } : {}) });
  const log = (text: string) => console.log(text);
  const ports = new Map(parts.map((part) => [part.workspace, part.port]));
  console.log(
    `Parley dev: ${parts.map((part) => `${part.workspace} :${part.port}`).join(", ")}; server restarts on edits under ${SERVER_WATCHED.join(", ")}`,
  );

  const supervisor = createSupervisor({
    spawn: () => serverProcess(devServerEnv(process.env, ports, serverPort)),
    log,
    isReady: (line) => line.startsWith("Parley is running"),
    base: root,
    standby: true,
    onState: (state) => proxy.setState(state),
    rewriteLine: (line) => line.replaceAll(`:${serverPort}`, `:${address.port}`),
  });
  const watchers = SERVER_WATCHED.map((folder) =>
    watch(join(root, folder), { recursive: true }, (_event, file) => {
      if (file && restartsServer(file)) supervisor.changed(join(root, folder, file));
    }),
  );

  const running: RunningFrontEnd[] = [];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log("Stopping: the server drains, then the dev servers close (Ctrl-C again to quit at once)");
    for (const watcher of watchers) watcher.close();
    await supervisor.stop();
    await proxy.close();
    await Promise.all(running.map((part) => part.stop()));
    // Everything is closed: the process ends by itself (process.exit would leave rspack's native
    // side to complain about what it still held), unless something still holds it.
    process.exitCode = code;
    setTimeout(() => process.exit(code), 3000).unref();
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));

  for (const part of parts) running.push(await startFrontEnd(part, log));
  supervisor.start();
  await Promise.all(running.map((part) => part.firstBuild));
  console.log(
    `Parley dev: every front end built in ${formatDuration(performance.now() - started)}; edits are watched`,
  );
}

if (import.meta.main) {
  try {
    await runDev(process.argv.slice(2));
  } catch (error) {
    console.error(`✘ dev: ${(error as Error).message}`);
    process.exit(1);
  }
}
