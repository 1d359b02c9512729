import { useMemo } from "react";
import { useNamespaceTranslation } from "@parley/ui-kit/i18n/use-namespace-translation.ts";
import { ROUTINES_NAMESPACE } from "./load-routines-messages.ts";
import type { RoutinesMessages } from "./locales/en.ts";

export type RoutinesT = (key: keyof RoutinesMessages, options?: Record<string, unknown>) => string;

/** `t` typed for this remote's keys; re-renders when a bundle is added (after a language switch). */
export function useRoutinesTranslation() {
  const { t, i18n, ready } = useNamespaceTranslation(ROUTINES_NAMESPACE);
  const typed = useMemo<RoutinesT>(
    () =>
      (key, options): string =>
        options === undefined ? t(key) : t(key, options),
    [t],
  );
  return { t: typed, i18n, ready };
}
