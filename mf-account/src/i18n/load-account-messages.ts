import { createRemoteMessages } from "@parley/ui-kit/i18n/remote-messages.ts";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { AccountMessages } from "./locales/en.ts";

/** This remote's i18next namespace (its module federation container name). */
export const ACCOUNT_NAMESPACE = "mf_account";

/**
 * The texts of one language (the bundle loader's and the locale test's source). The bundler makes a
 * chunk of each file in ./locales/, so the page fetches only its own language.
 */
export async function loadAccountMessages(code: LanguageCode): Promise<AccountMessages> {
  const module = (await import(`./locales/${code}.ts`)) as { default: AccountMessages };
  return module.default;
}

/** This remote's texts in the shared i18next instance (loaded per language, kept in step). */
export const accountMessages = createRemoteMessages(ACCOUNT_NAMESPACE, loadAccountMessages);

/** Adds the `mf_account` bundle of `code` unless it is there. */
export const ensureAccountMessages = accountMessages.ensure;
