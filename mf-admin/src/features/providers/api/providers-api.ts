// The provider keys page's calls. Keys go in and never come back: answers say only whether one is set.
import { adminProviderEndpoints } from "@parley/shared-contracts/api/admin-endpoints";
import type {
  ProviderCredential,
  ProviderCredentialUpdate,
  ProviderKind,
} from "@parley/shared-contracts/api/models";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

export const providersQueryKey = ["admin", "providers"] as const;

export async function getProviders(api: ApiFetch): Promise<ProviderCredential[]> {
  return (await callApi(api, adminProviderEndpoints.list, {})).results;
}

export const saveProvider = (api: ApiFetch, kind: ProviderKind, update: ProviderCredentialUpdate) =>
  callApi(api, adminProviderEndpoints.save, { params: { kind }, body: update });

export const testProvider = (api: ApiFetch, kind: ProviderKind) =>
  callApi(api, adminProviderEndpoints.test, { params: { kind }, body: {} });
