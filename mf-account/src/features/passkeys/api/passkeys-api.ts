import type { ApiFetch } from "@parley/shared-contracts/shell";
import { passkeyEndpoints } from "@parley/shared-contracts/api/account-endpoints";
import type { Passkey, PasskeyList } from "@parley/shared-contracts/api/passkeys";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { callApi } from "@parley/ui-kit/api/request.ts";

/** passkeyEndpoints.list: `?page=&page_size=` (docs/product/account.md § Calls). */
export function fetchPasskeys(api: ApiFetch, page: number, pageSize: number): Promise<PasskeyList> {
  return callApi(api, passkeyEndpoints.list, { query: { page, page_size: pageSize } });
}

export async function fetchRegistrationOptions(
  api: ApiFetch,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  // The contract names only the outline (shared-contracts has no WebAuthn types); this is the full one.
  return (await callApi(
    api,
    passkeyEndpoints.registrationOptions,
    {},
  )) as PublicKeyCredentialCreationOptionsJSON;
}

export function verifyRegistration(
  api: ApiFetch,
  credential: RegistrationResponseJSON,
  name: string | undefined,
): Promise<Passkey> {
  return callApi(api, passkeyEndpoints.registrationVerify, {
    body: { credential, ...(name ? { name } : {}) },
  });
}

export function renamePasskey(api: ApiFetch, id: number, name: string): Promise<Passkey> {
  return callApi(api, passkeyEndpoints.rename, { params: { id }, body: { name } });
}

export async function deletePasskey(api: ApiFetch, id: number): Promise<null> {
  await callApi(api, passkeyEndpoints.remove, { params: { id } });
  return null;
}
