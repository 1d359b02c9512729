import { defineRemoteParcels } from "@parley/ui-kit/parcel/define-remote-parcels.tsx";
import { crashTexts, toolsMessages } from "../i18n/load-tools-messages.ts";

/**
 * Every mf_tools parcel's root (one query cache for the container's parcels, the shell props, the
 * texts) and `defineParcel(id, Component)`, which each file of src/parcels/ default-exports.
 */
export const { defineParcel, RemoteRoot } = defineRemoteParcels({ messages: toolsMessages, crashTexts });
