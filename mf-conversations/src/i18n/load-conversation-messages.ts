import i18next from "i18next";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { createRemoteMessages } from "@parley/ui-kit/i18n/remote-messages.ts";
import type { CrashTexts } from "@parley/ui-kit/parcel/parcel-crash.tsx";
import { behaviorSettingsResources } from "../features/behavior-settings/i18n/behavior-settings-resources.ts";
import { markdownResources } from "../features/markdown/i18n/markdown-resources.ts";
import { modelSettingsResources } from "../features/model-settings/i18n/model-settings-resources.ts";
import type { ConversationMessages } from "./locales/en.ts";

/** This remote's i18next namespace (its module federation container name). */
export const CONVERSATIONS_NAMESPACE = "mf_conversations";

/**
 * This remote's own texts of one language (the bundle loader's and the locale test's source). The
 * bundler makes a chunk of each file in ./locales/, so the page fetches only its own language.
 */
export async function loadConversationMessages(code: LanguageCode): Promise<ConversationMessages> {
  const module = (await import(`./locales/${code}.ts`)) as { default: ConversationMessages };
  return module.default;
}

/**
 * Nested texts as the flat keys the shared instance looks up (the host sets `keySeparator: false`,
 * so `markdown.copy` is one key): `{markdown: {copy}}` → `{"markdown.copy"}`.
 */
export function flattenMessages(messages: object, prefix = ""): Record<string, string> {
  const flat: Record<string, string> = {};
  const entries: [string, unknown][] = Object.entries(messages);
  for (const [key, value] of entries) {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    if (typeof value === "string") flat[path] = value;
    else if (typeof value === "object" && value !== null) Object.assign(flat, flattenMessages(value, path));
  }
  return flat;
}

/**
 * Everything the namespace holds for one language: our texts and the markdown feature's (it names
 * the same namespace, MARKDOWN_NAMESPACE; a test checks), so one registration carries both.
 */
export async function loadNamespaceBundle(code: LanguageCode): Promise<Record<string, string>> {
  const [own, markdown, modelSettings, behaviorSettings] = await Promise.all([
    loadConversationMessages(code),
    markdownResources(code),
    modelSettingsResources(code),
    behaviorSettingsResources(code),
  ]);
  return {
    ...flattenMessages(markdown),
    ...flattenMessages(modelSettings),
    ...flattenMessages(behaviorSettings),
    ...own,
  };
}

/** This remote's texts in the shared i18next instance (loaded per language, kept in step). */
export const conversationMessages = createRemoteMessages(CONVERSATIONS_NAMESPACE, loadNamespaceBundle);

/** Adds the `mf_conversations` bundle of `code` unless it is there. */
export const ensureConversationMessages = conversationMessages.ensure;

/** The crash panel's texts in the active language (outside React: the tree has thrown). */
export function crashTexts(): CrashTexts {
  return {
    message: i18next.t("parcel.crashed", { ns: CONVERSATIONS_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: CONVERSATIONS_NAMESPACE }),
  };
}
