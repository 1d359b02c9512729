import type { ParcelId } from "@parley/shared-contracts/shell";
import type { RemoteLoader } from "../../lib/remotes/remote-loader.ts";
import type { SessionStore } from "../../lib/session/session-store.ts";
import { findRoute } from "./find-route.ts";
import { readLastArea } from "./last-area.ts";
import type { RouteStore } from "./route-store.ts";

/**
 * Starts loading the parcels of the page being opened while the shell's own framework code
 * (React, the router, i18n) is still downloading, instead of after it: the remote's code and the
 * shell's arrive in parallel. Guarded pages wait for the session, so a signed-out visitor does
 * not download a workspace page they will be redirected away from, unless the document said the
 * visitor is signed in (`signedIn`). Returns the load of a full page's parcel (null for layout pages,
 * unknown paths, and while the route table waits for the manifest: the admin host's).
 */
export function prefetchRouteParcels(
  pathname: string,
  deps: { loader: RemoteLoader; routes: RouteStore; session: SessionStore; signedIn?: boolean },
): Promise<unknown> | null {
  const route = findRoute(deps.routes.get() ?? [], pathname)?.route;
  if (!route) return null;
  const parcels: ParcelId[] = [route.parcel];
  const sidebar =
    route.kind === "main" ? deps.routes.slots()?.leftPanels[route.area ?? readLastArea()] : undefined;
  if (sidebar) parcels.push(sidebar);
  const load = () => parcels.map((id) => deps.loader.load(id).catch(() => undefined));
  if (route.kind === "page") return load()[0] ?? null;
  if (deps.signedIn === true) void load();
  else void deps.session.load().then((profile) => profile && load());
  return null;
}
