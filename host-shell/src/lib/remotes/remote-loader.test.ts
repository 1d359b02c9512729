import { describe, expect, it, vi } from "vitest";
import type { RemoteFailureReport } from "@parley/shared-contracts/api/remotes";
import type { ParcelModule } from "@parley/shared-contracts/shell";
import type { KnownGood, LastGoodStore } from "./last-good-versions.ts";
import { RemoteContractError, RemoteLoadError, RemoteUnavailableError } from "./remote-errors.ts";
import { createRemoteLoader, type FederationRuntime } from "./remote-loader.ts";
import { createIntegrityRegistry, type IntegrityRegistry } from "./remote-integrity.ts";
import type { ManifestEntry } from "./remote-manifest.ts";

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
  manifest?: Record<string, ManifestEntry>;
  modules: Record<string, () => unknown>;
  lastGood?: Record<string, KnownGood>;
  exposes?: boolean | null;
  /** remoteEntry URL → whether its bytes match (absent: cannot tell). */
  intact?: Record<string, boolean>;
  integrity?: IntegrityRegistry;
  runtimeVersion?: string;
  checkDevelopment?: (container: string, origin: string) => Promise<string[]>;
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
  const mounted: string[] = [];
  const released: string[] = [];
  const loader = createRemoteLoader({
    releasePreloads: (entry) => void released.push(entry),
    runtime,
    fetchManifest,
    lastGood,
    exposes: async () => options.exposes ?? null,
    report: (failure) => reports.push(failure),
    loaded: (remote, version) => mounted.push(`${remote}@${version}`),
    contractVersion: 1,
    verify: async (url) => options.intact?.[url] ?? null,
    ...(options.integrity ? { integrity: options.integrity } : {}),
    ...(options.runtimeVersion ? { runtimeVersion: options.runtimeVersion } : {}),
    ...(options.checkDevelopment ? { checkDevelopment: options.checkDevelopment } : {}),
  });
  return { loader, runtime, registrations, reports, fetchManifest, lastGood, mounted, released };
}

describe("createRemoteLoader", () => {
  it("registers the manifest's entry, loads the parcel and remembers it once mounted", async () => {
    const { loader, registrations, lastGood, mounted } = setup({
      modules: { [V2]: () => ({ default: parcel() }) },
    });
    const loaded = await loader.load("mf_auth/SignInPage");
    expect(loaded).toMatchObject({ container: "mf_auth", version: "2.0.0", entry: V2 });
    expect(registrations).toEqual([{ name: "mf_auth", entry: V2, force: false }]);
    expect(lastGood.all).toEqual({});
    expect(mounted).toEqual([]);
    loader.markMounted(loaded);
    expect(lastGood.all).toEqual({ mf_auth: { version: "2.0.0", entry: V2 } });
    // The canary's load count hears of it.
    expect(mounted).toEqual(["mf_auth@2.0.0"]);
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
    expect(reports).toMatchObject([
      { remote: "mf_auth", version: "2.0.0", phase: "load" },
      { remote: "mf_auth", version: "2.0.0", phase: "fallback", fallbackVersion: "1.0.0" },
    ]);
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
    const { loader, registrations, fetchManifest, released } = setup({ modules });
    await expect(loader.load("mf_auth/SignInPage")).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(loader.load("mf_auth/SignInPage")).rejects.toBeInstanceOf(RemoteLoadError);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    // The failed version's preloads are let go, so the Retry's requests reach the network.
    expect(released).toEqual([V2]);

    modules[V2] = () => ({ default: parcel() });
    loader.reset("mf_auth/SignInPage");
    // And again at Retry, for a preload that answered only after the load had failed.
    expect(released).toEqual([V2, V2]);
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

describe("integrity and the manifest's fallback", () => {
  const E2 = "/remotes/mf_auth/2.0.0/remoteEntry.js";
  const E1 = "/remotes/mf_auth/1.0.0/remoteEntry.js";
  const H2 = `sha384-${"2".repeat(64)}`;
  const H1 = `sha384-${"1".repeat(64)}`;
  const withFallback: Record<string, ManifestEntry> = {
    mf_auth: {
      version: "2.0.0",
      entry: V2,
      remoteEntry: E2,
      integrity: H2,
      contractVersion: 1,
      pinned: true,
      fallback: { version: "1.0.0", entry: V1, remoteEntry: E1, integrity: H1, contractVersion: 1 },
    },
  };
  // With hashes, the runtime gets remoteEntry.js (no manifest preloading past the chunk checks).
  const modules = { [E2]: () => ({ default: parcel() }), [E1]: () => ({ default: parcel() }) };

  it("checks the entry before registering it, falls back to the manifest's fallback without any memory, and reports both", async () => {
    const { loader, registrations, reports, lastGood } = setup({
      manifest: withFallback,
      modules,
      intact: { [E2]: false, [E1]: true },
    });
    expect(lastGood.all).toEqual({});
    const loaded = await loader.load("mf_auth/SignInPage");
    expect(loaded).toMatchObject({ version: "1.0.0", remoteEntry: E1, integrity: H1 });
    // The tampered build was never handed to the runtime.
    expect(registrations).toEqual([{ name: "mf_auth", entry: E1, force: false }]);
    expect(reports).toMatchObject([
      { remote: "mf_auth", version: "2.0.0", phase: "integrity", module: "mf_auth/SignInPage" },
      { remote: "mf_auth", version: "2.0.0", phase: "fallback", fallbackVersion: "1.0.0" },
    ]);
    loader.markMounted(loaded);
    expect(lastGood.all.mf_auth).toEqual({ version: "1.0.0", entry: V1, remoteEntry: E1, integrity: H1 });
  });

  it("with the runtime's script hook: hands the hash to the registry and tells a tampered entry after the load failed", async () => {
    const integrity = createIntegrityRegistry(() => "http://acme.localhost/sign-in");
    const { loader, registrations, reports } = setup({
      manifest: withFallback,
      // The browser refused the script (integrity attribute): the runtime reports a load error.
      modules: { [E1]: () => ({ default: parcel() }) },
      intact: { [E2]: false, [E1]: true },
      integrity,
    });
    await expect(loader.load("mf_auth/SignInPage")).resolves.toMatchObject({ version: "1.0.0" });
    expect(integrity.lookup("http://acme.localhost/remotes/mf_auth/2.0.0/remoteEntry.js")).toBe(H2);
    expect(integrity.lookup("/remotes/mf_auth/1.0.0/remoteEntry.js")).toBe(H1);
    expect(registrations.map((r) => r.entry)).toEqual([E2, E1]);
    expect(reports.map((r) => r.phase)).toEqual(["integrity", "fallback"]);
  });

  it("throws the first failure when the fallback fails too (the slot shows its error panel)", async () => {
    const { loader, reports } = setup({
      manifest: withFallback,
      modules: {},
      intact: { [E2]: false },
    });
    await expect(loader.load("mf_auth/SignInPage")).rejects.toMatchObject({
      phase: "integrity",
      version: "2.0.0",
    });
    expect(reports.map((r) => [r.version, r.phase])).toEqual([
      ["2.0.0", "integrity"],
      ["1.0.0", "load"],
    ]);
  });

  it("refuses a build whose pages are declared for a newer shell, and serves the manifest it used", async () => {
    const { loader, runtime, reports, fetchManifest } = setup({
      manifest: {
        mf_auth: { version: "2.0.0", entry: V2, contractVersion: 1, pinned: false, routes: "unsupported" },
      },
      modules: { [V2]: () => ({ default: parcel(1) }) },
    });
    await expect(loader.load("mf_auth/SignInPage")).rejects.toMatchObject({ phase: "contract" });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(reports[0]?.message).toMatch(/^mf_auth@2\.0\.0 declares its pages for a newer shell/);
    expect([...(await loader.manifest()).keys()]).toEqual(["mf_auth"]);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });

  it("refuses a build made with another federation runtime major", async () => {
    const { loader, runtime, reports } = setup({
      manifest: { mf_auth: { ...withFallback.mf_auth!, federationRuntime: "3.0.1", fallback: undefined } },
      modules,
      runtimeVersion: "2.9.2",
    });
    await expect(loader.load("mf_auth/SignInPage")).rejects.toMatchObject({ phase: "contract" });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(reports[0]?.message).toBe(
      "mf_auth@2.0.0 was built with federation runtime 3.0.1, the shell runs 2.9.2",
    );
  });

  describe("a development entry (a dev server)", () => {
    const DEV = "http://localhost:3001/remoteEntry.js";
    const devManifest = (by: "server" | "browser"): Record<string, ManifestEntry> => ({
      mf_auth: {
        version: "0.0.0-dev",
        entry: DEV,
        remoteEntry: "http://localhost:3001/remoteEntry.js",
        contractVersion: 1,
        pinned: false,
        development: { origin: "http://localhost:3001", by },
        fallback: { version: "1.0.0", entry: V1, contractVersion: 1 },
      },
    });

    it("loads a browser override once its build meets the contract; never remembered nor counted", async () => {
      const checked: string[] = [];
      const { loader, registrations, lastGood, mounted } = setup({
        manifest: devManifest("browser"),
        modules: { [DEV]: () => ({ default: parcel() }) },
        checkDevelopment: async (container, origin) => (checked.push(`${container} ${origin}`), []),
      });
      const loaded = await loader.load("mf_auth/SignInPage");
      expect(loaded).toMatchObject({ version: "0.0.0-dev", entry: DEV, development: true });
      // No hash: the runtime gets the dev server's container script as it is.
      expect(registrations).toEqual([{ name: "mf_auth", entry: DEV, force: false }]);
      expect(checked).toEqual(["mf_auth http://localhost:3001"]);
      loader.markMounted(loaded);
      expect(lastGood.all).toEqual({});
      expect(mounted).toEqual([]);
    });

    it("falls back to the released version when the override's build fails the contract", async () => {
      const { loader, reports } = setup({
        manifest: devManifest("browser"),
        modules: { [DEV]: () => ({ default: parcel() }), [V1]: () => ({ default: parcel() }) },
        checkDevelopment: async () => [
          "./SignInPage: parley-remote.json declares it, mf-manifest.json does not",
        ],
      });
      const loaded = await loader.load("mf_auth/SignInPage");
      expect(loaded).toMatchObject({ version: "1.0.0", entry: V1 });
      expect(reports.map((r) => r.phase)).toEqual(["contract", "fallback"]);
      expect(reports[0]?.message).toContain("http://localhost:3001 does not meet the shell's contract");
    });

    it("falls back when the dev server does not answer", async () => {
      const { loader, reports } = setup({
        manifest: devManifest("browser"),
        modules: { [V1]: () => ({ default: parcel() }) },
        checkDevelopment: async () => [],
      });
      expect(await loader.load("mf_auth/SignInPage")).toMatchObject({ version: "1.0.0" });
      expect(reports.map((r) => r.phase)).toEqual(["load", "fallback"]);
    });

    it("does not check the dev servers the server names (npm run dev)", async () => {
      const check = vi.fn(async () => ["never asked"]);
      const { loader } = setup({
        manifest: devManifest("server"),
        modules: { [DEV]: () => ({ default: parcel() }) },
        checkDevelopment: check,
      });
      expect(await loader.load("mf_auth/SignInPage")).toMatchObject({ version: "0.0.0-dev" });
      expect(check).not.toHaveBeenCalled();
    });
  });
});
