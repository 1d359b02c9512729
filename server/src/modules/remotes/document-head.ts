// What the server adds to the shell's document for its first load: the tenant's remote manifest
// inline, so the shell registers the remotes as soon as its first script runs instead of asking
// GET /api/v1/remotes/manifest after it (one round trip less before the page's remote loads).
// Pins still apply at once: the document is answered no-cache, its ETag covers the manifest.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RemoteCatalog } from "./catalog.ts";
import { requestManifest } from "./request-manifest.ts";

/** The id of the inline manifest's element; the shell reads it once (host-shell remote-manifest.ts). */
export const INLINE_MANIFEST_ID = "parley-remote-manifest";

/** JSON that cannot end its <script> element early nor open a comment in it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function createDocumentHead(app: FastifyInstance, catalog: RemoteCatalog) {
  return async (request: FastifyRequest): Promise<string> => {
    // The admin host's shell names its workspace in a header the document request cannot carry.
    if (request.hostInfo.kind === "admin") return "";
    const manifest = await requestManifest(app, catalog, request);
    return `<script type="application/json" id="${INLINE_MANIFEST_ID}">${scriptSafeJson(manifest)}</script>`;
  };
}
