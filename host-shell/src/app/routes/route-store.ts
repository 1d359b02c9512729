// The host's route table and layout slots, built from the tenant's manifest: each remote build declares
// its pages and the layout places it fills (parley-remote.json `routes`, served with its manifest
// entry), so a remote team adds a page or a panel without a host release. A build that declares none
// (older than the declarations) gets the host's legacy table for its remote. On a workspace host the
// manifest is in the document, so the table is known before the first render; on the admin host it
// arrives with the manifest.
import type { RemoteRouteHost } from "@parley/shared-contracts/remote-routes";
import type { ParcelId } from "@parley/shared-contracts/shell";
import type { HostInfo } from "../../lib/browser/host.ts";
import type { Manifest } from "../../lib/remotes/remote-manifest.ts";
import { adminHostRoutes } from "./admin-host-routes.ts";
import type { Area } from "./route-table.ts";
import { LEGACY_ROUTES, LEGACY_SLOTS, type RouteDefinition, type SlotDefinition } from "./route-table.ts";

/** The parcels of the main layout's places. */
export interface SlotTable {
  leftPanels: Readonly<Partial<Record<Area, ParcelId>>>;
  /** By right-panel view (bus `panel.opened`). */
  rightPanels: Readonly<Record<string, ParcelId>>;
  desktopAgent: ParcelId | null;
}

export interface RouteStore {
  /** The host's routes; null until the manifest is known. */
  get(): readonly RouteDefinition[] | null;
  /** The layout's slots; null until the manifest is known (changes with `get`). */
  slots(): SlotTable | null;
  subscribe(listener: () => void): () => void;
}

/**
 * Which declared pages this host serves. The share host's pages are rendered by the server
 * (server/src/modules/share-host): should the shell ever load there, every path is not found.
 */
export function routeHostsOf(host: HostInfo): readonly RemoteRouteHost[] {
  if (host.isShareHost) return [];
  if (host.isAdminHost) return host.tenant !== null ? ["admin", "admin-console"] : ["admin"];
  return ["workspace"];
}

function legacyTable(host: HostInfo): readonly RouteDefinition[] {
  if (host.isShareHost) return [];
  return host.isAdminHost ? adminHostRoutes(host.tenant !== null) : LEGACY_ROUTES;
}

/**
 * The routes of every remote in the manifest: its declared pages served on one of `hosts`, or, for
 * a build without declarations, the legacy table's pages of that remote. A path two remotes declare
 * goes to the first.
 */
export function routesFromManifest(
  manifest: Manifest,
  hosts: readonly RemoteRouteHost[],
  legacy: readonly RouteDefinition[],
): RouteDefinition[] {
  const table: RouteDefinition[] = [];
  const taken = new Set<string>();
  const add = (route: RouteDefinition) => {
    if (taken.has(route.path)) return;
    taken.add(route.path);
    table.push(route);
  };
  for (const [container, entry] of manifest) {
    const declared = entry.routes === "unsupported" ? "unsupported" : entry.routes?.routes;
    if (declared === undefined || declared === "unsupported") {
      // A build that declares pages this host cannot read keeps its legacy paths: its parcels then
      // show the error panel (remote-loader.ts refuses the build).
      for (const route of legacy) if (route.parcel.startsWith(`${container}/`)) add(route);
      continue;
    }
    for (const route of declared) {
      if (!(route.hosts ?? ["workspace"]).some((h) => hosts.includes(h))) continue;
      add({
        path: route.path,
        kind: route.kind,
        parcel: `${container}/${route.expose.slice(2)}`,
        ...(route.area !== undefined ? { area: route.area } : {}),
        title: route.title,
      });
    }
  }
  return table;
}

/**
 * The slots of every remote in the manifest: those its build declares, or, for a build without slot
 * declarations (or one this host cannot read), the legacy slots of that remote. A place two remotes
 * fill goes to the first.
 */
export function slotsFromManifest(manifest: Manifest, legacy: readonly SlotDefinition[]): SlotTable {
  const slots: SlotDefinition[] = [];
  for (const [container, entry] of manifest) {
    const declared = entry.routes === "unsupported" ? undefined : entry.routes?.slots;
    if (declared === undefined)
      slots.push(...legacy.filter((slot) => slot.parcel.startsWith(`${container}/`)));
    else
      for (const { expose, ...place } of declared)
        slots.push({ ...place, parcel: `${container}/${expose.slice(2)}` });
  }
  return slotTable(slots);
}

/** The first parcel for each place. */
function slotTable(slots: readonly SlotDefinition[]): SlotTable {
  const leftPanels: Partial<Record<Area, ParcelId>> = {};
  // No prototype: a view name such as "constructor" must not find Object's.
  const rightPanels = Object.create(null) as Record<string, ParcelId>;
  let desktopAgent: ParcelId | null = null;
  for (const slot of slots) {
    if (slot.slot === "left-panel") leftPanels[slot.area] ??= slot.parcel;
    else if (slot.slot === "right-panel") rightPanels[slot.view] ??= slot.parcel;
    else desktopAgent ??= slot.parcel;
  }
  return { leftPanels, rightPanels, desktopAgent };
}

interface HostTable {
  routes: readonly RouteDefinition[];
  slots: SlotTable;
}

export function createRouteStore(options: {
  host: HostInfo;
  /** The document's manifest, when there is one. */
  manifest: Manifest | null;
  loadManifest: () => Promise<Manifest>;
}): RouteStore {
  const listeners = new Set<() => void>();
  const hosts = routeHostsOf(options.host);
  const legacy = legacyTable(options.host);
  // Layout slots belong to a workspace's main layout; the admin and share hosts have none.
  const legacySlots = options.host.isAdminHost || options.host.isShareHost ? [] : LEGACY_SLOTS;
  const build = (manifest: Manifest): HostTable => ({
    routes: routesFromManifest(manifest, hosts, legacy),
    slots: slotsFromManifest(manifest, legacySlots),
  });
  let table: HostTable | null = options.manifest ? build(options.manifest) : null;
  if (table === null) {
    const set = (next: HostTable) => {
      table = next;
      for (const listener of [...listeners]) listener();
    };
    // Without a manifest the remotes cannot load either: their pages then show the error panel.
    options.loadManifest().then(
      (manifest) => set(build(manifest)),
      () => set({ routes: legacy, slots: slotTable(legacySlots) }),
    );
  }
  return {
    get: () => table?.routes ?? null,
    slots: () => table?.slots ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
