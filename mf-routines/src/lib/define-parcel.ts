import { defineRemoteParcels } from "@parley/ui-kit/parcel/define-remote-parcels.tsx";
import { crashTexts, routinesMessages } from "../i18n/load-routines-messages.ts";

/**
 * Every mf_routines parcel's root (one query cache for the container's parcels: a routine saved in
 * the editor shows in the list at once; the shell props; the texts) and `defineParcel(id, Component)`.
 */
export const { defineParcel, RemoteRoot } = defineRemoteParcels({ messages: routinesMessages, crashTexts });
