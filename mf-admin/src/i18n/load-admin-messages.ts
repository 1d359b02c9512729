import { createRemoteMessages } from "@parley/ui-kit/i18n/remote-messages.ts";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { AdminMessages } from "./locales/en.ts";

/** This remote's i18next namespace (its module federation container name). */
export const ADMIN_NAMESPACE = "mf_admin";

/** The texts of one language; the bundler makes a chunk of each file in ./locales/. */
export async function loadAdminMessages(code: LanguageCode): Promise<AdminMessages> {
  const module = (await import(`./locales/${code}.ts`)) as { default: AdminMessages };
  return module.default;
}

/** This remote's texts in the shared i18next instance (loaded per language, kept in step). */
export const adminMessages = createRemoteMessages(ADMIN_NAMESPACE, loadAdminMessages);
