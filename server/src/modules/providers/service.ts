// Provider configuration of an account: keys sealed with the server secret on the way in, opened
// only to call the provider, never returned. resolveProvider decides what a model's reply calls.
import { providerKindSchema } from "@parley/shared-contracts/api/models";
import type {
  ProviderCredential,
  ProviderCredentialUpdate,
  ProviderKind,
} from "@parley/shared-contracts/api/models";
import type { Queryable } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import type { ModelRow } from "../models/repository.ts";
import * as repo from "./repository.ts";
import type { ProviderCredentialRow } from "./repository.ts";

/** The base URL each kind uses when neither the model nor the account names one. */
/** Where a provider kind is called when neither the model nor the workspace names a base URL. */
export const DEFAULT_BASE_URL: Record<ProviderKind, string | undefined> = {
  openai: "https://api.openai.com/v1",
  anthropic: "https://api.anthropic.com/v1",
  openai_compatible: undefined,
};

/** Associated data of a sealed key: a ciphertext only opens on its own row. */
const keyContext = (accountId: number, kind: ProviderKind) => `provider:${accountId}:${kind}`;

export function toProviderCredential(row: ProviderCredentialRow): ProviderCredential {
  return {
    kind: row.kind,
    has_api_key: row.api_key_encrypted !== null,
    base_url: row.base_url,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The ops CLI's kind (the admin API's route schema checks its path). */
export function parseProviderKind(value: string): ProviderKind {
  const parsed = providerKindSchema.safeParse(value);
  if (!parsed.success)
    throw new HttpError(
      400,
      "validation_error",
      `Provider kind must be one of ${providerKindSchema.options.join(", ")}`,
    );
  return parsed.data;
}

export async function setProvider(
  db: Queryable,
  box: SecretBox,
  accountId: number,
  kind: ProviderKind,
  update: ProviderCredentialUpdate,
): Promise<ProviderCredentialRow> {
  const { api_key: apiKey, base_url: baseUrl } = update;
  return repo.upsertProviderCredential(db, accountId, kind, {
    apiKeyEncrypted:
      apiKey === undefined
        ? undefined
        : apiKey === null
          ? null
          : box.seal(apiKey, keyContext(accountId, kind)),
    baseUrl,
  });
}

export interface ResolvedProvider {
  kind: ProviderKind;
  baseURL: string;
  apiKey: string | undefined;
  /** The model id sent to the provider. */
  providerModel: string;
}

/** Why a model cannot be called (shown in the reply's exception block and the admin's logs). */
export class ProviderConfigError extends Error {
  override name = "ProviderConfigError";
}

/** The stored key of a provider, decrypted (undefined when none is set). */
export function providerKey(
  box: SecretBox,
  accountId: number,
  kind: ProviderKind,
  credential: Pick<ProviderCredentialRow, "api_key_encrypted">,
): string | undefined {
  return credential.api_key_encrypted == null
    ? undefined
    : box.open(credential.api_key_encrypted, keyContext(accountId, kind));
}

export async function resolveProvider(
  db: Queryable,
  box: SecretBox,
  accountId: number,
  model: ModelRow,
): Promise<ResolvedProvider> {
  if (model.source_type === "offline") throw new ProviderConfigError("The offline model has no provider");
  const kind = model.source_type;
  const credential = await repo.findProviderCredential(db, accountId, kind);
  const baseURL = model.base_url ?? credential?.base_url ?? DEFAULT_BASE_URL[kind];
  if (baseURL === undefined)
    throw new ProviderConfigError(`No base URL is configured for the ${kind} provider of this workspace`);
  const apiKey = credential === undefined ? undefined : providerKey(box, accountId, kind, credential);
  // OpenAI and Anthropic always need a key; a local OpenAI-compatible server (Ollama) may not.
  if (apiKey === undefined && kind !== "openai_compatible")
    throw new ProviderConfigError(`No API key is configured for the ${kind} provider of this workspace`);
  return {
    kind,
    baseURL: baseURL.replace(/\/+$/, ""),
    apiKey,
    providerModel: model.provider_model ?? model.name,
  };
}
