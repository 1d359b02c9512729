import type { ApiFetch } from "@parley/shared-contracts/shell";
import type { Passkey, PasskeyList } from "@parley/shared-contracts/api/passkeys";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";

export const PASSKEYS_PATH = "/api/v1/security/passkeys/";

async function call<T>(api: ApiFetch, path: string, init?: RequestInit & { json?: unknown }): Promise<T> {
  const { json, ...rest } = init ?? {};
  const response = await api(path, {
    ...rest,
    ...(json === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(json) }),
  });
  const body = response.status === 204 ? null : await readJson(response);
  if (!response.ok) throw new HttpError(response.status, body);
  return body as T;
}

/** `GET /api/v1/security/passkeys/?page=&page_size=` (docs/product/account.md § Calls). */
export function fetchPasskeys(api: ApiFetch, page: number, pageSize: number): Promise<PasskeyList> {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  return call(api, `${PASSKEYS_PATH}?${query}`);
}

export function fetchRegistrationOptions(api: ApiFetch): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return call(api, `${PASSKEYS_PATH}registration/options/`, { method: "POST" });
}

export function verifyRegistration(
  api: ApiFetch,
  credential: RegistrationResponseJSON,
  name: string | undefined,
): Promise<Passkey> {
  return call(api, `${PASSKEYS_PATH}registration/verify/`, {
    method: "POST",
    json: { credential, ...(name ? { name } : {}) },
  });
}

export function renamePasskey(api: ApiFetch, id: number, name: string): Promise<Passkey> {
  return call(api, `${PASSKEYS_PATH}${id}/`, { method: "PATCH", json: { name } });
}

export function deletePasskey(api: ApiFetch, id: number): Promise<null> {
  return call(api, `${PASSKEYS_PATH}${id}/`, { method: "DELETE" });
}
