import type { ApiFetch } from "@parley/shared-contracts";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";

const BASE = "/api/v1/security/passkeys/authentication/";

async function post<T>(api: ApiFetch, path: string, body?: unknown): Promise<T> {
  const response = await api(path, {
    method: "POST",
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  const json = await readJson(response);
  if (!response.ok) throw new HttpError(response.status, json);
  return json as T;
}

/** A fresh sign-in challenge of this workspace (no allow-list: the authenticator offers its passkeys). */
export function fetchAuthenticationOptions(api: ApiFetch): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return post(api, `${BASE}options/`);
}

/** Sends the signed challenge; the server sets the session cookies and answers where to go. */
export async function verifyAuthentication(
  api: ApiFetch,
  credential: AuthenticationResponseJSON,
  next: string | null,
): Promise<string> {
  const answer = await post<{ data?: { next?: string } | null }>(api, `${BASE}verify/`, {
    credential,
    ...(next ? { next } : {}),
  });
  return answer.data?.next ?? "/";
}
