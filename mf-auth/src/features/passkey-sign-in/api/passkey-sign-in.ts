import type { ApiFetch } from "@parley/shared-contracts";
import { authEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { callApi } from "@parley/ui-kit/api/request.ts";

/** A fresh sign-in challenge of this workspace (no allow-list: the authenticator offers its passkeys). */
export function fetchAuthenticationOptions(api: ApiFetch): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // The contract names only the outline (shared-contracts has no WebAuthn types); it fits this one.
  return callApi(api, authEndpoints.passkeyOptions, {});
}

/** Sends the signed challenge; the server sets the session cookies and answers where to go. */
export async function verifyAuthentication(
  api: ApiFetch,
  credential: AuthenticationResponseJSON,
  next: string | null,
): Promise<string> {
  const answer = await callApi(api, authEndpoints.passkeyVerify, {
    body: { credential, ...(next ? { next } : {}) },
  });
  return answer.data?.next ?? "/";
}
