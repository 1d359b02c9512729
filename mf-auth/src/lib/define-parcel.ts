import { defineRemoteParcels } from "@parley/ui-kit/parcel/define-remote-parcels.tsx";
import { authMessages, crashTexts } from "../i18n/load-auth-messages.ts";

/**
 * Every mf_auth parcel's root (query cache, shell props, texts) and `defineParcel(id, Component)`;
 * the sign-in page has its own, without react-query (define-sign-in-parcel.ts).
 */
export const { defineParcel, RemoteRoot } = defineRemoteParcels({ messages: authMessages, crashTexts });
