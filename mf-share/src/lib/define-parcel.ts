import { definePlainRemoteParcels } from "@parley/ui-kit/parcel/define-plain-remote-parcels.tsx";
import { crashTexts, shareMessages } from "../i18n/load-share-messages.ts";

/**
 * Every mf_share parcel's root (shell props and texts) and `defineParcel(id, Component)`. No query
 * cache: these parcels make one or two calls each, and a cold visitor of the share host should not
 * download react-query for them.
 */
export const { defineParcel, RemoteRoot } = definePlainRemoteParcels({ messages: shareMessages, crashTexts });
