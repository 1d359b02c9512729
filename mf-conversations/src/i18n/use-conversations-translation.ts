import { useMemo } from "react";
import { useNamespaceTranslation } from "@parley/ui-kit/i18n/use-namespace-translation.ts";
import type { Catalogue } from "@parley/shared-contracts/messages";
import { CONVERSATIONS_NAMESPACE } from "./load-conversation-messages.ts";
import type { ConversationMessages } from "./locales/en.ts";

/**
 * `t` typed for this remote's keys. (Typing i18next's resources globally would also retype the
 * markdown feature's `keyPrefix` lookups, which the flat-key setting cannot express.)
 */
export interface ConversationsT {
  (key: keyof ConversationMessages, options?: Record<string, unknown>): string;
  (key: keyof Catalogue, options: { ns: "common" } & Record<string, unknown>): string;
}

/**
 * `t` for this remote: its own namespace first, the shared catalogue (`common`) by `ns: "common"`.
 * Re-renders when a bundle is added, since ours may arrive after a language switch.
 */
export function useConversationsTranslation() {
  const { t, i18n, ready } = useNamespaceTranslation([CONVERSATIONS_NAMESPACE, "common"]);
  const typed = useMemo<ConversationsT>(
    () =>
      (key: string, options?: Record<string, unknown>): string =>
        options === undefined ? t(key) : t(key, options),
    [t],
  );
  return { t: typed, i18n, ready };
}
