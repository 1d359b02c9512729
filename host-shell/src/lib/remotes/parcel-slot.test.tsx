import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeServices, initTestI18n } from "../../test/shell-test-kit.tsx";
import { ShellServicesContext, type ShellServices } from "../shell/shell-services.ts";
import type { MountedParcel } from "./mount-remote-parcel.ts";
import { ParcelSlot } from "./parcel-slot.tsx";
import { RemoteContractError, RemoteLoadError, RemoteUnavailableError } from "./remote-errors.ts";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function mountedParcel(): MountedParcel {
  return { version: "1.0.0", update: vi.fn(async () => {}), unmount: vi.fn(async () => {}) };
}

function renderSlot(services: ShellServices, extraProps?: Record<string, unknown>) {
  return render(
    <ShellServicesContext value={services}>
      <p>the rest of the shell</p>
      <ParcelSlot id="mf_auth/SignInPage" extraProps={extraProps} testId="slot" />
    </ShellServicesContext>,
  );
}

beforeAll(() => initTestI18n());
afterEach(cleanup);

describe("ParcelSlot", () => {
  it("mounts the parcel with ShellProps and extra props into the slot, passes prop changes on, unmounts", async () => {
    const parcel = mountedParcel();
    const services = fakeServices({ mount: vi.fn(async () => parcel) });
    const extra = { routeParams: { id: "7" } };
    const { unmount } = renderSlot(services, extra);
    expect(screen.getByRole("status")).toBeTruthy();
    await act(async () => {});
    const [id, element, props] = vi.mocked(services.mountParcel).mock.calls[0]!;
    expect(id).toBe("mf_auth/SignInPage");
    expect(screen.getByTestId("slot").contains(element)).toBe(true);
    expect(props).toMatchObject({ contractVersion: 1, language: "en", routeParams: { id: "7" } });
    expect(screen.queryByRole("status")).toBeNull();

    await act(async () => services.props.set({ language: "fr" }));
    expect(parcel.update).toHaveBeenLastCalledWith(
      expect.objectContaining({ language: "fr", routeParams: { id: "7" } }),
    );
    unmount();
    expect(parcel.unmount).toHaveBeenCalledOnce();
  });

  it("hands a navigation made while the parcel mounted over once it is mounted", async () => {
    const parcel = mountedParcel();
    const mounting = deferred<MountedParcel>();
    const services = fakeServices({ mount: vi.fn(() => mounting.promise) });
    const { rerender } = renderSlot(services, { routeParams: {} });
    // The page moves on at once (e.g. the main layout opens a navigation-info record's conversation).
    const moved = { routeParams: { conversationId: "42" } };
    rerender(
      <ShellServicesContext value={services}>
        <p>the rest of the shell</p>
        <ParcelSlot id="mf_auth/SignInPage" extraProps={moved} testId="slot" />
      </ShellServicesContext>,
    );
    act(() => services.props.set({ location: { pathname: "/conversations/42", search: "", hash: "" } }));
    expect(parcel.update).not.toHaveBeenCalled();
    await act(async () => mounting.resolve(parcel));
    expect(parcel.update).toHaveBeenLastCalledWith(
      expect.objectContaining({
        routeParams: { conversationId: "42" },
        location: { pathname: "/conversations/42", search: "", hash: "" },
      }),
    );
  });

  it("does not update a parcel that mounted with the current props", async () => {
    const parcel = mountedParcel();
    const services = fakeServices({ mount: vi.fn(async () => parcel) });
    renderSlot(services, { routeParams: {} });
    await act(async () => {});
    expect(parcel.update).not.toHaveBeenCalled();
  });

  it("shows a quiet empty state for a remote the workspace does not have", async () => {
    const services = fakeServices({
      mount: vi.fn(async () => Promise.reject(new RemoteUnavailableError("mf_auth/SignInPage"))),
    });
    renderSlot(services);
    await act(async () => {});
    expect(screen.getByText("Not available yet")).toBeTruthy();
    expect(screen.queryByTestId("remote-error.panel")).toBeNull();
  });

  it("shows the error panel in the slot only, and Retry reloads the remote", async () => {
    const attempts = [deferred<MountedParcel>(), deferred<MountedParcel>()];
    let call = 0;
    const services = fakeServices({ mount: vi.fn(() => attempts[call++]!.promise) });
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderSlot(services);
    await act(async () =>
      attempts[0]!.reject(new RemoteLoadError("404", { phase: "load", remote: "mf_auth" })),
    );
    const panel = screen.getByTestId("remote-error.panel");
    expect(panel.getAttribute("role")).toBe("alert");
    expect(panel.textContent).toContain("This part of Parley could not be loaded.");
    expect(screen.getByText("the rest of the shell")).toBeTruthy();

    fireEvent.click(screen.getByTestId("remote-error.retry"));
    expect(services.loader.reset).toHaveBeenCalledWith("mf_auth/SignInPage");
    expect(services.mountParcel).toHaveBeenCalledTimes(2);
    await act(async () => attempts[1]!.resolve(mountedParcel()));
    expect(screen.queryByTestId("remote-error.panel")).toBeNull();
  });

  it("explains a refused contract version", async () => {
    const error = new RemoteContractError({ remote: "mf_auth", version: "2.0.0", needed: 2, current: 1 });
    const services = fakeServices({ mount: vi.fn(async () => Promise.reject(error)) });
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderSlot(services);
    await act(async () => {});
    expect(screen.getByTestId("remote-error.panel").textContent).toContain(
      "This part of Parley needs a newer shell (contract 2, shell 1).",
    );
  });

  it("unmounts a parcel that finishes mounting after the slot went away", async () => {
    const late = deferred<MountedParcel>();
    const services = fakeServices({ mount: vi.fn(() => late.promise) });
    const { unmount } = renderSlot(services);
    unmount();
    const parcel = mountedParcel();
    await act(async () => late.resolve(parcel));
    expect(parcel.unmount).toHaveBeenCalledOnce();
  });
});
