import { createContext, useContext } from "react";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import type { RouteStore } from "../../app/routes/route-store.ts";
import type { HostInfo } from "../browser/host.ts";
import type { RealtimeHub } from "../realtime/realtime-hub.ts";
import type { ParcelMounter } from "../remotes/mount-remote-parcel.ts";
import type { RemoteLoader } from "../remotes/remote-loader.ts";
import type { SessionStore } from "../session/session-store.ts";
import type { NavigationBridge } from "./navigation-bridge.ts";
import type { ShellPropsStore } from "./shell-props-store.ts";

/** Everything the shell's components share, created once in bootstrap.tsx. */
export interface ShellServices {
  bus: ParleyEventBus;
  api: ApiFetch;
  realtime: RealtimeHub;
  session: SessionStore;
  loader: RemoteLoader;
  mountParcel: ParcelMounter;
  props: ShellPropsStore;
  navigation: NavigationBridge;
  host: HostInfo;
  /** The host's routes, from the remotes' declarations in the tenant's manifest. */
  routes: RouteStore;
  /** PARLEY_DOCS_URL as the document gave it (Help → Documentation); unset: the docs host. */
  docsUrl?: string | undefined;
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error("useShellServices outside <ShellServicesContext>");
  return services;
}
