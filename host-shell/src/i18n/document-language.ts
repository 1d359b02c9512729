import { languageDirection, type LanguageCode } from "@parley/shared-contracts/languages";

/**
 * Puts the interface language on `<html>` (lang and dir). Done as the shell starts, before any remote
 * loads: a remote's parcel module reads `<html lang>` to fetch its texts while the shell still renders
 * (ui-kit create-parcel.tsx), so the document's own `lang` would have them fetch English first.
 * Free of i18next: it runs in the shell's first chunk.
 */
export function applyDocumentLanguage(
  language: LanguageCode,
  root: HTMLElement = document.documentElement,
): void {
  root.lang = language;
  root.dir = languageDirection(language);
}
