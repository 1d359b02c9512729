// The pages and layout slots a remote adds to the host, declared in its build (rspack.config.ts →
// parley-remote.json) and served in the tenant's manifest: the host builds its route table and its
// layout's slots from them, so a remote team adds a page or a panel without a host release
// (docs/remote-delivery.md § Pages and slots from the remotes). Checked by hand here (no zod): the
// shell reads them on its first screen.

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

/** The left-panel lists (the Conversations / Routines / Tools tabs) a `main` page may belong to. */
export const REMOTE_ROUTE_AREAS = ["conversations", "routines", "tools"] as const;
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
  /**
   * The API reads the page makes first (GET, same origin, exactly as its code asks: path and query).
   * The server preloads them with the document for a signed-in member, so they do not wait for the
   * page's code (server/src/modules/shell-document/route-preloads.ts).
   */
  reads?: readonly string[];
  /**
   * Parcels of other remotes the page mounts at once (catalogue ids, `mf_collaboration/…`): their
   * remotes' first files are preloaded with the page's.
   */
  parcels?: readonly string[];
  /**
   * Chunks of the page's expose that it loads on demand but needs at once at this address (their
   * build names, as a `webpackChunkName` comment gives them): preloaded with the document like the
   * expose's own files, so they do not wait a step. Up to four.
   */
  chunks?: readonly string[];
}

/** The right panel's views: the bus opens one by name (`panel.opened`), a remote declares its parcel. */
export const RIGHT_PANEL_VIEWS = ["tools", "model-settings", "behavior-settings"] as const;
export type RightPanelView = (typeof RIGHT_PANEL_VIEWS)[number];

/**
 * A place of the main layout a remote fills with one of its exposes:
 * - `left-panel`: the left panel's list for an area (the Conversations / Routines tabs);
 * - `right-panel`: the right panel when the bus opens `view`;
 * - `desktop-agent`: the headless desktop helper agent, mounted with the layout when this browser has
 *   paired a helper (and always on the user host).
 * The host reads any well-formed view name, so a new panel needs a contract release (the bus event's
 * type) but no host release.
 */
export type RemoteSlot =
  | { slot: "left-panel"; area: RemoteRouteArea; expose: `./${string}`; reads?: readonly string[] }
  | { slot: "right-panel"; view: RightPanelView; expose: `./${string}` }
  | { slot: "desktop-agent"; expose: `./${string}` };

/** What a build declares beside its exposes (parley-remote.json `routes`). */
export interface RemoteRoutesDeclaration {
  version: number;
  routes: readonly RemoteRoute[];
  /** Absent: a build older than slot declarations (the host's own slots for that remote apply). */
  slots?: readonly RemoteSlot[];
}

/** A declaration as the host reads it. */
export interface RemoteLayoutDeclaration {
  routes: RemoteRoute[];
  slots?: RemoteSlot[];
}

const PATH =
  /^\/(?:[A-Za-z0-9_.-]+|:[A-Za-z][A-Za-z0-9]*)?(?:\/(?:[A-Za-z0-9_.-]+|:[A-Za-z][A-Za-z0-9]*))*(?:\/\*)?$/;
const EXPOSE = /^\.\/[A-Za-z][A-Za-z0-9]*$/;
/** An API read to preload: a GET of this origin's API, with an optional plain query. */
const READ = /^\/api\/v1\/(?!.*\.\.)[A-Za-z0-9_./-]*(?:\?[A-Za-z0-9_.,=&%-]*)?$/;

const PARCEL = /^mf_[a-z_]+\/[A-Za-z][A-Za-z0-9]*$/;
/** A chunk's build name (the part of its file name before the content hash). */
const CHUNK = /^[a-z][a-z0-9-]{0,39}$/;

/** Whether `name` is a chunk name a route may declare (nothing a file pattern could take more of). */
export const isChunkName = (name: unknown): name is string => typeof name === "string" && CHUNK.test(name);

/** A declaration's `chunks`: absent, or up to four chunk names; not ok when malformed. */
function parseChunks(value: unknown): { ok: true; chunks?: string[] } | { ok: false } {
  if (value === undefined) return { ok: true };
  if (!Array.isArray(value) || value.length > 4) return { ok: false };
  const chunks = value.filter(isChunkName);
  return chunks.length === value.length ? { ok: true, chunks } : { ok: false };
}

/** A declaration's `parcels`: absent, or up to four parcel ids; not ok when malformed. */
function parseParcels(value: unknown): { ok: true; parcels?: string[] } | { ok: false } {
  if (value === undefined) return { ok: true };
  if (!Array.isArray(value) || value.length > 4) return { ok: false };
  const parcels = value.filter((id): id is string => typeof id === "string" && PARCEL.test(id));
  return parcels.length === value.length ? { ok: true, parcels } : { ok: false };
}

/** A declaration's `reads`: absent, or up to six API paths; not ok when malformed. */
function parseReads(value: unknown): { ok: true; reads?: string[] } | { ok: false } {
  if (value === undefined) return { ok: true };
  if (!Array.isArray(value) || value.length > 6) return { ok: false };
  const reads = value.filter((read): read is string => typeof read === "string" && READ.test(read));
  return reads.length === value.length ? { ok: true, reads } : { ok: false };
}

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
  const reads = parseReads(raw.reads);
  const parcels = parseParcels(raw.parcels);
  const chunks = parseChunks(raw.chunks);
  if (!reads.ok || !parcels.ok || !chunks.ok) return null;
  return {
    path: raw.path,
    kind: raw.kind,
    expose: raw.expose as `./${string}`,
    ...(raw.area !== undefined ? { area: raw.area } : {}),
    title: raw.title,
    ...(hosts !== undefined ? { hosts: hosts } : {}),
    ...(reads.reads !== undefined ? { reads: reads.reads } : {}),
    ...(parcels.parcels !== undefined ? { parcels: parcels.parcels } : {}),
    ...(chunks.chunks !== undefined ? { chunks: chunks.chunks } : {}),
  };
}

const VIEW = /^[a-z][a-z0-9-]{0,39}$/;

/** One declared slot, or null when it is not one this host can fill. */
export function parseRemoteSlot(value: unknown): RemoteSlot | null {
  if (typeof value !== "object" || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.expose !== "string" || !EXPOSE.test(raw.expose)) return null;
  const expose = raw.expose as `./${string}`;
  switch (raw.slot) {
    case "left-panel": {
      const reads = parseReads(raw.reads);
      if (!oneOf(REMOTE_ROUTE_AREAS, raw.area) || !reads.ok) return null;
      return { slot: "left-panel", area: raw.area, expose, ...(reads.reads ? { reads: reads.reads } : {}) };
    }
    case "right-panel":
      // Any well-formed name: a view added by a newer contract is served without a host release.
      return typeof raw.view === "string" && VIEW.test(raw.view)
        ? { slot: "right-panel", view: raw.view as RightPanelView, expose }
        : null;
    case "desktop-agent":
      return { slot: "desktop-agent", expose };
    default:
      return null;
  }
}

/**
 * A manifest entry's declaration: its pages and slots when this host can read them, `"unsupported"`
 * when it needs a newer host, null when the build declares none (an older build: the host's own table
 * for that remote applies). `slots` is absent for a build older than slot declarations.
 */
export function parseRoutesDeclaration(value: unknown): RemoteLayoutDeclaration | "unsupported" | null {
  if (typeof value !== "object" || value === null) return null;
  const raw = value as { version?: unknown; routes?: unknown; slots?: unknown };
  if (typeof raw.version !== "number" || !Array.isArray(raw.routes)) return null;
  if (raw.version > REMOTE_ROUTES_VERSION) return "unsupported";
  const routes = raw.routes.map(parseRemoteRoute);
  if (!routes.every((route) => route !== null)) return "unsupported";
  if (raw.slots === undefined) return { routes };
  if (!Array.isArray(raw.slots)) return "unsupported";
  const slots = raw.slots.map(parseRemoteSlot);
  return slots.every((slot) => slot !== null) ? { routes, slots } : "unsupported";
}

/**
 * Matches a pathname against a route path (`:param` segments, a trailing `*`) without the router,
 * for prefetching before React is loaded (the shell) and for the document's preload links (the
 * server). Returns the parameters or null.
 */
export function matchRoutePath(path: string, pathname: string): Record<string, string> | null {
  const pattern = path.split("/").filter(Boolean);
  const actual = pathname.replace(/\/+$/, "").split("/").filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    if (segment === "*") {
      params["*"] = actual.slice(index).join("/");
      return params;
    }
    const value = actual[index];
    if (value === undefined) return null;
    if (segment.startsWith(":")) {
      // A malformed escape (`%E0`) matches nothing rather than throwing (the server reads paths too).
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return actual.length === pattern.length ? params : null;
}
