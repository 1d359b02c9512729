import { useEffect } from "react";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import { isLanguageCode, type LanguageCode } from "@parley/shared-contracts/languages";
import { ensureCollaborationMessages } from "./load-collaboration-messages.ts";

function load(code: LanguageCode): void {
  ensureCollaborationMessages(code).catch((error: unknown) => {
    // Texts stay in the previous language; the next switch or mount tries again.
    console.warn(`mf_collaboration: could not load the "${code}" texts`, error);
  });
}

/** Keeps this remote's namespace loaded for the shell's language, and each one the bus announces. */
export function useCollaborationMessages(language: LanguageCode, bus: ParleyEventBus): void {
  useEffect(() => load(language), [language]);
  useEffect(
    () =>
      bus.on("language.changed", ({ language: next }) => {
        if (isLanguageCode(next)) load(next);
      }),
    [bus],
  );
}
