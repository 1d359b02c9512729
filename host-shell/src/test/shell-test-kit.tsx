// Test helpers for the shell's components: i18next with the English texts, a matchMedia that
// jsdom lacks, and a ShellServices made of fakes the test can steer.
import i18next from "i18next";
import { vi } from "vitest";
import { createRouteStore } from "../app/routes/route-store.ts";
import type { Manifest } from "../lib/remotes/remote-manifest.ts";
import { createEventBus } from "@parley/shared-contracts/event-bus";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import type { Profile } from "@parley/shared-contracts/api/profile";
import { SHELL_CONTRACT_VERSION, type ApiFetch } from "@parley/shared-contracts/shell";
import en from "@parley/shared-contracts/locales/en";
import shellEn from "../i18n/locales/en.ts";
import shellPagesEn from "../i18n/page-locales/en.ts";
import { SHELL_PAGES_NS } from "../i18n/page-texts.ts";
import { COMMON_NS, SHELL_NS } from "../i18n/i18n.ts";
import { RealtimeHub } from "../lib/realtime/realtime-hub.ts";
import type { MountedParcel, ParcelMounter } from "../lib/remotes/mount-remote-parcel.ts";
import type { RemoteLoader } from "../lib/remotes/remote-loader.ts";
import { createSessionStore } from "../lib/session/session-store.ts";
import { createNavigationBridge } from "../lib/shell/navigation-bridge.ts";
import { createShellPropsStore } from "../lib/shell/shell-props-store.ts";
import type { ShellServices } from "../lib/shell/shell-services.ts";
import { signedInProfile } from "@parley/ui-kit/testing/fake-shell.ts";

export async function initTestI18n(language = "en"): Promise<void> {
  await i18next.init({
    lng: language,
    resources: { en: { [COMMON_NS]: en, [SHELL_NS]: shellEn, [SHELL_PAGES_NS]: shellPagesEn } },
    ns: [COMMON_NS, SHELL_NS, SHELL_PAGES_NS],
    defaultNS: COMMON_NS,
    keySeparator: false,
    fallbackLng: false,
    interpolation: { escapeValue: false, defaultVariables: { product: "Parley" } },
  });
}

/** jsdom has no matchMedia; every query is "not matching" (a wide screen) unless listed. */
export function stubMatchMedia(matching: readonly string[] = []): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** The remotes' signed-in profile, with LaTeX view on (the shell's tests render both views). */
export const testProfile: Profile = {
  ...signedInProfile,
  behavior_settings: { ...signedInProfile.behavior_settings, latex_view: true },
};

/** A profile endpoint answering with `status` (200 = the test profile). */
/** The session probe's answer for a profile status: 200 signed in, 401 signed out, 404 no workspace. */
function probeAnswer(status: number): Response {
  if (status >= 500) return new Response("{}", { status });
  const session = status === 200 ? "signed-in" : status === 404 ? "no-workspace" : "signed-out";
  return new Response(JSON.stringify({ session }), { status: 200 });
}

export function apiAnswering(status: number): ApiFetch {
  return vi.fn(async (path: string) => {
    if (path.includes("/authentication/session/")) return probeAnswer(status);
    return path.includes("/members/detail") && status === 200
      ? new Response(JSON.stringify(testProfile), { status: 200 })
      : new Response("{}", { status: path.includes("/members/detail") ? status : 204 });
  });
}

/** Services whose parcel mounter is `mount` (default: mounts nothing and succeeds). */
export function fakeServices(
  options: {
    api?: ApiFetch;
    mount?: ParcelMounter;
    isShareHost?: boolean;
    isAdminHost?: boolean;
    isUserHost?: boolean;
    /** Default "acme"; on the admin host null = no workspace chosen. */
    tenant?: string | null;
    /** The tenant's manifest (default: builds without page declarations, the legacy table). */
    manifest?: Manifest;
  } = {},
): ShellServices {
  const bus = createEventBus<ParleyEvents>();
  const api = options.api ?? apiAnswering(401);
  const navigation = createNavigationBridge();
  const session = createSessionStore({
    api,
    refreshSession: async () => "rejected",
    tenant: "acme",
    currentPath: () => "/",
    navigate: navigation.navigate,
  });
  const realtime = new RealtimeHub(bus);
  const mounted: MountedParcel = {
    version: "1.0.0",
    update: vi.fn(async () => {}),
    unmount: vi.fn(async () => {}),
  };
  const loader: RemoteLoader = {
    load: vi.fn(),
    markMounted: vi.fn(),
    reset: vi.fn(),
    report: vi.fn(),
    manifest: vi.fn(async () => legacyManifest()),
  };
  const host = {
    tenant: options.tenant === undefined ? "acme" : options.tenant,
    baseDomain: "localhost",
    isShareHost: options.isShareHost ?? false,
    isAdminHost: options.isAdminHost ?? false,
    isUserHost: options.isUserHost ?? false,
  };
  const props = createShellPropsStore(
    {
      contractVersion: SHELL_CONTRACT_VERSION,
      bus,
      api,
      realtime,
      navigate: navigation.navigate,
      mountParcel: vi.fn(),
      appVersion: "1.15.3",
    },
    {
      location: { pathname: "/", search: "", hash: "" },
      session: session.getState().session,
      language: "en",
      flags: {},
    },
  );
  return {
    bus,
    api,
    realtime,
    session,
    loader,
    mountParcel: options.mount ?? vi.fn(async () => mounted),
    props,
    navigation,
    host,
    routes: createRouteStore({
      host,
      manifest: options.manifest ?? legacyManifest(),
      loadManifest: () => loader.manifest(),
    }),
  };
}

/** A manifest of builds that declare no pages: the host's legacy table applies to each remote. */
export function legacyManifest(): Manifest {
  const containers = [
    "mf_auth",
    "mf_conversations",
    "mf_routines",
    "mf_account",
    "mf_collaboration",
    "mf_share",
    "mf_admin",
  ];
  return new Map(
    containers.map((name) => [
      name,
      {
        version: "1.0.0",
        entry: `/remotes/${name}/1.0.0/mf-manifest.json`,
        contractVersion: 1,
        pinned: false,
      },
    ]),
  );
}

/** Puts `<script type="application/json" id={id}>` with `text` into the head, as the server does. */
export function inlineJson(id: string, text: string): void {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = id;
  element.textContent = text;
  document.head.append(element);
}
