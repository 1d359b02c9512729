import { useMemo, useSyncExternalStore } from "react";
import i18next from "i18next";
import type { MessageKey } from "@parley/shared-contracts/messages";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { ShellMessageKey } from "./locales/en.ts";
import { SHELL_NS } from "./i18n.ts";

/** A shell key, or a catalogue key prefixed with its namespace (`common:notFound.title`). */
export type TranslationKey = ShellMessageKey | `common:${MessageKey}`;
export type Translate = (key: TranslationKey, values?: Record<string, string | number>) => string;

function subscribe(onChange: () => void): () => void {
  i18next.on("languageChanged", onChange);
  return () => i18next.off("languageChanged", onChange);
}

/** The active language; re-renders on a switch. */
export function useLanguage(): LanguageCode {
  return useSyncExternalStore(subscribe, () => i18next.language as LanguageCode);
}

/**
 * The shell's `t`. The shell translates through the shared i18next instance directly, so
 * no React binding library is needed (the remotes do the same, ui-kit useNamespaceTranslation).
 */
export function useShellTranslation(): { t: Translate; language: LanguageCode } {
  const language = useLanguage();
  const t = useMemo<Translate>(() => {
    const fixed = i18next.getFixedT(language, SHELL_NS);
    return (key, values) => String(fixed(key, values ?? {}));
  }, [language]);
  return { t, language };
}
