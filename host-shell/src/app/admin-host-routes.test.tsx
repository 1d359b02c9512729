import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { ShellServicesContext, type ShellServices } from "../lib/shell/shell-services.ts";
import { apiAnswering, fakeServices, initTestI18n, stubMatchMedia } from "../test/shell-test-kit.tsx";
import { AppRoutes } from "./app-routes.tsx";

async function renderAt(path: string, services: ShellServices) {
  render(
    <ShellServicesContext value={services}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </ShellServicesContext>,
  );
  await act(async () => {
    await services.session.load();
  });
}

const mountedIds = (services: ShellServices) => vi.mocked(services.mountParcel).mock.calls.map(([id]) => id);

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  stubMatchMedia();
});
afterEach(cleanup);

describe("the admin host", () => {
  it("mounts the sign-up page on /sign-up and /sign-up/confirm, signed out", async () => {
    for (const path of ["/sign-up?email=a%40b.io", "/sign-up/confirm?token=x"]) {
      const services = fakeServices({ isAdminHost: true });
      services.session.expire();
      await renderAt(path, services);
      expect(mountedIds(services)).toEqual(["mf_auth/SignUpPage"]);
      expect(screen.queryByTestId("admin-host")).toBeNull();
      cleanup();
    }
  });

  it("opens the chosen workspace's console on /, its members page once signed in", async () => {
    const services = fakeServices({ isAdminHost: true, api: apiAnswering(200) });
    await renderAt("/", services);
    expect(mountedIds(services)).toEqual(["mf_admin/MembersPage"]);
  });

  it("sends a signed-out visitor of the console to the workspace's sign-in", async () => {
    const services = fakeServices({ isAdminHost: true });
    await renderAt("/audit", services);
    expect(mountedIds(services)).toEqual(["mf_auth/SignInPage"]);
  });

  it("has no console without a chosen workspace", async () => {
    const services = fakeServices({ isAdminHost: true, tenant: null, api: apiAnswering(200) });
    await renderAt("/members", services);
    expect(screen.getByTestId("admin-host")).toBeTruthy();
    expect(mountedIds(services)).toEqual([]);
  });

  it("mounts the ops pages without a workspace or a session (they sign in with the ops token)", async () => {
    const pages = [
      { path: "/ops/remotes", parcel: "mf_admin/OpsRemotesPage" },
      { path: "/ops/versions", parcel: "mf_admin/OpsVersionsPage" },
      { path: "/ops/workspaces", parcel: "mf_admin/OpsWorkspacesPage" },
    ];
    for (const { path, parcel } of pages) {
      const services = fakeServices({ isAdminHost: true, tenant: null });
      services.session.expire();
      await renderAt(path, services);
      expect(mountedIds(services)).toEqual([parcel]);
      cleanup();
    }
  });

  it("keeps its placeholder page elsewhere", async () => {
    const services = fakeServices({ isAdminHost: true });
    services.session.expire();
    await renderAt("/sign-up/other", services);
    expect(screen.getByTestId("admin-host")).toBeTruthy();
    expect(mountedIds(services)).toEqual([]);
  });
});
