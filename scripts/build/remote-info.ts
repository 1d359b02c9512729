// parley-remote.json: what a remote build declares beside its mf-manifest.json (name, version,
// contract version, exposes, routes and slots, federation runtime, the bus events its code uses).
// Written by scripts/build.ts into the version folder, and served by the remote's dev server
// (scripts/dev/) at its origin root with version 0.0.0-dev.
import { REMOTE_ROUTES_VERSION } from "@parley/shared-contracts/remote-routes";
import { remoteBuildInfoSchema, type RemoteBuildInfo } from "@parley/shared-contracts/api/remotes";
import { busEventsOf } from "./bus-events.ts";
import type { RemoteDefinition } from "./define-remote.ts";

/** The file name, beside mf-manifest.json. */
export const REMOTE_INFO_FILE = "parley-remote.json";

// Imported through a variable: shell.ts names DOM types, which the Node scripts' tsconfig does not load.
const shellModule = "@parley/shared-contracts/shell";

export interface RemoteInfoOptions {
  definition: RemoteDefinition;
  version: string;
  /** ISO time of the build. */
  builtAt: string;
  /** The federation runtime version the remote is built against (federation-runtime.ts). */
  federationRuntime: string;
  /** The source files the compilation read (bus-events.ts `bundledSources`). */
  sources: readonly string[];
}

export async function remoteBuildInfo(options: RemoteInfoOptions): Promise<RemoteBuildInfo> {
  const { SHELL_CONTRACT_VERSION } = (await import(shellModule)) as { SHELL_CONTRACT_VERSION: number };
  const { container, exposes, routes, slots } = options.definition;
  return remoteBuildInfoSchema.parse({
    name: container,
    version: options.version,
    contractVersion: SHELL_CONTRACT_VERSION,
    builtAt: options.builtAt,
    exposes: Object.keys(exposes),
    federationRuntime: options.federationRuntime,
    // Routes and slots travel together (a remote with slots and no pages declares `routes: []`).
    ...(routes || slots
      ? { routes: { version: REMOTE_ROUTES_VERSION, routes: routes ?? [], ...(slots ? { slots } : {}) } }
      : {}),
    events: busEventsOf(options.sources),
  });
}

/** The file's text (what the build writes and the dev server answers). */
export function remoteInfoText(info: RemoteBuildInfo): string {
  return `${JSON.stringify(info, null, 2)}\n`;
}
