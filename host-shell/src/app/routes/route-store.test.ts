import { REMOTE_ROUTES_VERSION } from "@parley/shared-contracts/remote-routes";
import { describe, expect, it } from "vitest";
import type { HostInfo } from "../../lib/browser/host.ts";
import type { Manifest, ManifestEntry } from "../../lib/remotes/remote-manifest.ts";
import { parseManifestEntry } from "../../lib/remotes/remote-manifest.ts";
import { createRouteStore, routeHostsOf, routesFromManifest, slotsFromManifest } from "./route-store.ts";
import { LEGACY_ROUTES, LEGACY_SLOTS } from "./route-table.ts";

const workspace: HostInfo = {
  tenant: "acme",
  baseDomain: "localhost",
  isShareHost: false,
  isAdminHost: false,
  isUserHost: false,
};

function entry(name: string, routes?: unknown): ManifestEntry {
  const parsed = parseManifestEntry({
    version: "2.0.0",
    entry: `/remotes/${name}/2.0.0/mf-manifest.json`,
    contractVersion: 1,
    pinned: false,
    ...(routes !== undefined ? { routes } : {}),
  });
  if (parsed === null) throw new Error("bad entry");
  return parsed;
}

describe("routes from the tenant's manifest", () => {
  it("serves a page a remote declares, with its area and title, on the hosts it names", () => {
    const manifest: Manifest = new Map([
      [
        "mf_routines",
        entry("mf_routines", {
          version: REMOTE_ROUTES_VERSION,
          routes: [
            {
              path: "/routines",
              kind: "main",
              expose: "./RoutineScreen",
              area: "routines",
              title: "title.routines",
            },
            // A new page: no host release needed.
            { path: "/routines/calendar", kind: "main", expose: "./RoutineCalendar", title: null },
            { path: "/ops/routines", kind: "page", expose: "./OpsRoutines", title: null, hosts: ["admin"] },
          ],
        }),
      ],
    ]);
    const table = routesFromManifest(manifest, routeHostsOf(workspace), LEGACY_ROUTES);
    expect(table).toEqual([
      {
        path: "/routines",
        kind: "main",
        parcel: "mf_routines/RoutineScreen",
        area: "routines",
        title: "title.routines",
      },
      { path: "/routines/calendar", kind: "main", parcel: "mf_routines/RoutineCalendar", title: null },
    ]);
    const admin = routesFromManifest(
      manifest,
      routeHostsOf({ ...workspace, isAdminHost: true, tenant: null }),
      [],
    );
    expect(admin.map((r) => r.path)).toEqual(["/ops/routines"]);
  });

  it("gives a build without declarations its remote's legacy pages, and keeps the first of two claims", () => {
    const manifest: Manifest = new Map([
      ["mf_account", entry("mf_account")],
      [
        "mf_collaboration",
        entry("mf_collaboration", {
          version: 1,
          routes: [{ path: "/settings", kind: "main", expose: "./Other", title: null }],
        }),
      ],
    ]);
    const table = routesFromManifest(manifest, ["workspace"], LEGACY_ROUTES);
    expect(table.map((r) => `${r.path} ${r.parcel}`)).toEqual([
      "/account-settings mf_account/AccountSettingsPage",
      "/settings mf_account/SettingsPage",
    ]);
  });

  it("keeps the legacy paths of a build whose declaration is for a newer host (the loader refuses it)", () => {
    const newer = entry("mf_account", { version: REMOTE_ROUTES_VERSION + 1, routes: [] });
    expect(newer.routes).toBe("unsupported");
    const broken = entry("mf_account", { version: 1, routes: [{ path: "no-slash", kind: "main" }] });
    expect(broken.routes).toBe("unsupported");
    const table = routesFromManifest(new Map([["mf_account", newer]]), ["workspace"], LEGACY_ROUTES);
    expect(table.map((r) => r.path)).toEqual(["/account-settings", "/settings"]);
  });

  it("serves nothing on the share host, whose pages the server renders", () => {
    expect(routeHostsOf({ ...workspace, isShareHost: true })).toEqual([]);
  });

  it("is known at once with the document's manifest, and after the fetch without it", async () => {
    const manifest: Manifest = new Map([["mf_account", entry("mf_account")]]);
    expect(
      createRouteStore({
        host: workspace,
        manifest,
        loadManifest: () => Promise.reject(new Error("unused")),
      }).get(),
    ).toHaveLength(2);
    const later = createRouteStore({ host: workspace, manifest: null, loadManifest: async () => manifest });
    expect(later.get()).toBeNull();
    let notified = 0;
    later.subscribe(() => notified++);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later.get()).toHaveLength(2);
    expect(notified).toBe(1);
    // No manifest at all: the legacy table, whose remotes then show their error panel.
    const failing = createRouteStore({
      host: workspace,
      manifest: null,
      loadManifest: () => Promise.reject(new Error("x")),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.get()).toBe(LEGACY_ROUTES);
  });

  it("keeps the legacy slots when the manifest cannot be read, so the layout's parcels show their error panel", async () => {
    const failing = createRouteStore({
      host: workspace,
      manifest: null,
      loadManifest: () => Promise.reject(new Error("x")),
    });
    expect(failing.slots()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.slots()?.leftPanels.conversations).toBe("mf_conversations/ConversationSidebar");
    expect(failing.slots()?.desktopAgent).toBe("mf_tools/DesktopAgent");
  });
});

describe("layout slots from the tenant's manifest", () => {
  it("fills the places a remote declares, a new right-panel view included", () => {
    const manifest: Manifest = new Map([
      [
        "mf_tools",
        entry("mf_tools", {
          version: REMOTE_ROUTES_VERSION,
          routes: [],
          slots: [
            { slot: "right-panel", view: "tools", expose: "./ToolsPanel" },
            // A view the host has never heard of: no host release needed.
            { slot: "right-panel", view: "tool-history", expose: "./ToolHistory" },
            { slot: "desktop-agent", expose: "./DesktopAgent" },
          ],
        }),
      ],
      [
        "mf_routines",
        entry("mf_routines", {
          version: REMOTE_ROUTES_VERSION,
          routes: [],
          slots: [{ slot: "left-panel", area: "routines", expose: "./RoutineList" }],
        }),
      ],
    ]);
    const slots = slotsFromManifest(manifest, LEGACY_SLOTS);
    expect(slots.leftPanels).toEqual({ routines: "mf_routines/RoutineList" });
    expect({ ...slots.rightPanels }).toEqual({
      tools: "mf_tools/ToolsPanel",
      "tool-history": "mf_tools/ToolHistory",
    });
    expect(slots.desktopAgent).toBe("mf_tools/DesktopAgent");
  });

  it("gives a build without slot declarations its remote's legacy slots, and keeps the first of two claims", () => {
    const manifest: Manifest = new Map([
      // Pages declared, slots not (built before slot declarations): the legacy slots of mf_conversations.
      ["mf_conversations", entry("mf_conversations", { version: 1, routes: [] })],
      [
        "mf_routines",
        entry("mf_routines", {
          version: 1,
          routes: [],
          slots: [{ slot: "left-panel", area: "conversations", expose: "./Other" }],
        }),
      ],
      ["mf_tools", entry("mf_tools")],
    ]);
    const slots = slotsFromManifest(manifest, LEGACY_SLOTS);
    expect(slots.leftPanels).toEqual({ conversations: "mf_conversations/ConversationSidebar" });
    expect({ ...slots.rightPanels }).toEqual({
      "model-settings": "mf_conversations/ModelSettingsPanel",
      "behavior-settings": "mf_conversations/BehaviorSettingsPanel",
      tools: "mf_tools/ToolsPanel",
    });
    expect(slots.desktopAgent).toBe("mf_tools/DesktopAgent");
    // A remote missing from the manifest fills nothing, and no view finds Object's prototype.
    expect(slots.leftPanels.routines).toBeUndefined();
    expect(slots.rightPanels.constructor).toBeUndefined();
  });

  it("refuses a build whose slots this host cannot read, and gives it its legacy slots", () => {
    const bad = entry("mf_tools", {
      version: 1,
      routes: [],
      slots: [{ slot: "floating-panel", expose: "./ToolsPanel" }],
    });
    expect(bad.routes).toBe("unsupported");
    expect(slotsFromManifest(new Map([["mf_tools", bad]]), LEGACY_SLOTS).desktopAgent).toBe(
      "mf_tools/DesktopAgent",
    );
    const badView = entry("mf_tools", {
      version: 1,
      routes: [],
      slots: [{ slot: "right-panel", view: "Tools Panel", expose: "./ToolsPanel" }],
    });
    expect(badView.routes).toBe("unsupported");
    // A read that is not a GET of this origin's API (another origin, out of /api/v1) is refused.
    for (const read of ["https://evil.test/api/v1/x", "/api/v1/../auth", "/other"]) {
      const badRead = entry("mf_tools", {
        version: 1,
        routes: [],
        slots: [{ slot: "left-panel", area: "routines", expose: "./ToolsPanel", reads: [read] }],
      });
      expect(badRead.routes).toBe("unsupported");
    }
    const route = { path: "/tools", kind: "main", expose: "./ToolsPanel", title: null };
    const good = entry("mf_tools", {
      version: 1,
      routes: [
        { ...route, reads: ["/api/v1/tools/?page=1"], parcels: ["mf_collaboration/CollaborationControls"] },
      ],
    });
    expect(good.routes).not.toBe("unsupported");
    const badParcel = entry("mf_tools", { version: 1, routes: [{ ...route, parcels: ["../x"] }] });
    expect(badParcel.routes).toBe("unsupported");
    // Chunks to preload are build names: nothing that could widen the server's file pattern.
    const chunks = (names: unknown) =>
      entry("mf_tools", { version: 1, routes: [{ ...route, chunks: names }] });
    expect(chunks(["message-list", "markdown"]).routes).not.toBe("unsupported");
    for (const bad of [["a|b"], ["../x"], [".*"], "message-list", ["a", "b", "c", "d", "e"]])
      expect(chunks(bad).routes).toBe("unsupported");
  });
});
