// A remote's parcels in one call: its root (query cache, shell props, texts) and `defineParcel`.
import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "../api/query-client.ts";
import { createRemoteRoot } from "../shell/remote-root.tsx";
import { parcelDefiner, type RemoteParcelsDefinition } from "./parcel-definer.tsx";

export interface RemoteWithQueriesDefinition extends RemoteParcelsDefinition {
  /** The remote's one client; by default a new `createQueryClient()`. */
  queryClient?: QueryClient;
}

/**
 * Called once per remote, in its `src/lib/define-parcel.ts`:
 * `export const { defineParcel, RemoteRoot } = defineRemoteParcels({ messages, crashTexts })`.
 * The query client is made here, in that module of the remote's own build (ui-kit is compiled into
 * each remote, not shared), so each federation container has one client and its parcels share its
 * cache. Its `RemoteRoot` takes a `client` for tests (`createRenderInShell`).
 */
export function defineRemoteParcels(definition: RemoteWithQueriesDefinition) {
  const queryClient = definition.queryClient ?? createQueryClient();
  const RemoteRoot = createRemoteRoot(definition.messages, queryClient);
  return { RemoteRoot, defineParcel: parcelDefiner(RemoteRoot, definition) };
}
