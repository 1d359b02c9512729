// 'Test connection' of the provider keys page: lists the provider's models with the stored key (the
// cheapest authenticated call every supported provider has), through the SSRF guard, within 10 s.
import type { ProviderKind, ProviderTestResult } from "@parley/shared-contracts/api/models";
import type { Queryable } from "../../lib/db/database.ts";
import { tooLargeMessageIn } from "../../lib/net/byte-cap.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import { findProviderCredential } from "./repository.ts";
import { DEFAULT_BASE_URL, providerKey } from "./service.ts";

const TIMEOUT_MS = 10_000;

export async function testProviderConnection(
  db: Queryable,
  box: SecretBox,
  accountId: number,
  kind: ProviderKind,
  fetchImpl: typeof fetch,
): Promise<ProviderTestResult> {
  const credential = await findProviderCredential(db, accountId, kind);
  const base = (credential?.base_url ?? DEFAULT_BASE_URL[kind])?.replace(/\/+$/, "");
  if (base === undefined)
    return { ok: false, code: "no_base_url", status: null, message: "No base URL is configured" };
  const apiKey = credential ? providerKey(box, accountId, kind, credential) : undefined;
  if (apiKey === undefined && kind !== "openai_compatible")
    return { ok: false, code: "no_api_key", status: null, message: "No API key is configured" };
  const headers: Record<string, string> =
    kind === "anthropic"
      ? { "x-api-key": apiKey ?? "", "anthropic-version": "2023-06-01" }
      : apiKey === undefined
        ? {}
        : { authorization: `Bearer ${apiKey}` };
  try {
    const response = await fetchImpl(`${base}/models`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) {
      await response.body?.cancel();
      const refused = response.status === 401 || response.status === 403;
      return {
        ok: false,
        code: refused ? "key_refused" : "failed",
        status: response.status,
        message: `The provider answered ${response.status}: ${refused ? "the key was refused" : "it failed"}`,
      };
    }
    const body = (await response.json().catch((error: unknown) => {
      // A list cut at the byte cap is a failure of its own, not an unreadable answer.
      if (tooLargeMessageIn(error) !== undefined) throw error;
      return null;
    })) as { data?: unknown[] } | null;
    const count = Array.isArray(body?.data) ? body.data.length : 0;
    return {
      ok: true,
      code: "connected",
      status: response.status,
      models: count,
      message: `Connected: the provider lists ${count} models`,
    };
  } catch (error) {
    const reason = tooLargeMessageIn(error) ?? (error instanceof Error ? error.message : String(error));
    return {
      ok: false,
      code: "unreachable",
      status: null,
      detail: reason,
      message: `The provider could not be reached: ${reason}`,
    };
  }
}
