import { describe, expect, it, vi } from "vitest";
import type { RemoteLoader } from "../../lib/remotes/remote-loader.ts";
import { createSessionStore } from "../../lib/session/session-store.ts";
import { apiAnswering, legacyManifest } from "../../test/shell-test-kit.tsx";
import { prefetchRouteParcels } from "./prefetch-route-parcels.ts";
import { createRouteStore } from "./route-store.ts";

function setup(profileStatus: number) {
  const loader: RemoteLoader = {
    load: vi.fn(async () => Promise.reject(new Error("not built"))),
    markMounted: vi.fn(),
    reset: vi.fn(),
    report: vi.fn(),
    manifest: vi.fn(async () => legacyManifest()),
  };
  const session = createSessionStore({
    api: apiAnswering(profileStatus),
    refreshSession: async () => "rejected",
    tenant: "acme",
    currentPath: () => "/",
    navigate: vi.fn(),
  });
  const host = {
    tenant: "acme",
    baseDomain: "localhost",
    isShareHost: false,
    isAdminHost: false,
    isUserHost: false,
  };
  const routes = createRouteStore({ host, manifest: legacyManifest(), loadManifest: loader.manifest });
  return { loader, session, routes };
}

const loaded = (loader: RemoteLoader) => vi.mocked(loader.load).mock.calls.map(([id]) => id);

describe("prefetchRouteParcels", () => {
  it("starts a public page's parcel at once", () => {
    const deps = setup(401);
    void prefetchRouteParcels("/sign-in", deps);
    expect(loaded(deps.loader)).toEqual(["mf_auth/SignInPage"]);
  });

  it("starts a guarded page's centre and sidebar parcels once the session is signed in", async () => {
    const deps = setup(200);
    void prefetchRouteParcels("/routines/3", deps);
    expect(loaded(deps.loader)).toEqual([]);
    await vi.waitFor(() =>
      expect(loaded(deps.loader)).toEqual(["mf_routines/RoutineScreen", "mf_routines/RoutineSidebar"]),
    );
  });

  it("starts a guarded page's parcels at once when the document says the visitor is signed in", () => {
    const deps = setup(200);
    void prefetchRouteParcels("/conversations/new", { ...deps, signedIn: true });
    expect(loaded(deps.loader)).toEqual([
      "mf_conversations/ChatScreen",
      "mf_conversations/ConversationSidebar",
    ]);
  });

  it("waits while the route table waits for its manifest (the admin host's)", () => {
    const deps = setup(200);
    const routes = createRouteStore({
      host: {
        tenant: null,
        baseDomain: "localhost",
        isShareHost: false,
        isAdminHost: true,
        isUserHost: false,
      },
      manifest: null,
      loadManifest: () => new Promise(() => {}),
    });
    expect(prefetchRouteParcels("/ops/remotes", { ...deps, routes })).toBeNull();
    expect(loaded(deps.loader)).toEqual([]);
  });

  it("downloads nothing for a signed-out visitor of a guarded page, or for an unknown path", async () => {
    const deps = setup(401);
    void prefetchRouteParcels("/conversations", deps);
    void prefetchRouteParcels("/nowhere", deps);
    await deps.session.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded(deps.loader)).toEqual([]);
  });
});
