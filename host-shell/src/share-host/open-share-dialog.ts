// Loaded on the first dialog request: the module federation runtime registers the tenant-less
// manifest's mf_share, i18next is set up for the page's language, and the
// `mf_share/ShareDialog` parcel mounts with ShellProps for an anonymous visitor.
import { loadRemote, registerRemotes } from "@module-federation/runtime";
import { createEventBus } from "@parley/shared-contracts/event-bus";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { isLanguageCode, type LanguageCode } from "@parley/shared-contracts/languages";
import type { ShareDialogProps } from "@parley/shared-contracts/share";
import { SHELL_CONTRACT_VERSION, type ApiFetch, type ShellProps } from "@parley/shared-contracts/shell";
import { APP_VERSION } from "../lib/build-info.ts";
import { lastGoodVersions } from "../lib/remotes/last-good-versions.ts";
import { createParcelMounter, type MountedParcel } from "../lib/remotes/mount-remote-parcel.ts";
import { createRemoteLoader } from "../lib/remotes/remote-loader.ts";
import { fetchManifest, manifestExposes } from "../lib/remotes/remote-manifest.ts";
import { createFailureReporter } from "../lib/remotes/report-failure.ts";
import "../lib/remotes/provided-singletons.ts";

/** The share host's fetch: same origin, never a credential (there is no session here). */
const anonymousApi: ApiFetch = (path, init) => fetch(path, { ...init, credentials: "omit" });

function pageLanguage(): LanguageCode {
  const lang = document.documentElement.lang.toLowerCase();
  return isLanguageCode(lang) ? lang : "en";
}

let i18nReady: Promise<void> | null = null;

function initI18n(language: LanguageCode): Promise<void> {
  i18nReady ??= import("i18next").then(async ({ default: i18next }) => {
    await i18next.init({
      lng: language,
      resources: {},
      partialBundledLanguages: true,
      fallbackLng: false,
      lowerCaseLng: true,
      load: "currentOnly",
      keySeparator: false,
      interpolation: { escapeValue: false },
      // For an mf_share built before session 16 (react-i18next, host-shell/src/i18n/bound-react-i18next.ts).
      react: { useSuspense: false, bindI18n: "languageChanged", bindI18nStore: "added" },
    });
  });
  return i18nReady;
}

const loader = createRemoteLoader({
  runtime: { registerRemotes, loadRemote },
  fetchManifest: () => fetchManifest(anonymousApi),
  lastGood: lastGoodVersions,
  exposes: manifestExposes,
  report: createFailureReporter(anonymousApi),
});

const language = pageLanguage();
const mounter = createParcelMounter({
  loader,
  ready: () => initI18n(language),
  mountParcel: () => () => Promise.reject(new Error("no nested parcels on the share host")),
});

function visitorProps(): ShellProps {
  return {
    contractVersion: SHELL_CONTRACT_VERSION,
    bus: createEventBus<ParleyEvents>(),
    api: anonymousApi,
    realtime: { send: () => undefined, subscribe: () => () => undefined, isOpen: () => false },
    navigate: (to) => window.location.assign(to),
    location: {
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
    },
    session: {
      profile: null,
      subdomain: null,
      refresh: () => Promise.resolve(null),
      signOut: () => Promise.resolve(),
    },
    language,
    flags: {},
    mountParcel: () => Promise.reject(new Error("no nested parcels on the share host")),
    appVersion: APP_VERSION,
  };
}

/** Mounts the dialog; it unmounts itself when closed. */
export async function openShareDialog(slot: HTMLElement, props: ShareDialogProps): Promise<void> {
  let mounted: MountedParcel | null = null;
  const onClose = () => {
    void mounted?.unmount();
    mounted = null;
    props.onClose();
  };
  mounted = await mounter("mf_share/ShareDialog", slot, { ...visitorProps(), ...props, onClose });
}
