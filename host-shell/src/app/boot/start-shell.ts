// The shell's services, created in the first chunk (index.ts) before React, i18next or any other
// shared library has loaded: the session check, the remote manifest and the current page's
// parcels start downloading at once. Nothing here may import a federation-shared module
// synchronously (react, i18next, single-spa, ...): those load behind the async boundary.
// The federation plugin aliases this package to the runtime its bundler runtime already created
// (`@module-federation/enhanced/runtime` re-exports the same module).
import { registerPlugins, registerRemotes, loadRemote } from "@module-federation/runtime";
import { createEventBus } from "@parley/shared-contracts/event-bus";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import type { Profile } from "@parley/shared-contracts/api/profile";
import { memberEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import { LANGUAGE_STORAGE_KEY, type LanguageCode } from "@parley/shared-contracts/languages";
import {
  SHELL_CONTRACT_VERSION,
  type MountParcel,
  type ParcelId,
  type ShellProps,
} from "@parley/shared-contracts/shell";
import { detectLanguage } from "../../i18n/detect-language.ts";
import { applyDocumentLanguage } from "../../i18n/document-language.ts";
import { APP_VERSION } from "../../lib/build-info.ts";
import { createApiClient } from "../../lib/api-client/create-api-fetch.ts";
import { exchangeAdminHandoff, takeAdminHandoff } from "../../lib/browser/admin-handoff.ts";
import { withAdminWorkspace } from "../../lib/browser/admin-workspace.ts";
import { readHost } from "../../lib/browser/host.ts";
import { readCookie } from "../../lib/browser/cookies.ts";
import {
  takeInlineDocsUrl,
  takeInlineLanguageCookie,
  takeInlineLayout,
} from "../../lib/browser/inline-data.ts";
import { readStorage } from "../../lib/browser/storage.ts";
import { connectRealtime, defaultRealtimeUrl } from "../../lib/realtime/realtime-connection.ts";
import type { RealtimeConnection } from "../../lib/realtime/realtime-connection.ts";
import { RealtimeHub } from "../../lib/realtime/realtime-hub.ts";
import {
  createShellMountParcel,
  type ShellMountParcel,
} from "../../lib/remotes/create-shell-mount-parcel.ts";
import { lastGoodVersions } from "../../lib/remotes/last-good-versions.ts";
import { createParcelMounter } from "../../lib/remotes/mount-remote-parcel.ts";
import { FEDERATION_RUNTIME_VERSION } from "../../lib/remotes/federation-runtime-version.ts";
import { createIntegrityRegistry, integrityPlugin } from "../../lib/remotes/remote-integrity.ts";
import { createRemoteLoader } from "../../lib/remotes/remote-loader.ts";
import { fetchManifest, manifestExposes, takeInlineManifest } from "../../lib/remotes/remote-manifest.ts";
import { createFailureReporter } from "../../lib/remotes/report-failure.ts";
import { releaseFailedPreloads, remoteBase } from "../../lib/remotes/release-failed-preloads.ts";
import { createLoadReporter } from "../../lib/remotes/report-load.ts";
import { takeInlineReportToken, withReportToken } from "../../lib/remotes/report-token.ts";
import { loadFeatures } from "../../lib/features/feature-list.ts";
import { createSessionStore, takeInlineProbe } from "../../lib/session/session-store.ts";
import { createNavigationBridge } from "../../lib/shell/navigation-bridge.ts";
import { createShellPropsStore } from "../../lib/shell/shell-props-store.ts";
import type { ShellServices } from "../../lib/shell/shell-services.ts";
import { prefetchRouteParcels } from "../routes/prefetch-route-parcels.ts";
import { findRoute } from "../routes/find-route.ts";
import { createRouteStore } from "../routes/route-store.ts";
import "../../lib/remotes/provided-singletons.ts";

export interface StartedShell {
  services: ShellServices;
  /** The language detected at start (query, storage, cookie, English). */
  language: LanguageCode;
  /** Whether the query chose the language (then it is remembered). */
  languageFromQuery: boolean;
  /** Keeps Accept-Language in step with the interface language. */
  setLanguage(language: LanguageCode): void;
  /**
   * Resolves once a full page's remote (sign-in, ...) has sent its first request, has failed, or
   * after a short wait; at once for other pages. See index.ts.
   */
  pageRemoteRequested: Promise<void>;
  /** What parcels wait for before mounting (i18n initialised); asked at the first mount. */
  setParcelsReady(ready: () => Promise<unknown>): void;
  /**
   * Whether the page opens in the main layout, as the document says, else as the route table does
   * (an unknown path counts as one: the server decides the same way).
   */
  opensInMainLayout: boolean;
}

/** The longest the shell's own code waits for a full page's remote to start (see index.ts). */
const PAGE_REMOTE_WAIT_MS = 1500;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function startShell(): StartedShell {
  // First of all: Manage account's hand-over token leaves the admin host's address (docs/admin-site.md).
  const pageHost = readHost(window.location.hostname, window.location.search);
  const handoff = pageHost.isAdminHost ? takeAdminHandoff(window.location, window.history) : null;
  // The server's reading of the language cookie first: document.cookie is a synchronous call to the
  // browser's network service, slow while the page's files arrive (docs/benchmarks.md, session 15).
  const languageCookie = takeInlineLanguageCookie();
  const detected = detectLanguage({
    search: window.location.search,
    stored: readStorage(LANGUAGE_STORAGE_KEY),
    cookie: () => (languageCookie !== undefined ? languageCookie : readCookie(LANGUAGE_STORAGE_KEY)),
  });
  let language = detected.language;
  // Before any remote loads: their parcels fetch the texts of <html lang> (i18n/document-language.ts).
  applyDocumentLanguage(language);
  // bootstrap.tsx says what "ready" means once i18next is loaded; parcels wait for both.
  let provideReady: (ready: () => Promise<unknown>) => void = () => undefined;
  const readyProvided = new Promise<() => Promise<unknown>>((resolve) => (provideReady = resolve));
  let parcelsReady: Promise<unknown> | null = null;

  // On the admin host the tenant is the workspace being managed (?account=, then the tab's last).
  const host = withAdminWorkspace(pageHost, window.location.search);
  const bus = createEventBus<ParleyEvents>();
  const navigation = createNavigationBridge();
  let expire = () => {};
  const client = createApiClient({
    language: () => language,
    workspace: host.isAdminHost ? host.tenant : null,
    onSessionExpired: () => expire(),
  });
  const { upload, refreshSession } = client;
  // Remote reports carry this load's token (a remote's crash report too, through ShellProps.api).
  const api = withReportToken(client.api, takeInlineReportToken());
  const initialProbe = takeInlineProbe();
  const session = createSessionStore({
    initialProbe,
    api,
    refreshSession,
    tenant: host.tenant,
    currentPath: () => window.location.pathname + window.location.search,
    navigate: (to) => navigation.navigate(to),
  });
  expire = () => session.expire();

  let remoteRequested: () => void = () => undefined;
  const firstRemoteCall = new Promise<void>((resolve) => (remoteRequested = resolve));
  // Remote entries load with the manifest's sha384 as their script's integrity attribute.
  const inlineManifest = takeInlineManifest();
  let firstManifest = inlineManifest;
  const integrity = createIntegrityRegistry();
  registerPlugins([integrityPlugin(integrity)]);
  const loader = createRemoteLoader({
    integrity,
    runtimeVersion: FEDERATION_RUNTIME_VERSION,
    runtime: {
      registerRemotes,
      loadRemote: <T>(id: string) => {
        const loading = loadRemote<T>(id);
        remoteRequested();
        return loading;
      },
    },
    // The document's inline manifest first (no round trip), then the server's.
    fetchManifest: () => {
      const inline = firstManifest;
      firstManifest = null;
      return inline !== null ? Promise.resolve(inline) : fetchManifest(api);
    },
    lastGood: lastGoodVersions,
    exposes: manifestExposes,
    report: createFailureReporter(api),
    loaded: createLoadReporter(api),
    releasePreloads: (entry) => void releaseFailedPreloads(remoteBase(entry)),
    checkDevelopment: (container, origin) =>
      import(/* webpackChunkName: "dev-build-check" */ "../../lib/remotes/dev-build-check.ts").then(
        ({ checkDevBuild }) => checkDevBuild(api, container, origin),
      ),
  });
  let shellMountParcel: ShellMountParcel | null = null;
  const mountParcel: MountParcel = (id: ParcelId, domElement: HTMLElement, extra?: object) =>
    shellMountParcel!(id, domElement, extra);
  const mounter = createParcelMounter({
    loader,
    ready: () => (parcelsReady ??= readyProvided.then((ready) => ready())).then(() => undefined),
    mountParcel: () => mountParcel,
  });
  const realtime = new RealtimeHub(bus);
  const props = createShellPropsStore(
    {
      contractVersion: SHELL_CONTRACT_VERSION,
      bus,
      api,
      upload,
      realtime,
      navigate: navigation.navigate,
      mountParcel,
      appVersion: APP_VERSION,
    },
    {
      location: {
        pathname: window.location.pathname,
        search: window.location.search,
        hash: window.location.hash,
      },
      session: session.getState().session,
      language,
      flags: {},
    },
  );
  shellMountParcel = createShellMountParcel(mounter, props);

  // Feature flags: the profile's account flags at once, then the workspace's feature list
  // (the shell endpoint map's `features`, kept 24 h) over them (ShellProps.flags; empty when signed out).
  const noFlags: ShellProps["flags"] = {};
  let features: { memberId: number; list: ShellProps["flags"] } | null = null;
  const flagsOf = (profile: Profile | null): ShellProps["flags"] =>
    profile === null
      ? noFlags
      : { ...profile.account.feature_flags, ...(features?.memberId === profile.id ? features.list : {}) };
  session.subscribe(() => {
    const current = session.getState().session;
    props.set({ session: current, flags: flagsOf(current.profile) });
    const profile = current.profile;
    if (profile !== null && host.tenant !== null && features?.memberId !== profile.id) {
      features = { memberId: profile.id, list: {} };
      void loadFeatures(api, host.tenant, profile.id).then((list) => {
        if (features?.memberId !== profile.id) return;
        features = { memberId: profile.id, list };
        const latest = session.getState().session;
        props.set({ session: latest, flags: flagsOf(latest.profile) });
      });
    }
  });
  // One websocket per tab while signed in (never on the public share host, nor on the admin host:
  // the console needs no live events and a websocket cannot name the workspace in a header).
  let connection: RealtimeConnection | null = null;
  session.subscribe(() => {
    const signedIn = session.getState().profile !== null;
    if (signedIn && connection === null && !host.isShareHost && !host.isAdminHost) {
      connection = connectRealtime({
        hub: realtime,
        url: defaultRealtimeUrl(window.location),
        // Any authenticated call refreshes an expired access cookie (the handshake needs it).
        beforeRetry: () => api(memberEndpoints.profile.pattern).then(() => undefined),
        onOutage: () =>
          void import("i18next").then(({ default: i18n }) =>
            bus.emit("toast.shown", {
              kind: "warning",
              message: i18n.t("nav.realtimeOffline", { ns: "shell" }),
            }),
          ),
      });
    } else if (!signedIn && connection !== null) {
      connection.stop();
      connection = null;
    }
  });
  // The share host is public (docs/product/shell.md § Roles): no session there.
  if (host.isShareHost) session.expire();
  // The session is read once the hand-over has set the admin host's cookies (or was refused).
  else if (handoff !== null && host.tenant !== null)
    void exchangeAdminHandoff(api, handoff).then(() => session.reload());
  else void session.load();
  bus.on("session.profile-changed", () => void session.load());
  const routes = createRouteStore({ host, manifest: inlineManifest, loadManifest: () => loader.manifest() });
  const pageParcel = prefetchRouteParcels(window.location.pathname, {
    loader,
    routes,
    session,
    signedIn: initialProbe === "signed-in",
  });
  const route = findRoute(routes.get() ?? [], window.location.pathname)?.route;
  const opensInMainLayout =
    takeInlineLayout() ??
    (!host.isAdminHost && !host.isUserHost && (route === undefined || route.kind === "main"));
  // The runtime sends the remote's first request a few microtasks after loadRemote: one task later.
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const pageRemoteRequested = pageParcel
    ? Promise.race([
        firstRemoteCall.then(nextTask),
        pageParcel.then(() => undefined),
        delay(PAGE_REMOTE_WAIT_MS),
      ])
    : Promise.resolve();

  return {
    services: {
      bus,
      api,
      realtime,
      session,
      loader,
      mountParcel: mounter,
      props,
      navigation,
      host,
      routes,
      docsUrl: takeInlineDocsUrl(),
    },
    language,
    languageFromQuery: detected.fromQuery,
    pageRemoteRequested,
    setLanguage(next) {
      language = next;
      props.set({ language: next });
    },
    setParcelsReady: (ready) => provideReady(ready),
    opensInMainLayout,
  };
}
