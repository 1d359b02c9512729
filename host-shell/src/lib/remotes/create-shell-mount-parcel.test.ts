import { describe, expect, it, vi } from "vitest";
import { fakeServices } from "../../test/shell-test-kit.tsx";
import { createShellMountParcel } from "./create-shell-mount-parcel.ts";
import type { MountedParcel } from "./mount-remote-parcel.ts";

describe("ShellProps.mountParcel", () => {
  it("mounts another remote's parcel with ShellProps and extra props, keeps it updated until unmounted", async () => {
    const parcel: MountedParcel = {
      version: "1.0.0",
      update: vi.fn(async () => {}),
      unmount: vi.fn(async () => {}),
    };
    const mounter = vi.fn(async () => parcel);
    const { props } = fakeServices();
    const mountParcel = createShellMountParcel(mounter, props);
    const element = document.createElement("div");

    const unmount = await mountParcel("mf_conversations/ChatScreen", element, { conversationId: 4 });
    expect(mounter).toHaveBeenCalledWith(
      "mf_conversations/ChatScreen",
      element,
      expect.objectContaining({ conversationId: 4, contractVersion: 1 }),
    );

    props.set({ language: "de" });
    expect(parcel.update).toHaveBeenLastCalledWith(
      expect.objectContaining({ language: "de", conversationId: 4 }),
    );

    await unmount();
    expect(parcel.unmount).toHaveBeenCalledOnce();
    props.set({ language: "ja" });
    expect(parcel.update).toHaveBeenCalledTimes(1);
  });

  it("rejects when the parcel cannot be mounted, for the calling parcel to show", async () => {
    const { props } = fakeServices();
    const mountParcel = createShellMountParcel(
      vi.fn(async () => Promise.reject(new Error("404"))),
      props,
    );
    await expect(mountParcel("mf_tools/ToolsPanel", document.createElement("div"))).rejects.toThrow("404");
  });
});
