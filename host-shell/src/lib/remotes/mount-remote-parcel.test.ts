import { describe, expect, it, vi } from "vitest";
import type { MountParcel, ParcelModule, ShellProps } from "@parley/shared-contracts/shell";
import { createParcelMounter } from "./mount-remote-parcel.ts";
import type { LoadedParcel, RemoteLoader } from "./remote-loader.ts";
import { RemoteLoadError } from "./remote-errors.ts";

/** A parcel that writes its version into its element, or throws on mount. */
function parcel(version: string, options: { throwOnMount?: boolean } = {}) {
  const seen: ShellProps[] = [];
  const module: ParcelModule & { seen: ShellProps[] } = {
    seen,
    requiredContractVersion: 1,
    bootstrap: async () => {},
    mount: async (props) => {
      seen.push(props);
      if (options.throwOnMount) throw new Error(`${version} broke`);
      (props as ShellProps & { domElement: HTMLElement }).domElement.textContent = `parcel ${version}`;
    },
    unmount: async (props) => {
      (props as ShellProps & { domElement: HTMLElement }).domElement.textContent = "";
    },
    update: async (props) => void seen.push(props),
  };
  const loaded: LoadedParcel = {
    id: "mf_auth/SignInPage",
    container: "mf_auth",
    version,
    entry: `/remotes/mf_auth/${version}/mf-manifest.json`,
    module,
  };
  return { module, loaded };
}

function setup(current: LoadedParcel, fallback: LoadedParcel | null) {
  const loader: RemoteLoader = {
    load: vi.fn(async (_id, options) => {
      if (options?.exclude === undefined) return current;
      if (fallback) return fallback;
      throw new RemoteLoadError("no fallback", { phase: "mount", remote: "mf_auth" });
    }),
    markMounted: vi.fn(),
    reset: vi.fn(),
    report: vi.fn(),
    manifest: vi.fn(async () => new Map()),
  };
  const shellMountParcel: MountParcel = vi.fn();
  const mount = createParcelMounter({
    loader,
    ready: async () => {},
    mountParcel: () => shellMountParcel,
  });
  return { loader, mount, shellMountParcel };
}

describe("createParcelMounter", () => {
  it("mounts with the shell's mountParcel, remembers the version, updates and unmounts", async () => {
    const current = parcel("2.0.0");
    const { mount, loader, shellMountParcel } = setup(current.loaded, null);
    const element = document.createElement("div");
    const mounted = await mount("mf_auth/SignInPage", element, { language: "en" });
    expect(element.textContent).toBe("parcel 2.0.0");
    expect(element.querySelector("[data-remote='mf_auth']")?.getAttribute("data-remote-version")).toBe(
      "2.0.0",
    );
    expect(current.module.seen[0]?.mountParcel).toBe(shellMountParcel);
    expect(current.module.seen[0]?.language).toBe("en");
    expect(loader.markMounted).toHaveBeenCalledWith(current.loaded);

    await mounted.update({ language: "ar" });
    expect(current.module.seen.at(-1)).toMatchObject({ language: "ar", mountParcel: shellMountParcel });
    await mounted.unmount();
    expect(element.textContent).toBe("");
    expect(element.childElementCount).toBe(0);
  });

  it("reports a parcel that throws on mount and falls back to the last good version", async () => {
    const broken = parcel("2.0.0", { throwOnMount: true });
    const good = parcel("1.0.0");
    const { mount, loader } = setup(broken.loaded, good.loaded);
    const element = document.createElement("div");
    const mounted = await mount("mf_auth/SignInPage", element, {});
    expect(mounted.version).toBe("1.0.0");
    expect(element.textContent).toBe("parcel 1.0.0");
    expect(element.querySelectorAll("[data-remote-version]")).toHaveLength(1);
    expect(element.querySelector("[data-remote-version]")?.getAttribute("data-remote-version")).toBe("1.0.0");
    expect(element.childElementCount).toBe(1);
    expect(loader.report).toHaveBeenCalledWith(
      expect.objectContaining({ remote: "mf_auth", version: "2.0.0", phase: "mount" }),
    );
    expect(loader.load).toHaveBeenLastCalledWith("mf_auth/SignInPage", { exclude: "2.0.0" });
    expect(loader.markMounted).toHaveBeenCalledWith(good.loaded);
  });

  it("rejects with a mount error when there is nothing to fall back to", async () => {
    const broken = parcel("2.0.0", { throwOnMount: true });
    const { mount } = setup(broken.loaded, null);
    const element = document.createElement("div");
    await expect(mount("mf_auth/SignInPage", element, {})).rejects.toMatchObject({
      name: "RemoteLoadError",
      phase: "mount",
      version: "2.0.0",
    });
    expect(element.childElementCount).toBe(0);
  });
});
