import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter, useLocation } from "react-router";
import { ShellServicesContext, type ShellServices } from "../lib/shell/shell-services.ts";
import {
  apiAnswering,
  fakeServices,
  initTestI18n,
  legacyManifest,
  stubMatchMedia,
} from "../test/shell-test-kit.tsx";
import { AppRoutes } from "./app-routes.tsx";
import { userHostDefaultLocation } from "./user-host-routes.tsx";

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** A manifest with mf_tools, whose desktop agent is the helper-app call. */
function withTools() {
  const tools = {
    version: "1.0.0",
    entry: "/remotes/mf_tools/1.0.0/mf-manifest.json",
    contractVersion: 1,
    pinned: false,
  };
  return new Map([...legacyManifest(), ["mf_tools", tools]]);
}

async function renderAt(path: string, services: ShellServices) {
  render(
    <ShellServicesContext value={services}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </ShellServicesContext>,
  );
  await act(async () => {
    await services.session.load();
  });
}

const userHost = (manifest = withTools()) =>
  // The session probe of a host without a workspace answers no-workspace (404 in the kit's fake).
  fakeServices({ api: apiAnswering(404), isUserHost: true, tenant: null, manifest });
const mountedIds = (services: ShellServices) => vi.mocked(services.mountParcel).mock.calls.map(([id]) => id);

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  stubMatchMedia();
});
afterEach(cleanup);

describe("userHostDefaultLocation", () => {
  it("is the sign-in route with the page asked for as next", () => {
    expect(userHostDefaultLocation({ pathname: "/routines/4", search: "?tab=2" })).toBe(
      "/sign-in?next=%2Froutines%2F4%3Ftab%3D2",
    );
    expect(userHostDefaultLocation({ pathname: "/", search: "" })).toBe("/sign-in");
  });

  it("keeps localhost's user-sign-in query on the address, not in next", () => {
    expect(userHostDefaultLocation({ pathname: "/conversations", search: "?user-sign-in" })).toBe(
      "/sign-in?next=%2Fconversations&user-sign-in=",
    );
    expect(userHostDefaultLocation({ pathname: "/", search: "?user-sign-in=1" })).toBe(
      "/sign-in?user-sign-in=",
    );
  });
});

describe("the user host's routes", () => {
  it.each([
    ["/", "/sign-in"],
    ["/conversations/new", "/sign-in?next=%2Fconversations%2Fnew"],
    ["/routines", "/sign-in?next=%2Froutines"],
    ["/account-settings", "/sign-in?next=%2Faccount-settings"],
    ["/settings", "/sign-in?next=%2Fsettings"],
  ])("redirects the main-layout route %s to the finder, without the layout", async (path, target) => {
    const services = userHost();
    await renderAt(path, services);
    expect(screen.getByTestId("where").textContent).toBe(target);
    expect(screen.queryByTestId("nav.user-menu")).toBeNull();
    expect(mountedIds(services)).toContain("mf_auth/SignInPage");
    expect(mountedIds(services).some((id) => id.startsWith("mf_conversations/"))).toBe(false);
  });

  it("starts the helper-app call with the page: the desktop agent, on any page of the host", async () => {
    const services = userHost();
    await renderAt("/password/forgot", services);
    expect(screen.getByTestId("where").textContent).toBe("/password/forgot");
    expect(mountedIds(services).sort()).toEqual(["mf_auth/PasswordPage", "mf_tools/DesktopAgent"]);
  });

  it("shows the not-found page for an unknown path", async () => {
    const services = userHost();
    await renderAt("/no/such/page", services);
    expect(screen.getByTestId("not-found.back-home")).toBeTruthy();
  });

  it("is not what a workspace host does: there the guard keeps the path and the agent waits for pairing", async () => {
    const services = fakeServices({ api: apiAnswering(401), manifest: withTools() });
    await renderAt("/routines", services);
    expect(screen.getByTestId("where").textContent).toBe("/sign-in?next=%2Froutines");
    expect(mountedIds(services)).toEqual(["mf_auth/SignInPage"]);
  });
});
