import type { RemoteFailureReport } from "@parley/shared-contracts/api/remotes";
import { REMOTE_ROUTES_VERSION } from "@parley/shared-contracts/remote-routes";
import { SHELL_CONTRACT_VERSION, type ParcelId, type ParcelModule } from "@parley/shared-contracts/shell";
import type { LastGoodStore } from "./last-good-versions.ts";
import { parseParcelId } from "./parcel-id.ts";
import { verifyIntegrity, type IntegrityRegistry } from "./remote-integrity.ts";
import {
  RemoteContractError,
  RemoteLoadError,
  RemoteUnavailableError,
  errorMessage,
} from "./remote-errors.ts";
import type { Manifest, ManifestTarget } from "./remote-manifest.ts";

/** The two calls of the module federation runtime the loader needs (injected for tests). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface LoadedParcel {
  id: ParcelId;
  container: string;
  version: string;
  entry: string;
  remoteEntry?: string;
  integrity?: string;
  module: ParcelModule;
  /** Loaded from a dev server: never remembered as this browser's last good version, nor counted. */
  development?: boolean;
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  fetchManifest: () => Promise<Manifest>;
  lastGood: LastGoodStore;
  /** Asks a remote's mf-manifest.json whether it exposes a parcel (null: could not tell). */
  exposes: (entry: string, expose: string) => Promise<boolean | null>;
  report: (failure: RemoteFailureReport) => void;
  /** A parcel of this remote version mounted (the canary's load count; see report-load.ts). */
  loaded?: (remote: string, version: string) => void;
  contractVersion?: number;
  /**
   * Hashes the runtime's createScript hook puts on remote entries (see remote-integrity.ts). Without
   * it the loader fetches and hashes each entry itself before registering it.
   */
  integrity?: IntegrityRegistry;
  /** Fetch + digest of a remote entry (tests replace it). */
  verify?: (url: string, integrity: string) => Promise<boolean | null>;
  /** The shell's federation runtime version: a build made with another major is refused. */
  runtimeVersion?: string | null;
  /** A version failed to load: let go of the document's failed preloads of it (Retry refetches). */
  releasePreloads?: (entry: string) => void;
  /**
   * Checks the build a browser override loads from a dev server against the shell's contract, as a
   * publish would (dev-build-check.ts): the differences, none when it passes.
   */
  checkDevelopment?: (container: string, origin: string) => Promise<string[]>;
}

export interface RemoteLoader {
  /** Loads a parcel module; `exclude` skips a version that already failed (mount fallback). */
  load(id: ParcelId, options?: { exclude?: string }): Promise<LoadedParcel>;
  /** The parcel mounted: remember its version as the last good one. */
  markMounted(loaded: LoadedParcel): void;
  /** Forgets the manifest and a failed parcel so the next load starts afresh (Retry). */
  reset(id?: ParcelId): void;
  report(failure: RemoteFailureReport): void;
  /** The tenant's manifest (the one the loads use). */
  manifest(): Promise<Manifest>;
}

function asParcelModule(value: unknown): ParcelModule | null {
  const candidate = (value as { default?: unknown } | null)?.default ?? value;
  if (typeof candidate !== "object" || candidate === null) return null;
  const parcel = candidate as Partial<ParcelModule>;
  const lifecycles = [parcel.bootstrap, parcel.mount, parcel.unmount];
  return lifecycles.every((fn) => typeof fn === "function") &&
    typeof parcel.requiredContractVersion === "number"
    ? (parcel as ParcelModule)
    : null;
}

const major = (version: string) => version.split(".")[0];

/**
 * Loads remote parcels from the tenant's manifest through the module federation runtime: refuses a
 * build made against a newer ShellProps contract or another federation runtime major, checks each
 * build's integrity, falls back to the manifest's fallback (the version promoted before) and then to
 * the last version that mounted in this browser, and reports every failure and fallback to the server.
 */
export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const contractVersion = options.contractVersion ?? SHELL_CONTRACT_VERSION;
  const verify = options.verify ?? ((url: string, integrity: string) => verifyIntegrity(url, integrity));
  const registered = new Map<string, string>();
  /** Containers whose last load failed: re-register them so the runtime drops its cached failure. */
  const stale = new Set<string>();
  const pending = new Map<string, Promise<LoadedParcel>>();
  let manifest: Promise<Manifest> | null = null;

  function getManifest(): Promise<Manifest> {
    manifest ??= options.fetchManifest().catch((error: unknown) => {
      manifest = null;
      throw error;
    });
    return manifest;
  }

  function register(container: string, entry: string): void {
    const current = registered.get(container);
    if (current === entry && !stale.has(container)) return;
    options.runtime.registerRemotes([{ name: container, entry }], { force: current !== undefined });
    registered.set(container, entry);
    stale.delete(container);
  }

  async function loadVersion(id: ParcelId, container: string, expose: string, target: ManifestTarget) {
    const declaredContract = target.contractVersion;
    if (declaredContract !== undefined && declaredContract > contractVersion) {
      throw new RemoteContractError({
        remote: container,
        version: target.version,
        needed: declaredContract,
        current: contractVersion,
      });
    }
    if (target.routes === "unsupported") {
      throw new RemoteLoadError(
        `${container}@${target.version} declares its pages for a newer shell (route declarations up to version ${REMOTE_ROUTES_VERSION} are read)`,
        { phase: "contract", remote: container, version: target.version },
      );
    }
    const runtime = options.runtimeVersion;
    if (target.federationRuntime && runtime && major(target.federationRuntime) !== major(runtime)) {
      throw new RemoteLoadError(
        `${container}@${target.version} was built with federation runtime ${target.federationRuntime}, the shell runs ${runtime}`,
        { phase: "contract", remote: container, version: target.version },
      );
    }
    const { remoteEntry, integrity } = target;
    const tampered = () =>
      new RemoteLoadError(
        `${container}@${target.version}: remoteEntry.js does not match the manifest's integrity hash`,
        {
          phase: "integrity",
          remote: container,
          version: target.version,
        },
      );
    if (remoteEntry && integrity) {
      if (options.integrity) options.integrity.expect(remoteEntry, integrity);
      else if ((await verify(remoteEntry, integrity)) === false) throw tampered();
    }
    // With a hash, the runtime gets the container script itself, not mf-manifest.json: from the
    // manifest it would also preload the expose's chunks with plain <script>s, which the build's
    // own chunk loader (the one that checks their hashes) then takes as loaded.
    const registeredEntry = remoteEntry && integrity ? remoteEntry : target.entry;
    let loaded: unknown;
    try {
      register(container, registeredEntry);
      loaded = await options.runtime.loadRemote<unknown>(`${container}/${expose.slice(2)}`);
    } catch (cause) {
      stale.add(container);
      options.releasePreloads?.(registeredEntry);
      // The script's integrity attribute refused it, or a chunk's did (a plain load error then).
      if (remoteEntry && integrity && options.integrity && (await verify(remoteEntry, integrity)) === false)
        throw tampered();
      if ((await options.exposes(target.entry, expose)) === false) throw new RemoteUnavailableError(id);
      throw new RemoteLoadError(errorMessage(cause), {
        phase: "load",
        remote: container,
        version: target.version,
        cause,
      });
    }
    const module = asParcelModule(loaded);
    if (!module) {
      throw new RemoteLoadError(`${id} is not a parcel module`, {
        phase: "load",
        remote: container,
        version: target.version,
      });
    }
    if (module.requiredContractVersion > contractVersion) {
      throw new RemoteContractError({
        remote: container,
        version: target.version,
        needed: module.requiredContractVersion,
        current: contractVersion,
      });
    }
    return {
      id,
      container,
      version: target.version,
      entry: target.entry,
      ...(remoteEntry && integrity ? { remoteEntry, integrity } : {}),
      module,
    };
  }

  function reportFailure(id: ParcelId, error: unknown): void {
    if (error instanceof RemoteUnavailableError) return;
    const { container } = parseParcelId(id);
    options.report({
      remote: container,
      version: error instanceof RemoteLoadError ? error.version : undefined,
      module: id,
      phase: error instanceof RemoteLoadError ? error.phase : "load",
      message: errorMessage(error).slice(0, 2000),
      path: window.location.pathname,
    });
  }

  async function load(id: ParcelId, exclude?: string): Promise<LoadedParcel> {
    const { container, expose } = parseParcelId(id);
    let remotes: Manifest;
    try {
      remotes = await getManifest();
    } catch (cause) {
      const error = new RemoteLoadError(errorMessage(cause), { phase: "manifest", remote: container, cause });
      reportFailure(id, error);
      throw error;
    }
    const entry = remotes.get(container);
    if (!entry) throw new RemoteUnavailableError(id);

    // The manifest's version, its promoted fallback, then what last mounted in this browser.
    const candidates: ManifestTarget[] = [];
    for (const target of [entry, entry.fallback, options.lastGood.get(container)]) {
      if (!target || target.version === exclude || candidates.some((c) => c.version === target.version))
        continue;
      candidates.push(target);
    }

    let firstError: unknown = new RemoteLoadError(`${id}: no other version to fall back to`, {
      phase: "mount",
      remote: container,
      version: exclude,
    });
    let failed = false;
    for (const target of candidates) {
      const primary = target.version === entry.version;
      const development = primary ? entry.development : undefined;
      try {
        if (development?.by === "browser" && options.checkDevelopment) {
          const differences = await options.checkDevelopment(container, development.origin);
          if (differences.length > 0)
            throw new RemoteLoadError(
              `${container} from ${development.origin} does not meet the shell's contract: ${differences.join(" ")}`,
              { phase: "contract", remote: container, version: target.version },
            );
        }
        const loaded = {
          ...(await loadVersion(id, container, expose, target)),
          ...(development ? { development: true } : {}),
        };
        if (!primary) {
          options.report({
            remote: container,
            version: exclude ?? entry.version,
            fallbackVersion: loaded.version,
            module: id,
            phase: "fallback",
            message: `${container}@${exclude ?? entry.version} failed; loaded ${loaded.version} instead`,
            path: window.location.pathname,
          });
        }
        return loaded;
      } catch (error) {
        if (error instanceof RemoteUnavailableError && primary) throw error;
        reportFailure(id, error);
        if (!failed) firstError = error;
        failed = true;
      }
    }
    throw firstError;
  }

  return {
    load(id, loadOptions) {
      if (loadOptions?.exclude !== undefined) return load(id, loadOptions.exclude);
      let promise = pending.get(id);
      if (!promise) {
        promise = load(id);
        pending.set(id, promise);
      }
      return promise;
    },
    markMounted(loaded) {
      if (loaded.development) return;
      const { version, entry, remoteEntry, integrity } = loaded;
      options.loaded?.(loaded.container, version);
      options.lastGood.remember(loaded.container, {
        version,
        entry,
        ...(remoteEntry && integrity ? { remoteEntry, integrity } : {}),
      });
    },
    reset(id) {
      manifest = null;
      if (id) pending.delete(id);
      else pending.clear();
      // Again at Retry: a preload still in flight when the load failed has answered by now.
      const containers = id ? [parseParcelId(id).container] : [...registered.keys()];
      for (const container of containers) {
        const entry = registered.get(container);
        if (entry !== undefined) options.releasePreloads?.(entry);
      }
    },
    report: options.report,
    manifest: getManifest,
  };
}
