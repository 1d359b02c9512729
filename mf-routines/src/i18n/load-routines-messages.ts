import i18next from "i18next";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { createRemoteMessages } from "@parley/ui-kit/i18n/remote-messages.ts";
import type { CrashTexts } from "@parley/ui-kit/parcel/parcel-crash.tsx";
import type { RoutinesMessages } from "./locales/en.ts";

/** This remote's i18next namespace (its module federation container name). */
export const ROUTINES_NAMESPACE = "mf_routines";

/**
 * The texts of one language (the bundle loader's and the locale test's source). The bundler makes a
 * chunk of each file in ./locales/, so the page fetches only its own language.
 */
export async function loadRoutinesMessages(code: LanguageCode): Promise<RoutinesMessages> {
  const module = (await import(`./locales/${code}.ts`)) as { default: RoutinesMessages };
  return module.default;
}

/** This remote's texts in the shared i18next instance (loaded per language, kept in step). */
export const routinesMessages = createRemoteMessages(ROUTINES_NAMESPACE, loadRoutinesMessages);

/** Adds the `mf_routines` bundle of `code` unless it is there. */
export const ensureRoutinesMessages = routinesMessages.ensure;

/** The crash panel's texts in the active language (outside React: the tree has thrown). */
export function crashTexts(): CrashTexts {
  return {
    message: i18next.t("parcel.crashed", { ns: ROUTINES_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ROUTINES_NAMESPACE }),
  };
}
