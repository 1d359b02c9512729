import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter, useLocation } from "react-router";
import type { MountedParcel } from "../lib/remotes/mount-remote-parcel.ts";
import { ShellServicesContext, type ShellServices } from "../lib/shell/shell-services.ts";
import { apiAnswering, fakeServices, initTestI18n, stubMatchMedia } from "../test/shell-test-kit.tsx";
import { AdminHostRoutes } from "./admin-host-routes.tsx";
import { adminHostRoutes } from "./admin-host-routes-loader.tsx";
import { AppRoutes } from "./app-routes.tsx";
import { MainLayout } from "./layout/main-layout.tsx";
import { mainLayout } from "./layout/main-layout-loader.ts";

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The routes at `path`, as they render before the session is read. */
function renderRoutes(path: string, services: ShellServices) {
  render(
    <ShellServicesContext value={services}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </ShellServicesContext>,
  );
}

async function renderAt(path: string, services: ShellServices) {
  renderRoutes(path, services);
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
  // As on a page that opened in the main layout (bootstrap-main-layout.tsx); the test below unsets it.
  mainLayout.loaded = MainLayout;
});
afterEach(cleanup);

describe("routes and the guarded layout", () => {
  it("sends a signed-out visitor of a guarded page to sign-in with the page as next", async () => {
    const services = fakeServices({ api: apiAnswering(401) });
    await renderAt("/routines?tab=2", services);
    expect(screen.getByTestId("where").textContent).toBe("/sign-in?next=%2Froutines%3Ftab%3D2");
    expect(mountedIds(services)).toEqual(["mf_auth/SignInPage"]);
  });

  it("shows the loading screen while the session is unknown, then the layout", async () => {
    const services = fakeServices({ api: apiAnswering(200) });
    renderRoutes("/routines/7", services);
    expect(screen.getByTestId("loading-screen")).toBeTruthy();
    await act(async () => {
      await services.session.load();
    });
    expect(screen.queryByTestId("loading-screen")).toBeNull();
    expect(screen.getByTestId("nav.user-menu")).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("navigation")).toBeTruthy();
    expect(mountedIds(services).sort()).toEqual(["mf_routines/RoutineScreen", "mf_routines/RoutineSidebar"]);
    const centre = vi
      .mocked(services.mountParcel)
      .mock.calls.find(([id]) => id === "mf_routines/RoutineScreen");
    expect(centre?.[2]).toMatchObject({ routeParams: { id: "7" }, contractVersion: 1 });
  });

  it("keeps the loading screen with the product logo on a full page until its remote is mounted", async () => {
    let mounted: (parcel: MountedParcel) => void = () => {};
    const mount = vi.fn(() => new Promise<MountedParcel>((resolve) => (mounted = resolve)));
    const services = fakeServices({ api: apiAnswering(401), mount });
    await renderAt("/sign-in", services);
    expect(mount).toHaveBeenCalledWith("mf_auth/SignInPage", expect.anything(), expect.anything());
    // The same screen as the document's first paint (the logo), not a spinner in an empty page.
    const slot = screen.getByTestId("page.slot");
    const loading = within(slot).getByTestId("loading-screen");
    expect(loading.querySelector("svg")).not.toBeNull();
    expect(loading.getAttribute("aria-label")).toBe("Loading Parley");
    expect(within(slot).getAllByRole("status")).toEqual([loading]);
    await act(async () =>
      mounted({ version: "1.0.0", update: vi.fn(async () => {}), unmount: vi.fn(async () => {}) }),
    );
    expect(screen.queryByTestId("loading-screen")).toBeNull();
  });

  it("loads the main layout on demand where the page opened without it (signed in on /sign-in)", async () => {
    mainLayout.loaded = null;
    // The real chunk load, held until the test lets it through.
    const load = mainLayout.load;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(mainLayout, "load").mockImplementation(() => held.then(load));
    const services = fakeServices({ api: apiAnswering(200) });
    await act(async () => {
      await services.session.load();
    });
    renderRoutes("/routines/7", services);
    // Its chunk is on its way: the loading screen, then the layout and its parcels.
    expect(screen.getByTestId("loading-screen")).toBeTruthy();
    release();
    expect(await screen.findByTestId("nav.user-menu", {}, { timeout: 5000 })).toBeTruthy();
    // The parcels mount just after the layout paints (a busy CI machine saw the menu first).
    await waitFor(
      () =>
        expect(mountedIds(services).sort()).toEqual([
          "mf_routines/RoutineScreen",
          "mf_routines/RoutineSidebar",
        ]),
      { timeout: 5000 },
    );
    expect(mainLayout.loaded).toBe(MainLayout);
    spy.mockRestore();
  });

  it("shows the error panel when the layout's chunk fails, and Retry asks for it again", async () => {
    mainLayout.loaded = null;
    const spy = vi.spyOn(mainLayout, "load").mockRejectedValueOnce(new Error("chunk failed"));
    spy.mockResolvedValueOnce(MainLayout);
    const services = fakeServices({ api: apiAnswering(200) });
    await renderAt("/routines/7", services);
    fireEvent.click(await screen.findByTestId("remote-error.retry"));
    expect(await screen.findByTestId("nav.user-menu")).toBeTruthy();
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it("offers a retry when the server cannot be reached", async () => {
    const services = fakeServices({ api: apiAnswering(503) });
    await renderAt("/conversations", services);
    expect(screen.getByTestId("session.unreachable")).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/conversations");
  });

  it("shows the not-found page for unknown paths, and Back to home goes to /", async () => {
    const services = fakeServices({ api: apiAnswering(200) });
    await renderAt("/definitely/not/here", services);
    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId("not-found.back-home")));
    expect(screen.getByTestId("where").textContent).toBe("/");
    expect(mountedIds(services)).toContain("mf_conversations/ChatScreen");
  });

  it("shows only the not-found page should the shell load on the share host", async () => {
    const services = fakeServices({ isShareHost: true });
    services.session.expire();
    await renderAt("/conversations", services);
    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeTruthy();
  });

  it("shows the admin host's own page on every path without a chosen workspace", async () => {
    for (const path of ["/", "/sign-in", "/conversations"]) {
      const services = fakeServices({ isAdminHost: true, tenant: null });
      services.session.expire();
      await renderAt(path, services);
      expect(screen.getByRole("heading", { name: "Choose the workspace to manage in Parley" })).toBeTruthy();
      // No workspace signed in here before: the root domain's workspace finder.
      expect(screen.getByRole("link", { name: "Find your workspace" }).getAttribute("href")).toMatch(
        /^http:\/\/localhost(:\d+)?\/sign-in$/,
      );
      expect(mountedIds(services)).toEqual([]);
      cleanup();
    }
  });

  it("links the admin host's own page to the workspace last signed in to there", async () => {
    localStorage.setItem("parley_admin_last_workspace", "globex");
    const services = fakeServices({ isAdminHost: true, tenant: null });
    services.session.expire();
    await renderAt("/", services);
    expect(screen.getByRole("link", { name: "Go to your workspace" }).getAttribute("href")).toMatch(
      /^http:\/\/globex\.localhost(:\d+)?\/$/,
    );
  });
});
