import { useEffect } from "react";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import { isLanguageCode, type LanguageCode } from "@parley/shared-contracts/languages";
import { ensureAccountMessages } from "./load-account-messages.ts";

function load(code: LanguageCode): void {
  ensureAccountMessages(code).catch((error: unknown) => {
    // Texts stay in the previous language; the next switch or mount tries again.
    console.warn(`mf_account: could not load the "${code}" texts`, error);
  });
}

/**
 * Keeps this remote's namespace loaded for the language the shell shows: the one in the props,
 * and each one the bus announces (the host switches i18next; we bring our bundle along).
 */
export function useAccountMessages(language: LanguageCode, bus: ParleyEventBus): void {
  useEffect(() => load(language), [language]);
  useEffect(
    () =>
      bus.on("language.changed", ({ language: next }) => {
        if (isLanguageCode(next)) load(next);
      }),
    [bus],
  );
}
