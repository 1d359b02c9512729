// One front end's dev server (@rspack/dev-server): the dev configuration (dev-config.ts) compiled in
// watch mode and served from memory at http://localhost:<port>/ with CORS open (the page is on
// http://<workspace>.localhost:8080), the HMR websocket on ws://localhost:<port>/ws, and one log line
// per build (log.ts). A remote's server also answers /parley-remote.json, the declarations its
// release build writes beside mf-manifest.json, as version 0.0.0-dev. The host's build is also
// written to dist/shell/, where the Parley server reads the document (index.html, whose scripts
// load from the dev server).
import type { ServerResponse } from "node:http";
import { extname } from "node:path";
import { rspack, type Compiler, type Configuration, type Stats } from "@rspack/core";
import { RspackDevServer } from "@rspack/dev-server";
import { bundledSources } from "../build/bus-events.ts";
import { DEV_VERSION } from "../build/input-hash.ts";
import { remoteBuildInfo, remoteInfoText, REMOTE_INFO_FILE } from "../build/remote-info.ts";
import type { RemoteDefinition } from "../build/define-remote.ts";
import { formatBuild, type BuildOutcome } from "./log.ts";

export interface FrontEnd {
  /** The workspace folder name (`mf-tools`, `host-shell`): the log's tag. */
  workspace: string;
  dir: string;
  port: number;
  config: Configuration;
  /** A remote's declaration: its server answers /parley-remote.json. */
  remote?: { definition: RemoteDefinition; federationRuntime: string };
  /** Write the build to config.output.path too (the host: the server reads its index.html). */
  writeToDisk?: boolean;
}

export interface RunningFrontEnd {
  /** Resolves after the first build (failed or not). */
  firstBuild: Promise<void>;
  /** Called after every build, for the runner's own state (the bench waits on it). */
  onBuild(listener: (outcome: BuildOutcome) => void): void;
  stop(): Promise<void>;
}

/** Headers of every answer: any page may load the files, and never from a cache. */
export const DEV_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Cache-Control": "no-store",
};

/** Hosts a dev server answers: localhost and its subdomains (the workspace hosts), 127.0.0.1. */
const ALLOWED_HOSTS = ["localhost", ".localhost", "127.0.0.1"];

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(DEV_HEADERS)) res.setHeader(name, value);
  res.setHeader("Content-Type", type);
  res.end(body);
}

function errorsOf(stats: Stats): string[] {
  return (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message);
}

export async function startFrontEnd(part: FrontEnd, log: (text: string) => void): Promise<RunningFrontEnd> {
  const compiler: Compiler = rspack(part.config);
  const listeners: ((outcome: BuildOutcome) => void)[] = [];
  let first = true;
  let changed: string[] = [];
  let info: string | undefined;
  let firstBuilt!: () => void;
  const firstBuild = new Promise<void>((resolve) => (firstBuilt = resolve));

  compiler.hooks.watchRun.tap("ParleyDevLog", (watched) => {
    // Files only: a folder whose listing changed (a context module's) is there too.
    changed = [...(watched.modifiedFiles ?? []), ...(watched.removedFiles ?? [])].filter(
      (file) => extname(file) !== "",
    );
  });
  compiler.hooks.done.tapPromise("ParleyDevLog", async (stats) => {
    const errors = errorsOf(stats);
    const outcome: BuildOutcome = {
      part: part.workspace,
      first,
      ms: (stats.endTime ?? 0) - (stats.startTime ?? 0),
      errors,
      changed,
      base: part.dir,
    };
    if (part.remote && errors.length === 0) {
      try {
        info = remoteInfoText(
          await remoteBuildInfo({
            definition: part.remote.definition,
            version: DEV_VERSION,
            builtAt: new Date().toISOString(),
            federationRuntime: part.remote.federationRuntime,
            sources: bundledSources(stats),
          }),
        );
      } catch (error) {
        log(`[${part.workspace}] ${REMOTE_INFO_FILE}: ${(error as Error).message}`);
      }
    }
    log(formatBuild(outcome));
    for (const listener of listeners) listener(outcome);
    if (first) firstBuilt();
    first = false;
  });

  const server = new RspackDevServer(
    {
      host: "localhost",
      port: part.port,
      hot: true,
      // A change that no module accepts (an entry, a parcel's lifecycle) reloads the page.
      liveReload: true,
      allowedHosts: ALLOWED_HOSTS,
      headers: { ...DEV_HEADERS },
      client: {
        webSocketURL: `ws://localhost:${part.port}/ws`,
        logging: "warn",
        overlay: { errors: true, warnings: false, runtimeErrors: false },
      },
      webSocketServer: "ws",
      devMiddleware: { writeToDisk: part.writeToDisk ? (file) => !/\.hot-update\./.test(file) : false },
      static: false,
      historyApiFallback: false,
      compress: false,
      setupExitSignals: false,
      setupMiddlewares: (middlewares) => [
        ...(part.remote
          ? [
              {
                name: "parley-remote",
                path: `/${REMOTE_INFO_FILE}`,
                middleware: (_req: unknown, res: ServerResponse) => {
                  if (info === undefined) send(res, 503, "text/plain", "not built yet\n");
                  else send(res, 200, "application/json; charset=utf-8", info);
                },
              },
            ]
          : []),
        ...middlewares,
      ],
    },
    compiler,
  );
  await server.start();
  return {
    firstBuild,
    onBuild(listener) {
      listeners.push(listener);
    },
    async stop() {
      // Closes the compiler too (the dev middleware's watching).
      await server.stop();
    },
  };
}
