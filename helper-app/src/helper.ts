// One running helper: configuration and state read, HTTP on loopback, the servers switched on
// started in the background (status says `starting` until they have started or failed).
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { HELPER_APP_PORT } from "@parley/shared-contracts/constants";
import pkg from "../package.json" with { type: "json" };
import { loadConfig } from "./config.ts";
import { createRequestHandler } from "./http/app.ts";
import { helperRoutes } from "./http/routes.ts";
import { openFile } from "./open-file.ts";
import { originMatcher } from "./origins.ts";
import { Pairings, type PairingOptions } from "./pairing.ts";
import { helperPaths, type HelperPaths } from "./paths.ts";
import { LocalServers } from "./servers/local-servers.ts";
import { StateStore } from "./state.ts";

export const VERSION = pkg.version;

export interface HelperOptions {
  /** The folder of config.json and the state (paths.ts: the platform's configuration folder). */
  dir: string;
  /** 0 picks a free port (tests). */
  port?: number;
  log?: (line: string) => void;
  /** Someone asked to pair: show the code to the user. */
  onPairingRequest?: (origin: string, code: string) => void;
  /** Shutdown was asked for and everything has stopped. */
  onShutdown?: () => void;
  openFile?: (path: string) => Promise<void>;
  pairing?: PairingOptions;
}

export interface RunningHelper {
  url: string;
  port: number;
  paths: HelperPaths;
  servers: LocalServers;
  pairings: Pairings;
  /** Settles when the servers switched on have started or failed. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

export async function startHelper(options: HelperOptions): Promise<RunningHelper> {
  const log = options.log ?? (() => undefined);
  const paths = helperPaths(options.dir);
  const { config, warnings } = await loadConfig(paths.config);
  for (const warning of warnings) log(warning);
  const store = await StateStore.open(paths.state);
  const pairings = new Pairings(store, options.pairing);
  const servers = new LocalServers({ config, store, version: VERSION, log });
  const controlToken = randomBytes(32).toString("base64url");
  let ready = false;
  let closing: Promise<void> | null = null;
  let shutdownAsked = false;

  const routes = helperRoutes({
    servers,
    pairings,
    version: VERSION,
    isReady: () => ready,
    // Stopping the servers takes seconds: a page reading the status meanwhile must not see "enabled".
    isStopping: () => shutdownAsked || closing !== null,
    openConfig: () => (options.openFile ?? openFile)(paths.config),
    shutdown: () => {
      log("shutdown asked for");
      shutdownAsked = true;
      // After the answer is written: closing drops the open connections.
      setImmediate(() => void close().then(() => options.onShutdown?.()));
    },
    onPairingRequest: options.onPairingRequest ?? (() => undefined),
  });
  const guard = { port: options.port ?? HELPER_APP_PORT };
  const http = createServer(
    createRequestHandler({
      routes,
      get port() {
        return guard.port;
      },
      isAllowedOrigin: originMatcher(config.allowedOrigins),
      pairings,
      controlToken,
      log,
    }),
  );
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(guard.port, "127.0.0.1", () => resolve());
  });
  guard.port = (http.address() as AddressInfo).port;
  await mkdir(paths.dir, { recursive: true, mode: 0o700 });
  await writeFile(paths.controlToken, `${guard.port} ${controlToken}\n`, { mode: 0o600 });

  async function close() {
    closing ??= (async () => {
      await servers.stopAll();
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
      await rm(paths.controlToken, { force: true });
    })();
    return closing;
  }

  const started = servers.startEnabled().then(() => {
    ready = true;
  });
  return {
    url: `http://127.0.0.1:${guard.port}`,
    port: guard.port,
    paths,
    servers,
    pairings,
    ready: started,
    close,
  };
}
