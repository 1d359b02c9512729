// A remote's `t`, bound to the shared default i18next instance the host initialised. It replaces
// react-i18next's `useTranslation` (about 8 KB brotli on every page, docs/benchmarks.md session 16):
// the remotes used one call of it, always the same way (no Suspense, re-render on a language switch
// and when a bundle is added), which is this hook.
import { useMemo, useSyncExternalStore } from "react";
import i18next, { type TFunction, type i18n as I18n } from "i18next";

// Bumped on every event a `t` depends on: the snapshot React compares.
let revision = 0;

function subscribe(onChange: () => void): () => void {
  const changed = () => {
    revision += 1;
    onChange();
  };
  // The store exists once the instance is initialised (the host does that before any parcel).
  const store = i18next.store as I18n["store"] | undefined;
  i18next.on("languageChanged", changed);
  store?.on("added", changed);
  return () => {
    i18next.off("languageChanged", changed);
    store?.off("added", changed);
  };
}

const snapshot = () => revision;

// A remote may type i18next's namespaces (CustomTypeOptions); the names here are plain strings.
const fixedT = (language: string, namespace: string | undefined, keyPrefix: string | undefined) =>
  (i18next.getFixedT as (lng: string, ns?: string, prefix?: string) => TFunction)(
    language,
    namespace,
    keyPrefix,
  );

export interface NamespaceTranslation {
  /** Looks keys up in the first namespace; `{ ns: "common" }` (or `common:key`) reaches the others. */
  t: TFunction;
  /** The shared instance (its `language` and `dir()`, for formatting). */
  i18n: I18n;
  /** Whether every namespace asked for has its bundle in the active language. */
  ready: boolean;
}

/**
 * `t` for `namespaces` (the first is the default one) with an optional key prefix. Re-renders when
 * the language changes or a bundle is added, since a remote's bundle may land after a switch.
 */
export function useNamespaceTranslation(
  namespaces: string | readonly string[],
  options: { keyPrefix?: string } = {},
): NamespaceTranslation {
  const version = useSyncExternalStore(subscribe, snapshot, snapshot);
  const list = typeof namespaces === "string" ? [namespaces] : [...namespaces];
  const key = list.join(" ");
  const { keyPrefix } = options;
  const language = i18next.language;
  const t = useMemo(
    () => fixedT(language, key.split(" ")[0], keyPrefix),
    // `version`: a bundle that lands gives a new `t`, so memoised children see the new texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, key, keyPrefix, version],
  );
  const ready = list.every((ns) => i18next.hasResourceBundle(language, ns));
  return { t, i18n: i18next, ready };
}
