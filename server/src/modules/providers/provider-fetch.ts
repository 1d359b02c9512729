// The fetch every call to an AI provider goes through (generation, speech, the test button): the SSRF
// guard, no redirect to another origin (the API key would follow it), and each response — each
// event of a streamed one — cut past PARLEY_PROVIDER_MAX_RESPONSE_BYTES while it is read.
import type { OutboundFetchConfig } from "../../config.ts";
import { createGuardedFetch } from "../../lib/net/safe-fetch.ts";

/** The headers the providers' SDKs put API keys in (OpenAI and compatible, Azure, Anthropic, Google). */
export const PROVIDER_KEY_HEADERS = ["authorization", "api-key", "x-api-key", "x-goog-api-key"] as const;

export function createProviderFetch(config: Pick<OutboundFetchConfig, "allow" | "providerMaxBytes">) {
  return createGuardedFetch({
    allow: config.allow,
    redirects: "same-origin-only",
    endpoint: "A provider endpoint",
    secretHeaders: PROVIDER_KEY_HEADERS,
    maxResponseBytes: { maxBytes: config.providerMaxBytes, setting: "PARLEY_PROVIDER_MAX_RESPONSE_BYTES" },
  });
}
