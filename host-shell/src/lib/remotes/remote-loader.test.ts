import { describe, expect, it, vi } from "vitest";
import type { RemoteEntry, RemoteFailureReport } from "@parley/shared-contracts/api/remotes";
import type { ParcelModule } from "@parley/shared-contracts/shell";
import type { KnownGood, LastGoodStore } from "./last-good-versions.ts";
import { RemoteContractError, RemoteLoadError, RemoteUnavailableError } from "./remote-errors.ts";
import { createRemoteLoader, type FederationRuntime } from "./remote-loader.ts";

const V2 = "/remotes/mf_auth/2.0.0/mf-manifest.json";
const V1 = "/remotes/mf_auth/1.0.0/mf-manifest.json";

function parcel(requiredContractVersion = 1): ParcelModule {
  return {
    requiredContractVersion,
    bootstrap: async () => {},
    mount: async () => {},
    unmount: async () => {},
  };
}

/**
 * A fake federation runtime: each entry URL serves a module, or fails like a 404. It mimics the
 * real runtime's state: one registered entry per container, replaced only with `force`.
 */
function fakeRuntime(modules: Record<string, () => unknown>) {
  const registered = new Map<string, string>();
  const registrations: { name: string; entry: string; force: boolean }[] = [];
  const runtime: FederationRuntime = {
    registerRemotes(remotes, options) {
      for (const remote of remotes) {
        if (registered.has(remote.name) && !options?.force) continue;
        registered.set(remote.name, remote.entry);
        registrations.push({ ...remote, force: options?.force ?? false });
      }
    },
    loadRemote: vi.fn(async (id: string) => {
      const entry = registered.get(id.split("/")[0] ?? "");
      const serve = entry ? modules[entry] : undefined;
      if (!serve) throw new Error(`[ Federation Runtime ]: failed to load ${entry}`);
      return serve();
    }) as FederationRuntime["loadRemote"],
  };
  return { runtime, registrations };
}

function memoryLastGood(
  initial: Record<string, KnownGood> = {},
): LastGoodStore & { all: Record<string, KnownGood> } {
  const all = { ...initial };
  return {
    all,
    get: (container) => all[container] ?? null,
    remember: (container, good) => void (all[container] = good),
  };
}

function setup(options: {
  manifest?: Record<string, RemoteEntry>;
  modules: Record<string, () => unknown>;
  lastGood?: Record<string, KnownGood>;
  exposes?: boolean | null;
}) {
  const { runtime, registrations } = fakeRuntime(options.modules);
  const reports: RemoteFailureReport[] = [];
  const fetchManifest = vi.fn(
    async () =>
      new Map(
        Object.entries(
          options.manifest ?? { mf_auth: { version: "2.0.0", entry: V2, contractVersion: 1, pinned: false } },
        ),
      ),
  );
  const lastGood = memoryLastGood(options.lastGood);
  const loader = createRemoteLoader({
    runtime,
    fetchManifest,
    lastGood,
    exposes: async () => options.exposes ?? null,
    report: (failure) => reports.push(failure),
    contractVersion: 1,
  });
  return { loader, runtime, registrations, reports, fetchManifest, lastGood };
}

describe("createRemoteLoader", () => {
  it("registers the manifest's entry, loads the parcel and remembers it once mounted", async () => {
    const { loader, registrations, lastGood } = setup({ modules: { [V2]: () => ({ default: parcel() }) } });
    const loaded = await loader.load("mf_auth/SignInPage");
    expect(loaded).toMatchObject({ container: "mf_auth", version: "2.0.0", entry: V2 });
    expect(registrations).toEqual([{ name: "mf_auth", entry: V2, force: false }]);
    expect(lastGood.all).toEqual({});
    loader.markMounted(loaded);
    expect(lastGood.all).toEqual({ mf_auth: { version: "2.0.0", entry: V2 } });
  });

  it("shares one manifest fetch and one load between concurrent callers", async () => {
    const { loader, fetchManifest, runtime } = setup({ modules: { [V2]: () => ({ default: parcel() }) } });
    const [a, b] = await Promise.all([loader.load("mf_auth/SignInPage"), loader.load("mf_auth/SignInPage")]);
    expect(a).toBe(b);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it("treats a remote missing from the manifest as not available, without reporting", async () => {
    const { loader, reports } = setup({ modules: {} });
    await expect(loader.load("mf_conversations/ChatScreen")).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(reports).toEqual([]);
  });

  it("treats a parcel the remote does not expose as not available", async () => {
    const { loader, reports } = setup({ modules: {}, exposes: false });
    await expect(loader.load("mf_auth/PasswordPage")).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(reports).toEqual([]);
  });

  it("refuses a build made for a newer contract before loading it", async () => {
    const { loader, runtime, reports } = setup({
      manifest: { mf_auth: { version: "2.0.0", entry: V2, contractVersion: 2, pinned: false } },
      modules: { [V2]: () => ({ default: parcel(2) }) },
    });
    const error = await loader.load("mf_auth/SignInPage").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteContractError);
    expect(error).toMatchObject({ needed: 2, current: 1 });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(reports).toMatchObject([
      { remote: "mf_auth", version: "2.0.0", phase: "contract", module: "mf_auth/SignInPage" },
    ]);
  });

  it("refuses a module that declares a newer contract than the manifest said", async () => {
    const { loader } = setup({ modules: { [V2]: () => ({ default: parcel(3) }) } });
    await expect(loader.load("mf_auth/SignInPage")).rejects.toMatchObject({
      name: "RemoteContractError",
      needed: 3,
    });
  });

  it("rejects a module that is not a parcel", async () => {
    const { loader } = setup({ modules: { [V2]: () => ({ default: { mount: 1 } }) } });
    await expect(loader.load("mf_auth/SignInPage")).rejects.toMatchObject({
      name: "RemoteLoadError",
      phase: "load",
    });
  });

  it("falls back to the last good version when the manifest's version fails, and reports the failure", async () => {
    const { loader, registrations, reports } = setup({
      modules: { [V1]: () => ({ default: parcel() }) },
      lastGood: { mf_auth: { version: "1.0.0", entry: V1 } },
    });
    const loaded = await loader.load("mf_auth/SignInPage");
    expect(loaded).toMatchObject({ version: "1.0.0", entry: V1 });
    expect(registrations).toEqual([
      { name: "mf_auth", entry: V2, force: false },
      { name: "mf_auth", entry: V1, force: true },
    ]);
    expect(reports).toMatchObject([{ remote: "mf_auth", version: "2.0.0", phase: "load" }]);
  });

  it("throws the manifest version's error when the fallback fails too", async () => {
    const { loader, reports } = setup({
      modules: {},
      lastGood: { mf_auth: { version: "1.0.0", entry: V1 } },
    });
    const error = await loader.load("mf_auth/SignInPage").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error).toMatchObject({ version: "2.0.0", phase: "load" });
    expect(reports.map((r) => r.version)).toEqual(["2.0.0", "1.0.0"]);
  });

  it("offers the last good version when asked to skip one that failed on mount", async () => {
    const { loader } = setup({
      modules: { [V2]: () => ({ default: parcel() }), [V1]: () => ({ default: parcel() }) },
      lastGood: { mf_auth: { version: "1.0.0", entry: V1 } },
    });
    await expect(loader.load("mf_auth/SignInPage", { exclude: "2.0.0" })).resolves.toMatchObject({
      version: "1.0.0",
    });
    await expect(loader.load("mf_auth/SignInPage", { exclude: "1.0.0" })).resolves.toMatchObject({
      version: "2.0.0",
    });
  });

  it("keeps a failure until reset, then re-registers the remote so the runtime forgets it", async () => {
    const modules: Record<string, () => unknown> = {};
    const { loader, registrations, fetchManifest } = setup({ modules });
    await expect(loader.load("mf_auth/SignInPage")).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(loader.load("mf_auth/SignInPage")).rejects.toBeInstanceOf(RemoteLoadError);
    expect(fetchManifest).toHaveBeenCalledTimes(1);

    modules[V2] = () => ({ default: parcel() });
    loader.reset("mf_auth/SignInPage");
    await expect(loader.load("mf_auth/SignInPage")).resolves.toMatchObject({ version: "2.0.0" });
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    expect(registrations.at(-1)).toEqual({ name: "mf_auth", entry: V2, force: true });
  });

  it("reports a manifest that cannot be fetched", async () => {
    const { loader, reports, fetchManifest } = setup({ modules: {} });
    fetchManifest.mockRejectedValueOnce(new Error("remote manifest: HTTP 500"));
    await expect(loader.load("mf_auth/SignInPage")).rejects.toMatchObject({ phase: "manifest" });
    expect(reports).toMatchObject([
      { remote: "mf_auth", phase: "manifest", message: "remote manifest: HTTP 500" },
    ]);
  });
});
