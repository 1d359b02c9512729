// A remote's parcels without react-query: its root (shell props, texts) and `defineParcel`.
import { createPlainRemoteRoot } from "../shell/plain-remote-root.tsx";
import { parcelDefiner, type RemoteParcelsDefinition } from "./parcel-definer.tsx";

/**
 * `defineRemoteParcels` for parcels that load without react-query (docs/house-idioms.md § useRead and
 * useAction): mf_share's, mf_auth's sign-in page, a new remote until it reads through react-query.
 * This module imports nothing of react-query, so neither does a parcel defined with it.
 */
export function definePlainRemoteParcels(definition: RemoteParcelsDefinition) {
  const RemoteRoot = createPlainRemoteRoot(definition.messages);
  return { RemoteRoot, defineParcel: parcelDefiner(RemoteRoot, definition) };
}
