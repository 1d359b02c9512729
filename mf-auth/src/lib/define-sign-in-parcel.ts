import { definePlainRemoteParcels } from "@parley/ui-kit/parcel/define-plain-remote-parcels.tsx";
import { authMessages, crashTexts } from "../i18n/load-auth-messages.ts";

/**
 * The sign-in parcel's root and definer: shell props and texts, no query cache. The sign-in page and
 * the workspace finder read and write through ui-kit's useRead and useAction, so the signed-out front
 * door does not download react-query (docs/architecture.md § The sign-in page without react-query).
 */
export const { defineParcel: defineSignInParcel } = definePlainRemoteParcels({
  messages: authMessages,
  crashTexts,
});
