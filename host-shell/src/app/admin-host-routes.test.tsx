import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { ShellServicesContext, type ShellServices } from "../lib/shell/shell-services.ts";
import type { Profile } from "@parley/shared-contracts/api/profile";
import {
  apiAnswering,
  fakeServices,
  initTestI18n,
  stubMatchMedia,
  testProfile,
} from "../test/shell-test-kit.tsx";
import { AdminHostRoutes } from "./admin-host-routes.tsx";
import { adminHostRoutes } from "./admin-host-routes-loader.tsx";
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
  // As once the admin host's chunk is here (admin-host-routes-loader.tsx).
  adminHostRoutes.loaded = AdminHostRoutes;
  localStorage.clear();
  stubMatchMedia();
});
afterEach(cleanup);

describe("the admin host", () => {
  it("loads its routes in a chunk of their own, on the loading screen meanwhile", async () => {
    adminHostRoutes.loaded = null;
    const services = fakeServices({ isAdminHost: true, tenant: null });
    services.session.expire();
    render(
      <ShellServicesContext value={services}>
        <MemoryRouter initialEntries={["/"]}>
          <AppRoutes />
        </MemoryRouter>
      </ShellServicesContext>,
    );
    expect(screen.getByTestId("loading-screen")).toBeTruthy();
    await act(async () => {
      await adminHostRoutes.load();
    });
    expect(screen.getByTestId("admin-host")).toBeTruthy();
  });

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

  it("shows the not-found page elsewhere once a workspace is chosen", async () => {
    const services = fakeServices({ isAdminHost: true });
    services.session.expire();
    await renderAt("/sign-up/other", services);
    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeTruthy();
    expect(screen.queryByTestId("admin-host")).toBeNull();
    expect(mountedIds(services)).toEqual([]);
  });
});

describe("the admin console's guard", () => {
  const memberProfile: Profile = {
    ...testProfile,
    name: "Milo Member",
    email: "milo@acme.test",
    role: "member",
    account: { ...testProfile.account, is_owner_or_admin: false },
  };
  const answeringProfile = (profile: Profile) =>
    vi.fn(async (path: string) =>
      path.includes("/authentication/session/")
        ? new Response(JSON.stringify({ session: "signed-in" }))
        : path.includes("/members/detail")
          ? new Response(JSON.stringify(profile))
          : new Response("{}", { status: 204 }),
    );

  it("refuses a member signed in there: no console, no menu, a link to their workspace", async () => {
    for (const path of ["/members", "/audit", "/workspace"]) {
      const services = fakeServices({ isAdminHost: true, api: answeringProfile(memberProfile) });
      await renderAt(path, services);
      expect(screen.getByRole("heading", { name: "You do not have managing permission!" })).toBeTruthy();
      expect(screen.getByTestId("admin-host.refused").textContent).toContain(
        "You are signed in to \u2068Acme\u2069 as \u2068milo@acme.test\u2069.",
      );
      expect(mountedIds(services)).toEqual([]);
      expect(screen.getByRole("link", { name: "Go to your workspace" }).getAttribute("href")).toMatch(
        /^http:\/\/acme\.localhost(:\d+)?\/$/,
      );
      cleanup();
    }
  });

  it("lets the refused member sign out, to sign in as someone else", async () => {
    const api = answeringProfile(memberProfile);
    const services = fakeServices({ isAdminHost: true, api });
    await renderAt("/members", services);
    await act(async () => fireEvent.click(screen.getByTestId("admin-host.sign-out")));
    expect(api).toHaveBeenCalledWith(
      "/api/v1/authentication/logout/",
      expect.objectContaining({ method: "POST" }),
    );
    expect(services.session.getState().status).toBe("signed-out");
  });

  it("opens the console for an owner, and remembers the workspace for the host's own page", async () => {
    const services = fakeServices({ isAdminHost: true, api: answeringProfile(testProfile) });
    await renderAt("/members", services);
    expect(mountedIds(services)).toEqual(["mf_admin/MembersPage"]);
    expect(screen.queryByTestId("admin-host.refused")).toBeNull();
    expect(localStorage.getItem("parley_admin_last_workspace")).toBe("acme");
  });

  it("remembers a refused member's workspace too", async () => {
    const services = fakeServices({ isAdminHost: true, api: answeringProfile(memberProfile) });
    await renderAt("/members", services);
    expect(localStorage.getItem("parley_admin_last_workspace")).toBe("acme");
  });
});
