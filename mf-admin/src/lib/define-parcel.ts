import i18next from "i18next";
import { defineRemoteParcels } from "@parley/ui-kit/parcel/define-remote-parcels.tsx";
import type { CrashTexts } from "@parley/ui-kit/parcel/parcel-crash.tsx";
import { ADMIN_NAMESPACE, adminMessages } from "../i18n/load-admin-messages.ts";

/** The crash panel's texts in the active language (outside React: the tree has thrown). */
function crashTexts(): CrashTexts {
  return {
    message: i18next.t("parcel.crashed", { ns: ADMIN_NAMESPACE }),
    reload: i18next.t("parcel.reload", { ns: ADMIN_NAMESPACE }),
  };
}

/**
 * Every mf_admin parcel's root (query cache, shell props, texts) and `defineParcel(id, Component)`.
 */
export const { defineParcel, RemoteRoot } = defineRemoteParcels({ messages: adminMessages, crashTexts });
