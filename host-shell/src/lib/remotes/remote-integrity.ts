// Integrity of remote builds. The manifest gives the sha384 of each build's remoteEntry.js; the
// build's chunks carry their own sha384 inside remoteEntry.js (rspack's SRI plugin), so checking the
// entry vouches for the whole build. Two ways, both in every browser:
// - a federation runtime plugin whose createScript hook puts `integrity` on the entry's <script>
//   (the browser refuses a mismatch before running it: no extra request);
// - fetch + SubtleCrypto digest, before registering when no hook is installed (the share host), and
//   after a failed load to tell a tampered entry from a network error.

/** Which script URL must have which hash (absolute URLs). */
export interface IntegrityRegistry {
  expect(url: string, integrity: string): void;
  lookup(url: string): string | undefined;
}

export function createIntegrityRegistry(base: () => string = () => window.location.href): IntegrityRegistry {
  const hashes = new Map<string, string>();
  const absolute = (url: string) => new URL(url, base()).href;
  return {
    expect: (url, integrity) => void hashes.set(absolute(url), integrity),
    lookup: (url) => hashes.get(absolute(url)),
  };
}

/** The federation runtime plugin: the remote entry's script element carries its expected hash. */
export function integrityPlugin(registry: IntegrityRegistry) {
  return {
    name: "parley-remote-integrity",
    createScript({ url }: { url: string }): HTMLScriptElement | undefined {
      const integrity = registry.lookup(url);
      if (integrity === undefined) return undefined;
      const script = document.createElement("script");
      script.src = url;
      script.integrity = integrity;
      // Integrity needs a CORS request (same-origin or a CDN that answers with CORS headers).
      script.crossOrigin = "anonymous";
      return script;
    },
  };
}

function base64(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Fetches `url` and compares its sha384 with `integrity`: true = matches, false = differs, null =
 * cannot tell (network error, no SubtleCrypto outside a secure context).
 */
export async function verifyIntegrity(
  url: string,
  integrity: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<boolean | null> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (subtle === undefined || !integrity.startsWith("sha384-")) return null;
  try {
    const response = await fetchImpl(url, { credentials: "same-origin", mode: "cors" });
    if (!response.ok) return null;
    const digest = await subtle.digest("SHA-384", new Uint8Array(await response.arrayBuffer()));
    return `sha384-${base64(digest)}` === integrity;
  } catch {
    return null;
  }
}
