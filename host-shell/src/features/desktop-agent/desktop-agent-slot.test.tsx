import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DESKTOP_UUID_STORAGE_KEY } from "@parley/shared-contracts/api/helper-app-calls";
import { ShellServicesContext } from "../../lib/shell/shell-services.ts";
import { fakeServices } from "../../test/shell-test-kit.tsx";
import { DesktopAgentSlot } from "./desktop-agent-slot.tsx";

async function renderSlot(options: { isUserHost?: boolean } = {}) {
  const services = fakeServices(options);
  const view = render(
    <ShellServicesContext value={services}>
      <DesktopAgentSlot parcel="mf_tools/DesktopAgent" />
    </ShellServicesContext>,
  );
  await act(async () => {});
  return { services, view };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("the desktop agent slot", () => {
  it("mounts the headless agent, hidden, when a desktop uuid is stored", async () => {
    localStorage.setItem(DESKTOP_UUID_STORAGE_KEY, "3f1c2f6e-6a43-4d7b-9d55-3ae7f6f0e2a1");
    const { services, view } = await renderSlot();
    expect(vi.mocked(services.mountParcel).mock.calls.map(([id]) => id)).toEqual(["mf_tools/DesktopAgent"]);
    const slot = view.getByTestId("layout.desktop-agent");
    expect(slot.closest("[hidden]")).not.toBeNull();
  });

  it("mounts it on the user host (the spec's helper-app call) even without a desktop uuid", async () => {
    const { services } = await renderSlot({ isUserHost: true });
    expect(vi.mocked(services.mountParcel).mock.calls.map(([id]) => id)).toEqual(["mf_tools/DesktopAgent"]);
  });

  it("mounts nothing in a browser that never paired a helper", async () => {
    const { services, view } = await renderSlot();
    expect(services.mountParcel).not.toHaveBeenCalled();
    expect(view.container.innerHTML).toBe("");
  });
});
