// The texts of the shell's pages off the first paint (the admin host's own pages, the navigation-info
// modal), in a namespace of their own loaded on demand: the sign-in page's shell texts stay small
// (e2e budget.spec.ts), as the walkthroughs' do (features/walkthroughs/walkthrough-i18n.ts).
import { useEffect, useMemo, useState } from "react";
import i18next from "i18next";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { ShellPageMessageKey, ShellPageMessages } from "./page-locales/en.ts";
import { useLanguage } from "./use-shell-translation.ts";

export const SHELL_PAGES_NS = "shell-pages";

const loaders: Record<LanguageCode, () => Promise<{ default: ShellPageMessages }>> = {
  en: () => import(/* webpackChunkName: "shell-pages-en" */ "./page-locales/en.ts"),
  fr: () => import(/* webpackChunkName: "shell-pages-fr" */ "./page-locales/fr.ts"),
  da: () => import(/* webpackChunkName: "shell-pages-da" */ "./page-locales/da.ts"),
  ja: () => import(/* webpackChunkName: "shell-pages-ja" */ "./page-locales/ja.ts"),
  ar: () => import(/* webpackChunkName: "shell-pages-ar" */ "./page-locales/ar.ts"),
  ko: () => import(/* webpackChunkName: "shell-pages-ko" */ "./page-locales/ko.ts"),
  de: () => import(/* webpackChunkName: "shell-pages-de" */ "./page-locales/de.ts"),
  "zh-cn": () => import(/* webpackChunkName: "shell-pages-zh-cn" */ "./page-locales/zh-cn.ts"),
  "zh-hk": () => import(/* webpackChunkName: "shell-pages-zh-hk" */ "./page-locales/zh-hk.ts"),
  es: () => import(/* webpackChunkName: "shell-pages-es" */ "./page-locales/es.ts"),
  pt: () => import(/* webpackChunkName: "shell-pages-pt" */ "./page-locales/pt.ts"),
  vi: () => import(/* webpackChunkName: "shell-pages-vi" */ "./page-locales/vi.ts"),
};

export async function loadShellPageMessages(language: LanguageCode): Promise<ShellPageMessages> {
  return (await (loaders[language] ?? loaders.en)()).default;
}

/** Adds the page texts of `language` to i18next unless they are there already. */
export async function ensureShellPageMessages(language: LanguageCode): Promise<void> {
  if (i18next.hasResourceBundle(language, SHELL_PAGES_NS)) return;
  i18next.addResourceBundle(language, SHELL_PAGES_NS, await loadShellPageMessages(language), true, true);
}

export type PageTranslate = (key: ShellPageMessageKey, values?: Record<string, string | number>) => string;

/** The page texts' `t` once those of the active language are here (`ready`); loads them if not. */
export function useShellPageTranslation(): { t: PageTranslate; ready: boolean } {
  const language = useLanguage();
  const [loaded, setLoaded] = useState<string | null>(null);
  const ready = loaded === language || i18next.hasResourceBundle(language, SHELL_PAGES_NS);
  useEffect(() => {
    if (ready) return;
    let current = true;
    // Loaded or not (a failed chunk), the page then renders: keys rather than nothing.
    const done = () => {
      if (current) setLoaded(language);
    };
    void ensureShellPageMessages(language).then(done, done);
    return () => {
      current = false;
    };
  }, [language, ready]);
  const t = useMemo<PageTranslate>(() => {
    const fixed = i18next.getFixedT(language, SHELL_PAGES_NS);
    return (key, values) => String(fixed(key, values ?? {}));
  }, [language]);
  return { t, ready };
}
