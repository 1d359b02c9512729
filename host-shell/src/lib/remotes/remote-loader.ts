import type { RemoteFailureReport } from "@parley/shared-contracts/api/remotes";
import { SHELL_CONTRACT_VERSION, type ParcelId, type ParcelModule } from "@parley/shared-contracts/shell";
import type { KnownGood, LastGoodStore } from "./last-good-versions.ts";
import { parseParcelId } from "./parcel-id.ts";
import {
  RemoteContractError,
  RemoteLoadError,
  RemoteUnavailableError,
  errorMessage,
} from "./remote-errors.ts";
import type { Manifest } from "./remote-manifest.ts";

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
  module: ParcelModule;
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  fetchManifest: () => Promise<Manifest>;
  lastGood: LastGoodStore;
  /** Asks a remote's mf-manifest.json whether it exposes a parcel (null: could not tell). */
  exposes: (entry: string, expose: string) => Promise<boolean | null>;
  report: (failure: RemoteFailureReport) => void;
  contractVersion?: number;
}

export interface RemoteLoader {
  /** Loads a parcel module; `exclude` skips a version that already failed (mount fallback). */
  load(id: ParcelId, options?: { exclude?: string }): Promise<LoadedParcel>;
  /** The parcel mounted: remember its version as the last good one. */
  markMounted(loaded: LoadedParcel): void;
  /** Forgets the manifest and a failed parcel so the next load starts afresh (Retry). */
  reset(id?: ParcelId): void;
  report(failure: RemoteFailureReport): void;
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

/**
 * Loads remote parcels from the tenant's manifest through the module federation runtime: refuses a
 * build made against a newer ShellProps contract, falls back to the last version that mounted in
 * this browser when the manifest's version fails, and reports every failure to the server.
 */
export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const contractVersion = options.contractVersion ?? SHELL_CONTRACT_VERSION;
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

  async function loadVersion(
    id: ParcelId,
    container: string,
    expose: string,
    target: KnownGood,
    declaredContract?: number,
  ) {
    if (declaredContract !== undefined && declaredContract > contractVersion) {
      throw new RemoteContractError({
        remote: container,
        version: target.version,
        needed: declaredContract,
        current: contractVersion,
      });
    }
    let loaded: unknown;
    try {
      register(container, target.entry);
      loaded = await options.runtime.loadRemote<unknown>(`${container}/${expose.slice(2)}`);
    } catch (cause) {
      stale.add(container);
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
    return { id, container, version: target.version, entry: target.entry, module };
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

    const candidates: { target: KnownGood; contract?: number }[] = [];
    if (entry.version !== exclude) candidates.push({ target: entry, contract: entry.contractVersion });
    const good = options.lastGood.get(container);
    if (good && good.version !== entry.version && good.version !== exclude) candidates.push({ target: good });

    let firstError: unknown = new RemoteLoadError(`${id}: no other version to fall back to`, {
      phase: "mount",
      remote: container,
      version: exclude,
    });
    for (const [index, candidate] of candidates.entries()) {
      try {
        return await loadVersion(id, container, expose, candidate.target, candidate.contract);
      } catch (error) {
        if (error instanceof RemoteUnavailableError && index === 0) throw error;
        reportFailure(id, error);
        if (index === 0) firstError = error;
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
      options.lastGood.remember(loaded.container, { version: loaded.version, entry: loaded.entry });
    },
    reset(id) {
      manifest = null;
      if (id) pending.delete(id);
      else pending.clear();
    },
    report: options.report,
  };
}
