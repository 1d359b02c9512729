import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { SHARE_NAMESPACE } from "./load-share-messages.ts";
import type { ShareMessages } from "./locales/en.ts";

export type ShareT = (key: keyof ShareMessages, options?: Record<string, unknown>) => string;

/** `t` typed for this remote's keys; re-renders when a bundle is added (after a language switch). */
export function useShareTranslation() {
  const { t, ready } = useTranslation(SHARE_NAMESPACE, { bindI18nStore: "added", useSuspense: false });
  const typed = useMemo<ShareT>(
    () =>
      (key, options): string =>
        options === undefined ? t(key) : t(key, options),
    [t],
  );
  return { t: typed, ready };
}
