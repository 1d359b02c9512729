import { defineRemoteParcels } from "@parley/ui-kit/parcel/define-remote-parcels.tsx";
import { collaborationMessages, crashTexts } from "../i18n/load-collaboration-messages.ts";

/**
 * Every mf_collaboration parcel's root (one query cache for the page and the chat's controls, the
 * shell props, the texts) and `defineParcel(id, Component)`.
 */
export const { defineParcel, RemoteRoot } = defineRemoteParcels({
  messages: collaborationMessages,
  crashTexts,
});
