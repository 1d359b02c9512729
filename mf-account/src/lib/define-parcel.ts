import i18next from "i18next";
import { defineRemoteParcels } from "@parley/ui-kit/parcel/define-remote-parcels.tsx";
import type { CrashTexts } from "@parley/ui-kit/parcel/parcel-crash.tsx";
import { ACCOUNT_NAMESPACE, accountMessages } from "../i18n/load-account-messages.ts";

/** The crash panel's texts in the active language (outside React: the tree has thrown). */
function crashTexts(): CrashTexts {
  return {
    message: i18next.t("parcel.crashed", { ns: ACCOUNT_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ACCOUNT_NAMESPACE }),
  };
}

/**
 * Every mf_account parcel's root (query cache, shell props, texts) and `defineParcel(id, Component)`.
 */
export const { defineParcel, RemoteRoot } = defineRemoteParcels({ messages: accountMessages, crashTexts });
