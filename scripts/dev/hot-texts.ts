// A remote's translation file edited under `npm run dev` shows at once, without a reload: each of
// its locale modules (src/i18n/locales/<code>.ts, a feature's, the shared catalogue's as bundled in
// the remote) accepts its own hot update (hot-texts-loader.ts), and the new texts replace the bundle
// that held the old ones in the shared i18next instance. The remotes' components re-render on the
// store's `added` event (ui-kit useNamespaceTranslation). The bundle is found by content — the one whose keys all
// have the old texts — since a locale file does not know its namespace or i18next's language code.
import i18next from "i18next";

type Texts = Readonly<Record<string, unknown>>;

/** Whether `bundle` holds every text of `texts` as it is. */
export function holdsTexts(bundle: Texts, texts: Texts): boolean {
  const keys = Object.keys(texts);
  return keys.length > 0 && keys.every((key) => bundle[key] === texts[key]);
}

/** The (language, namespace) pairs of `data` (i18next's store) that hold `texts`. */
export function bundlesHolding(
  data: Readonly<Record<string, Readonly<Record<string, Texts>>>>,
  texts: Texts,
): { language: string; namespace: string }[] {
  const found: { language: string; namespace: string }[] = [];
  for (const [language, namespaces] of Object.entries(data))
    for (const [namespace, bundle] of Object.entries(namespaces))
      if (holdsTexts(bundle, texts)) found.push({ language, namespace });
  return found;
}

/** Puts `next` where `previous` was loaded. Called by a locale module that was hot-updated. */
export function replaceTexts(previous: Texts, next: Texts): void {
  const data = (i18next.store as { data?: Record<string, Record<string, Texts>> } | undefined)?.data ?? {};
  for (const { language, namespace } of bundlesHolding(data, previous))
    i18next.addResourceBundle(language, namespace, next, true, true);
}
