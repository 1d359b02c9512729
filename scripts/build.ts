// `node scripts/build.ts [--changed] [--dev] [--only <workspace>] [--force]`
//
// Builds the host shell into dist/shell/ and every remote (`mf-*` workspace with an rspack.config.ts)
// into dist/remotes/<container>/<version>/ (the layout the server reads: docs/architecture.md
// § Runtime composition, docs/remote-delivery.md).
// - `--changed` (`--if-missing` is the same): build only the parts whose inputs changed (npm start,
//   npm test). Each part's inputs — its workspace's files and what every build reads (shared-contracts,
//   ui-kit, these build scripts, the lockfile) — are hashed (build/input-hash.ts) and the hash is
//   recorded beside the output, in <out>/.build-inputs/; a part whose recorded hash matches is left
//   as it is, so an edit is never served or tested from an old build.
// - `--dev`: build the remotes as version 0.0.0-dev, the one version that is rebuilt in place.
// - `--only <workspace>`: build just `host-shell` or one `mf-*` workspace.
// - `--force`: allow replacing an existing remote version folder this checkout did not build.
// - `--version <x.y.z>` (or env PARLEY_REMOTE_VERSION): build the remote(s) under this version instead
//   of package.json's (a remote team's release build: `--only mf-auth --version 1.1.0 --out ../release`).
// - `--out <folder>` (or env PARLEY_DIST_DIR): where to write (default <repo>/dist), the same folder
//   layout the server reads; a remote lands in <out>/remotes/<container>/<version>/, ready to publish.
// - `--shared-version <package>@<x.y.z>` (repeatable): the remote declares (`^x.y.0`) and provides
//   that version of a non-strict shared package instead of the installed one. For the e2e that loads
//   a remote built against an older minor of a shared library on the current host.
//
// When an existing output is replaced (build/input-hash.ts `decideBuild`):
// - the shell has no version: it is rebuilt whenever asked (with `--changed`, when its inputs changed);
// - a remote's dev version (0.0.0-dev, `--dev`) is overwritten likewise;
// - a remote's release version is immutable once published, so a folder is replaced only when this
//   checkout's own build made it (its record in .build-inputs/ exists): a local build may replace its
//   own output. A folder without a record — published elsewhere, copied in, or built before records
//   existed — stays as it is and the build stops ("Remote builds are immutable"): bump the version,
//   build with --dev, or pass --force (which rebuilds it as this checkout's own).
// Each part is built into a temporary sibling folder and renamed into place, so a failed build
// never leaves a half-written version behind (nor a record of inputs it was not built from).
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { RELEASE_VERSION } from "@parley/shared-contracts/constants";
import { remoteVersionSchema } from "@parley/shared-contracts/api/remotes";
import { SHELL_CONTRACT_FILE } from "@parley/shared-contracts/remote-contract";
import { federationRuntimeVersion } from "./build/federation-runtime.ts";
import {
  decideBuild,
  DEV_VERSION,
  hashFiles,
  partHash,
  readRecord,
  SHARED_INPUTS,
  writeRecord,
  type BuildDecision,
} from "./build/input-hash.ts";
import { parseSharedVersions } from "./build/shared-dependencies.ts";
import { findRemoteWorkspaces, readPackageJson, type RemoteWorkspace } from "./build/workspaces.ts";

// rspack, the federation plugin and the configurations load only when a part is built: a `--changed`
// run that finds everything up to date is done in a fraction of a second.
const builder = async () => ({
  ...(await import("./build/compile.ts")),
  ...(await import("./build/host-config.ts")),
  ...(await import("./build/remote-config.ts")),
  ...(await import("./build/precompress.ts")),
  ...(await import("./build/boot-preloads.ts")),
  ...(await import("./build/bundle-sizes.ts")),
  ...(await import("./build/bus-events.ts")),
  ...(await import("./build/shell-contract.ts")),
  ...(await import("./build/remote-info.ts")),
});

const root = fileURLToPath(new URL("..", import.meta.url));
const HOST_WORKSPACE = "host-shell";

const { values } = parseArgs({
  options: {
    changed: { type: "boolean", default: false },
    // The former name of --changed (it skipped a part whose folder existed); now the same hash check.
    "if-missing": { type: "boolean", default: false },
    dev: { type: "boolean", default: false },
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
const onlyChanged = values.changed || values["if-missing"];
const only = values.only;

/** The shared inputs' hash, computed once per run (the first part's check includes its time). */
let sharedHash: string | undefined;

/** Hashes a part's inputs and decides; returns the decision with the time the check took. */
function check(
  workspace: string,
  output: string,
  outputExists: boolean,
  immutable: boolean,
  options: Readonly<Record<string, unknown>>,
): { decision: BuildDecision; hash: string; checkMs: number } {
  const started = performance.now();
  sharedHash ??= hashFiles(root, SHARED_INPUTS);
  const hash = partHash(root, workspace, sharedHash, options);
  const decision = decideBuild({
    outputExists,
    storedHash: readRecord(distDir, output)?.hash,
    currentHash: hash,
    onlyChanged,
    immutable,
    force: values.force,
  });
  return { decision, hash, checkMs: Math.round(performance.now() - started) };
}

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

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
  const output = "shell";
  const { decision, hash, checkMs } = check(
    HOST_WORKSPACE,
    output,
    existsSync(join(target, "index.html")),
    false,
    {},
  );
  if (decision.action === "up-to-date") {
    console.log(`• host-shell: up to date (hash checked in ${checkMs} ms)`);
    return;
  }
  const b = await builder();
  const workspaceDir = join(root, HOST_WORKSPACE);
  const buildTimestamp = new Date().toISOString();
  const started = performance.now();
  await buildInto(target, async (tmp) => {
    const stats = await b.compile(
      b.createHostConfig({
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
    const boot = b.bootPreloadFiles(
      chunks,
      "main",
      // None: the shell's React side comes in two builds (with and without the main layout), and the
      // server preloads the one each page needs (server shell-chunks.ts).
      [],
      // The server preloads the members' vendors itself, on the pages that need them.
      [...b.HOST_PROVIDED_FOR_OLDER_REMOTES, ...b.HOST_PROVIDED_FOR_MEMBERS],
    );
    const index = join(tmp, "index.html");
    writeFileSync(index, b.withPreloads(readFileSync(index, "utf8"), boot, "/"));
    writeFileSync(
      join(tmp, "build-info.json"),
      `${JSON.stringify({ timestamp: buildTimestamp, version: RELEASE_VERSION }, null, 2)}\n`,
    );
    // What this shell offers remotes; the server checks a published build against it.
    writeFileSync(
      join(tmp, SHELL_CONTRACT_FILE),
      `${JSON.stringify(await b.currentShellContract(root), null, 2)}\n`,
    );
    await b.precompress(tmp);
  });
  writeRecord(distDir, output, { hash, workspace: HOST_WORKSPACE, builtAt: buildTimestamp });
  console.log(
    `✔ host-shell → ${target} (${seconds(started)}; ${decision.reason}, hash checked in ${checkMs} ms)`,
  );
  console.log(b.formatSizes("  host-shell", b.javascriptSizes(target)));
}

async function buildRemote(remote: RemoteWorkspace): Promise<void> {
  const { container } = remote.definition;
  const version = values.dev
    ? DEV_VERSION
    : (values.version ?? process.env.PARLEY_REMOTE_VERSION ?? remote.packageJson.version);
  if (!remoteVersionSchema.safeParse(version).success) {
    throw new Error(`${remote.workspace}: "${version}" is not a valid remote version (x.y.z or x.y.z-tag).`);
  }
  const target = join(distDir, "remotes", container, version);
  const output = `remotes/${container}/${version}`;
  const { decision, hash, checkMs } = check(
    remote.workspace,
    output,
    existsSync(target),
    version !== DEV_VERSION,
    { version, sharedVersions },
  );
  if (decision.action === "up-to-date") {
    console.log(`• ${remote.workspace}: ${container}/${version} up to date (hash checked in ${checkMs} ms)`);
    return;
  }
  if (decision.action === "refuse") throw new Error(`${remote.workspace}: ${target}: ${decision.reason}.`);
  const b = await builder();
  const started = performance.now();
  const builtAt = new Date().toISOString();
  // The federation manifest's buildVersion (and the runtime's instance id) follow the folder's version.
  process.env.MF_BUILD_VERSION = version;
  await buildInto(target, async (tmp) => {
    const stats = await b.compile(
      b.createRemoteConfig({
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
    const info = await b.remoteBuildInfo({
      definition: remote.definition,
      version,
      builtAt,
      federationRuntime: FEDERATION_RUNTIME,
      sources: b.bundledSources(stats),
    });
    writeFileSync(join(tmp, b.REMOTE_INFO_FILE), b.remoteInfoText(info));
    await b.precompress(tmp);
  });
  writeRecord(distDir, output, { hash, workspace: remote.workspace, builtAt });
  console.log(
    `✔ ${remote.workspace} → ${target} (${seconds(started)}; ${decision.reason}, hash checked in ${checkMs} ms)`,
  );
  console.log(b.formatSizes(`  ${container}@${version}`, b.javascriptSizes(target)));
}

async function main(): Promise<void> {
  const started = performance.now();
  if (values.dev && values.version !== undefined)
    throw new Error(`--dev builds the remotes as ${DEV_VERSION}: leave out --version`);
  const remotes = await findRemoteWorkspaces(root);
  const known = [HOST_WORKSPACE, ...remotes.map((r) => r.workspace)];
  if (only && !known.includes(only)) {
    throw new Error(`--only ${only}: not a buildable workspace (known: ${known.join(", ")})`);
  }
  if (!only || only === HOST_WORKSPACE) await buildShell();
  for (const remote of remotes) {
    if (!only || only === remote.workspace) await buildRemote(remote);
  }
  if (onlyChanged) console.log(`build: done in ${seconds(started)}`);
}

try {
  await main();
} catch (error) {
  console.error(`✘ build: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
