import i18next from "i18next";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { createRemoteMessages } from "@parley/ui-kit/i18n/remote-messages.ts";
import type { CrashTexts } from "@parley/ui-kit/parcel/parcel-crash.tsx";
import type { ShareMessages } from "./locales/en.ts";

/** This remote's i18next namespace (its module federation container name). */
export const SHARE_NAMESPACE = "mf_share";

/** The texts of one language; the bundler makes a chunk of each file in ./locales/. */
export async function loadShareMessages(code: LanguageCode): Promise<ShareMessages> {
  const module = (await import(`./locales/${code}.ts`)) as { default: ShareMessages };
  return module.default;
}

/** This remote's texts in the shared i18next instance (loaded per language, kept in step). */
export const shareMessages = createRemoteMessages(SHARE_NAMESPACE, loadShareMessages);

/** The crash panel's texts in the active language (outside React: the tree has thrown). */
export function crashTexts(): CrashTexts {
  return {
    message: i18next.t("parcel.crashed", { ns: SHARE_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: SHARE_NAMESPACE }),
  };
}
