// `node scripts/build.ts [--if-missing] [--only <workspace>] [--force]`
//
// Builds the host shell into dist/shell/ and every remote (`mf-*` workspace with an rspack.config.ts)
// into dist/remotes/<container>/<version>/ (docs: /work/briefs/integration.md "Build output").
// - `--if-missing`: skip a part whose output already exists (npm start, npm test).
// - `--only <workspace>`: build just `host-shell` or one `mf-*` workspace.
// - `--force`: allow replacing an existing remote version folder (they are immutable otherwise).
// - `--version <x.y.z>` (or env PARLEY_REMOTE_VERSION): build the remote(s) under this version instead
//   of package.json's (a remote team's release build: `--only mf-auth --version 1.1.0 --out ../release`).
// - `--out <folder>` (or env PARLEY_DIST_DIR): where to write (default <repo>/dist), the same folder
//   layout the server reads; a remote lands in <out>/remotes/<container>/<version>/, ready to publish.
// - `--shared-version <package>@<x.y.z>` (repeatable): the remote declares (`^x.y.0`) and provides
//   that version of a non-strict shared package instead of the installed one. For the e2e that loads
//   a remote built against an older minor of a shared library on the current host.
// Each part is built into a temporary sibling folder and renamed into place, so a failed build
// never leaves a half-written version behind.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { RELEASE_VERSION } from "@parley/shared-contracts/constants";
import { REMOTE_ROUTES_VERSION } from "@parley/shared-contracts/remote-routes";
import {
  remoteBuildInfoSchema,
  remoteVersionSchema,
  type RemoteBuildInfo,
} from "@parley/shared-contracts/api/remotes";
import { formatSizes, javascriptSizes } from "./build/bundle-sizes.ts";
import { compile } from "./build/compile.ts";
import { federationRuntimeVersion } from "./build/federation-runtime.ts";
import { bootPreloadFiles, withPreloads } from "./build/boot-preloads.ts";
import {
  createHostConfig,
  HOST_PROVIDED_FOR_MEMBERS,
  HOST_PROVIDED_FOR_OLDER_REMOTES,
} from "./build/host-config.ts";
import { precompress } from "./build/precompress.ts";
import { createRemoteConfig } from "./build/remote-config.ts";
import { parseSharedVersions } from "./build/shared-dependencies.ts";
import { findRemoteWorkspaces, readPackageJson, type RemoteWorkspace } from "./build/workspaces.ts";

// Imported through a variable: shell.ts names DOM types, which the Node scripts' tsconfig does not load.
const shellContract = "@parley/shared-contracts/shell";
const { SHELL_CONTRACT_VERSION } = (await import(shellContract)) as { SHELL_CONTRACT_VERSION: number };

const root = fileURLToPath(new URL("..", import.meta.url));
const HOST_WORKSPACE = "host-shell";

const { values } = parseArgs({
  options: {
    "if-missing": { type: "boolean", default: false },
    only: { type: "string" },
    force: { type: "boolean", default: false },
    version: { type: "string" },
    out: { type: "string" },
    "shared-version": { type: "string", multiple: true, default: [] },
  },
});
const sharedVersions = parseSharedVersions(values["shared-version"]);
const distDir = resolve(values.out ?? process.env.PARLEY_DIST_DIR ?? join(root, "dist"));
/** The federation runtime remotes are built against (the host's; the shell refuses another major). */
const FEDERATION_RUNTIME = federationRuntimeVersion(root);
const ifMissing = values["if-missing"];
const only = values.only;

/** Builds into `<target>.tmp-<pid>` (where `build` writes everything), then swaps it into place. */
async function buildInto(target: string, build: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = `${target}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  try {
    await build(tmp);
    rmSync(target, { recursive: true, force: true });
    renameSync(tmp, target);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function buildShell(): Promise<void> {
  const target = join(distDir, "shell");
  if (ifMissing && existsSync(join(target, "index.html"))) {
    console.log(`• host-shell: ${target} exists, skipped (--if-missing)`);
    return;
  }
  const workspaceDir = join(root, HOST_WORKSPACE);
  const buildTimestamp = new Date().toISOString();
  const started = Date.now();
  await buildInto(target, async (tmp) => {
    const stats = await compile(
      createHostConfig({
        workspaceDir,
        packageJson: readPackageJson(workspaceDir),
        outputPath: tmp,
        buildTimestamp,
      }),
    );
    const { chunks = [] } = stats.toJson({
      all: false,
      chunks: true,
      chunkOrigins: true,
      chunkRelations: true,
      ids: true,
    });
    const boot = bootPreloadFiles(
      chunks,
      "main",
      // None: the shell's React side comes in two builds (with and without the main layout), and the
      // server preloads the one each page needs (server shell-chunks.ts).
      [],
      // The server preloads the members' vendors itself, on the pages that need them.
      [...HOST_PROVIDED_FOR_OLDER_REMOTES, ...HOST_PROVIDED_FOR_MEMBERS],
    );
    const index = join(tmp, "index.html");
    writeFileSync(index, withPreloads(readFileSync(index, "utf8"), boot, "/"));
    writeFileSync(
      join(tmp, "build-info.json"),
      `${JSON.stringify({ timestamp: buildTimestamp, version: RELEASE_VERSION }, null, 2)}\n`,
    );
    await precompress(tmp);
  });
  console.log(`✔ host-shell → ${target} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(formatSizes("  host-shell", javascriptSizes(target)));
}

async function buildRemote(remote: RemoteWorkspace): Promise<void> {
  const { container, exposes, routes, slots } = remote.definition;
  const version = values.version ?? process.env.PARLEY_REMOTE_VERSION ?? remote.packageJson.version;
  if (!remoteVersionSchema.safeParse(version).success) {
    throw new Error(`${remote.workspace}: "${version}" is not a valid remote version (x.y.z or x.y.z-tag).`);
  }
  const target = join(distDir, "remotes", container, version);
  if (existsSync(target)) {
    if (ifMissing) {
      console.log(`• ${remote.workspace}: ${container}/${version} exists, skipped (--if-missing)`);
      return;
    }
    if (!values.force) {
      throw new Error(
        `${target} already exists. Remote builds are immutable: bump ${remote.workspace}/package.json "version", set PARLEY_REMOTE_VERSION, or pass --force.`,
      );
    }
  }
  const started = Date.now();
  // The federation manifest's buildVersion (and the runtime's instance id) follow the folder's version.
  process.env.MF_BUILD_VERSION = version;
  await buildInto(target, async (tmp) => {
    await compile(
      createRemoteConfig({
        workspaceDir: remote.dir,
        packageJson: remote.packageJson,
        definition: remote.definition,
        version,
        outputPath: tmp,
        sharedVersions,
      }),
    );
    if (!existsSync(join(tmp, "mf-manifest.json")))
      throw new Error(`${container}: the build emitted no mf-manifest.json`);
    const info: RemoteBuildInfo = remoteBuildInfoSchema.parse({
      name: container,
      version,
      contractVersion: SHELL_CONTRACT_VERSION,
      builtAt: new Date().toISOString(),
      exposes: Object.keys(exposes),
      federationRuntime: FEDERATION_RUNTIME,
      // Routes and slots travel together (a remote with slots and no pages declares `routes: []`).
      ...(routes || slots
        ? { routes: { version: REMOTE_ROUTES_VERSION, routes: routes ?? [], ...(slots ? { slots } : {}) } }
        : {}),
    });
    writeFileSync(join(tmp, "parley-remote.json"), `${JSON.stringify(info, null, 2)}\n`);
    await precompress(tmp);
  });
  console.log(`✔ ${remote.workspace} → ${target} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(formatSizes(`  ${container}@${version}`, javascriptSizes(target)));
}

async function main(): Promise<void> {
  const remotes = await findRemoteWorkspaces(root);
  const known = [HOST_WORKSPACE, ...remotes.map((r) => r.workspace)];
  if (only && !known.includes(only)) {
    throw new Error(`--only ${only}: not a buildable workspace (known: ${known.join(", ")})`);
  }
  if (!only || only === HOST_WORKSPACE) await buildShell();
  for (const remote of remotes) {
    if (!only || only === remote.workspace) await buildRemote(remote);
  }
}

try {
  await main();
} catch (error) {
  console.error(`✘ build: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
