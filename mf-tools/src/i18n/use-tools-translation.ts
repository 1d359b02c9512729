import { useMemo } from "react";
import { useNamespaceTranslation } from "@parley/ui-kit/i18n/use-namespace-translation.ts";
import { TOOLS_NAMESPACE } from "./load-tools-messages.ts";
import type { ToolsMessages } from "./locales/en.ts";

export type ToolsT = (key: keyof ToolsMessages, options?: Record<string, unknown>) => string;

/** `t` typed for this remote's keys; re-renders when a bundle is added (after a language switch). */
export function useToolsTranslation() {
  const { t, i18n, ready } = useNamespaceTranslation(TOOLS_NAMESPACE);
  const typed = useMemo<ToolsT>(
    () =>
      (key, options): string =>
        options === undefined ? t(key) : t(key, options),
    [t],
  );
  return { t: typed, i18n, ready };
}
