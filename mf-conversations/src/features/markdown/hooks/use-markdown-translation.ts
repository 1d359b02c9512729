import { useTranslation } from "react-i18next";
import { MARKDOWN_KEY_PREFIX, MARKDOWN_NAMESPACE } from "../i18n/markdown-resources.ts";

/** `t` for the markdown texts (`mf_conversations:markdown.*`); re-renders when the bundle lands. */
export function useMarkdownTranslation() {
  return useTranslation(MARKDOWN_NAMESPACE, {
    keyPrefix: MARKDOWN_KEY_PREFIX,
    bindI18nStore: "added",
    useSuspense: false,
  });
}
