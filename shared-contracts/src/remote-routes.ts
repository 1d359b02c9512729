// The pages a remote adds to the host, declared in its build (rspack.config.ts → parley-remote.json)
// and served in the tenant's manifest: the host builds its route table from them, so a remote team
// adds a page without a host release (docs/remote-delivery.md § Pages from the remotes). Checked by
// hand here (no zod): the shell reads them on its first screen.

/**
 * Version of the route declaration. Bump it for a change the host cannot read; a host refuses a
 * remote whose routes need a newer version (the remote's pages then show the error panel).
 */
export const REMOTE_ROUTES_VERSION = 1;

/**
 * - `main`: inside the main layout (left panel, centre, optional right panel), signed-in only.
 * - `page`: a full page without the layout, open to signed-out visitors.
 * - `guarded-page`: a full page for signed-in members only.
 */
export const REMOTE_ROUTE_KINDS = ["main", "page", "guarded-page"] as const;
export type RemoteRouteKind = (typeof REMOTE_ROUTE_KINDS)[number];

/**
 * Where a page is served: a workspace's own host, the admin host always, or the admin host once a
 * workspace is chosen (the console).
 */
export const REMOTE_ROUTE_HOSTS = ["workspace", "admin", "admin-console"] as const;
export type RemoteRouteHost = (typeof REMOTE_ROUTE_HOSTS)[number];

/** The left-panel lists (the Conversations / Routines tabs) a `main` page may belong to. */
export const REMOTE_ROUTE_AREAS = ["conversations", "routines"] as const;
export type RemoteRouteArea = (typeof REMOTE_ROUTE_AREAS)[number];

/** Shell texts a page's title may start with (the host translates them; null: the product name only). */
export const ROUTE_TITLE_KEYS = [
  "title.conversations",
  "title.routines",
  "title.accountSettings",
  "title.myCollaborations",
  "title.settings",
  "title.signIn",
] as const;
export type RouteTitleKey = (typeof ROUTE_TITLE_KEYS)[number];

export interface RemoteRoute {
  /** A react-router path: `/literal/:param` segments, optionally ending in `/*`. */
  path: string;
  kind: RemoteRouteKind;
  /** The parcel that renders it: one of the remote's exposes (`./ChatScreen`). */
  expose: `./${string}`;
  /** For `main` pages: the left-panel list; other main pages keep the last one. */
  area?: RemoteRouteArea;
  title: RouteTitleKey | null;
  /** Where it is served (default: the workspace's host). */
  hosts?: readonly RemoteRouteHost[];
}

/** What a build declares beside its exposes (parley-remote.json `routes`). */
export interface RemoteRoutesDeclaration {
  version: number;
  routes: readonly RemoteRoute[];
}

const PATH =
  /^\/(?:[A-Za-z0-9_.-]+|:[A-Za-z][A-Za-z0-9]*)?(?:\/(?:[A-Za-z0-9_.-]+|:[A-Za-z][A-Za-z0-9]*))*(?:\/\*)?$/;
const EXPOSE = /^\.\/[A-Za-z][A-Za-z0-9]*$/;

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (values as readonly string[]).includes(value);

/** One declared route, or null when it is not one this host can serve. */
export function parseRemoteRoute(value: unknown): RemoteRoute | null {
  if (typeof value !== "object" || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.path !== "string" || !PATH.test(raw.path)) return null;
  if (!oneOf(REMOTE_ROUTE_KINDS, raw.kind)) return null;
  if (typeof raw.expose !== "string" || !EXPOSE.test(raw.expose)) return null;
  if (raw.area !== undefined && !oneOf(REMOTE_ROUTE_AREAS, raw.area)) return null;
  if (raw.title !== null && !oneOf(ROUTE_TITLE_KEYS, raw.title)) return null;
  const hosts = raw.hosts;
  if (hosts !== undefined && !(Array.isArray(hosts) && hosts.every((h) => oneOf(REMOTE_ROUTE_HOSTS, h))))
    return null;
  return {
    path: raw.path,
    kind: raw.kind,
    expose: raw.expose as `./${string}`,
    ...(raw.area !== undefined ? { area: raw.area } : {}),
    title: raw.title,
    ...(hosts !== undefined ? { hosts: hosts } : {}),
  };
}

/**
 * A manifest entry's routes: the declaration when this host can read it, `"unsupported"` when it
 * needs a newer host, null when the build declares none (an older build: the host's own table for
 * that remote applies).
 */
export function parseRoutesDeclaration(value: unknown): RemoteRoute[] | "unsupported" | null {
  if (typeof value !== "object" || value === null) return null;
  const raw = value as { version?: unknown; routes?: unknown };
  if (typeof raw.version !== "number" || !Array.isArray(raw.routes)) return null;
  if (raw.version > REMOTE_ROUTES_VERSION) return "unsupported";
  const routes = raw.routes.map(parseRemoteRoute);
  return routes.every((route) => route !== null) ? (routes) : "unsupported";
}
