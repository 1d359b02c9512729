// The host's route table, built from the tenant's manifest: each remote build declares its pages
// (parley-remote.json `routes`, served with its manifest entry), so a remote team adds a page without
// a host release. A build that declares none (older than route declarations) gets the host's legacy
// table for its remote. On a workspace host the manifest is in the document, so the table is known
// before the first render; on the admin host it arrives with the manifest.
import type { RemoteRouteHost } from "@parley/shared-contracts/remote-routes";
import type { HostInfo } from "../../lib/browser/host.ts";
import type { Manifest } from "../../lib/remotes/remote-manifest.ts";
import { adminHostRoutes } from "./admin-host-routes.ts";
import { LEGACY_ROUTES, type RouteDefinition } from "./route-table.ts";

export interface RouteStore {
  /** The host's routes; null until the manifest is known. */
  get(): readonly RouteDefinition[] | null;
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
    const declared = entry.routes;
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

export function createRouteStore(options: {
  host: HostInfo;
  /** The document's manifest, when there is one. */
  manifest: Manifest | null;
  loadManifest: () => Promise<Manifest>;
}): RouteStore {
  const listeners = new Set<() => void>();
  const hosts = routeHostsOf(options.host);
  const legacy = legacyTable(options.host);
  const build = (manifest: Manifest) => routesFromManifest(manifest, hosts, legacy);
  let routes: readonly RouteDefinition[] | null = options.manifest ? build(options.manifest) : null;
  if (routes === null) {
    const set = (next: readonly RouteDefinition[]) => {
      routes = next;
      for (const listener of [...listeners]) listener();
    };
    // Without a manifest the remotes cannot load either: their pages then show the error panel.
    options.loadManifest().then(
      (manifest) => set(build(manifest)),
      () => set(legacy),
    );
  }
  return {
    get: () => routes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
