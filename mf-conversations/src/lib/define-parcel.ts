import { defineRemoteParcels } from "@parley/ui-kit/parcel/define-remote-parcels.tsx";
import { conversationMessages, crashTexts } from "../i18n/load-conversation-messages.ts";

/**
 * Every mf_conversations parcel's root and `defineParcel(id, Component)`. The parcels come from one
 * federation container, whose module cache holds this module once: a rename in the sidebar and the
 * chat screen's header read and write the same query cache.
 */
export const { defineParcel, RemoteRoot } = defineRemoteParcels({
  messages: conversationMessages,
  crashTexts,
});
