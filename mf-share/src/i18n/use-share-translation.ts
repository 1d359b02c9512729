import { useMemo } from "react";
import { useNamespaceTranslation } from "@parley/ui-kit/i18n/use-namespace-translation.ts";
import { SHARE_NAMESPACE } from "./load-share-messages.ts";
import type { ShareMessages } from "./locales/en.ts";

export type ShareT = (key: keyof ShareMessages, options?: Record<string, unknown>) => string;

/** `t` typed for this remote's keys; re-renders when a bundle is added (after a language switch). */
export function useShareTranslation() {
  const { t, ready } = useNamespaceTranslation(SHARE_NAMESPACE);
  const typed = useMemo<ShareT>(
    () =>
      (key, options): string =>
        options === undefined ? t(key) : t(key, options),
    [t],
  );
  return { t: typed, ready };
}
