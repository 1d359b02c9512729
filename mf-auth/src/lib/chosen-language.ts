import { LANGUAGE_STORAGE_KEY } from "@parley/shared-contracts/languages";

/**
 * Whether the visitor chose the interface language on this host: the shell remembers a choice (the
 * `locale` query, the language menu) in local storage, and nothing else writes there. A language that is
 * only the fallback is not carried to another host, where the visitor may have chosen another.
 */
export function languageWasChosen(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
