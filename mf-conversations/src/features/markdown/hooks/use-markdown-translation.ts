import { useNamespaceTranslation } from "@parley/ui-kit/i18n/use-namespace-translation.ts";
import { MARKDOWN_KEY_PREFIX, MARKDOWN_NAMESPACE } from "../i18n/markdown-resources.ts";

/** `t` for the markdown texts (`mf_conversations:markdown.*`); re-renders when the bundle lands. */
export function useMarkdownTranslation() {
  return useNamespaceTranslation(MARKDOWN_NAMESPACE, { keyPrefix: MARKDOWN_KEY_PREFIX });
}
