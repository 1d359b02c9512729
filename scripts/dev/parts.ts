// The front ends `npm run dev` serves: the host shell and every remote (an `mf-*` workspace with an
// rspack.config.ts), each on its port (ports.ts) with its dev configuration (dev-config.ts).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { RELEASE_VERSION } from "@parley/shared-contracts/constants";
import { SHELL_CONTRACT_FILE } from "@parley/shared-contracts/remote-contract";
import { federationRuntimeVersion } from "../build/federation-runtime.ts";
import { DEV_VERSION, recordPath } from "../build/input-hash.ts";
import { currentShellContract } from "../build/shell-contract.ts";
import { findRemoteWorkspaces, readPackageJson } from "../build/workspaces.ts";
import { hostDevConfig, remoteDevConfig } from "./dev-config.ts";
import type { FrontEnd } from "./front-end.ts";
import { devPorts, HOST_WORKSPACE } from "./ports.ts";

/**
 * dist/shell/ made ready for the host's dev build: the release build and its record of inputs go
 * (so the next `npm start` builds the shell again instead of serving this development one), and
 * the two files the server reads beside index.html are written as the release build writes them.
 */
export async function prepareShellFolder(
  root: string,
  distDir: string,
  buildTimestamp: string,
): Promise<string> {
  const shellDir = join(distDir, "shell");
  rmSync(recordPath(distDir, "shell"), { force: true });
  rmSync(shellDir, { recursive: true, force: true });
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(
    join(shellDir, "build-info.json"),
    `${JSON.stringify({ timestamp: buildTimestamp, version: RELEASE_VERSION }, null, 2)}\n`,
  );
  writeFileSync(
    join(shellDir, SHELL_CONTRACT_FILE),
    `${JSON.stringify(await currentShellContract(root), null, 2)}\n`,
  );
  return shellDir;
}

export interface PartsOptions {
  root: string;
  distDir: string;
  /** Workspaces to serve (default: the host and every remote). */
  only?: readonly string[];
  /** Ports other than the table's (ports.ts), by workspace. */
  ports?: ReadonlyMap<string, number>;
}

export async function frontEnds(options: PartsOptions): Promise<FrontEnd[]> {
  const { root } = options;
  const ports = new Map([...devPorts(root), ...(options.ports ?? [])]);
  const wanted = (workspace: string) => !options.only || options.only.includes(workspace);
  const parts: FrontEnd[] = [];
  // The federation manifest's buildVersion follows the version (scripts/build.ts does the same).
  process.env.MF_BUILD_VERSION = DEV_VERSION;
  if (wanted(HOST_WORKSPACE)) {
    const buildTimestamp = new Date().toISOString();
    const outputPath = await prepareShellFolder(root, options.distDir, buildTimestamp);
    const port = ports.get(HOST_WORKSPACE) ?? 0;
    const dir = join(root, HOST_WORKSPACE);
    parts.push({
      workspace: HOST_WORKSPACE,
      dir,
      port,
      config: hostDevConfig({ root, port, outputPath, buildTimestamp, packageJson: readPackageJson(dir) }),
      writeToDisk: true,
    });
  }
  const federationRuntime = federationRuntimeVersion(root);
  for (const remote of await findRemoteWorkspaces(root)) {
    if (!wanted(remote.workspace)) continue;
    const port = ports.get(remote.workspace) ?? 0;
    parts.push({
      workspace: remote.workspace,
      dir: remote.dir,
      port,
      config: remoteDevConfig(remote, port),
      remote: { definition: remote.definition, federationRuntime },
    });
  }
  return parts;
}
