import { useMemo } from "react";
import { useNamespaceTranslation } from "@parley/ui-kit/i18n/use-namespace-translation.ts";
import { COLLABORATION_NAMESPACE } from "./load-collaboration-messages.ts";
import type { CollaborationMessages } from "./locales/en.ts";

export type CollaborationT = (key: keyof CollaborationMessages, options?: Record<string, unknown>) => string;

/** `t` typed for this remote's keys; re-renders when a bundle is added (after a language switch). */
export function useCollaborationTranslation() {
  const { t, i18n, ready } = useNamespaceTranslation(COLLABORATION_NAMESPACE);
  const typed = useMemo<CollaborationT>(
    () =>
      (key, options): string =>
        options === undefined ? t(key) : t(key, options),
    [t],
  );
  return { t: typed, i18n, ready };
}
