// The provider keys page's calls. Keys go in and never come back: answers say only whether one is set.
import { ADMIN_PROVIDERS_PATH } from "@parley/shared-contracts/api/admin-constants";
import type {
  ProviderCredential,
  ProviderCredentialUpdate,
  ProviderKind,
  ProviderTestResult,
} from "@parley/shared-contracts/api/models";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson, sendJson } from "@parley/ui-kit/api/request.ts";

export const providersQueryKey = ["admin", "providers"] as const;

export async function getProviders(api: ApiFetch): Promise<ProviderCredential[]> {
  return (await requestJson<{ results: ProviderCredential[] }>(api, ADMIN_PROVIDERS_PATH)).results;
}

export const saveProvider = (api: ApiFetch, kind: ProviderKind, update: ProviderCredentialUpdate) =>
  sendJson<ProviderCredential>(api, "PUT", `${ADMIN_PROVIDERS_PATH}${kind}/`, update);

export const testProvider = (api: ApiFetch, kind: ProviderKind) =>
  sendJson<ProviderTestResult>(api, "POST", `${ADMIN_PROVIDERS_PATH}${kind}/test/`, {});
