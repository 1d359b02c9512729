// The account screens' endpoints (mf-account): the profile form (multipart, with the photo) and its
// JSON update, and the member's passkeys (endpoint.ts). The profile itself and the behaviour
// settings are memberEndpoints (conversation-endpoints.ts).
import type { Ignored } from "./conversation-endpoints.ts";
import { endpoint } from "./endpoint.ts";
import type {
  Passkey,
  PasskeyList,
  PasskeyRename,
  WebAuthnCredentialJSON,
  WebAuthnOptionsJSON,
} from "./passkeys.ts";
import type { Profile, ProfileUpdate } from "./profile.ts";

export const accountEndpoints = {
  /** Multipart: name, and `image` (a file, or empty to remove the photo). */
  saveProfileForm: endpoint<Profile, { body: FormData }>()("PUT", "/api/v1/members/detail"),
  updateProfile: endpoint<Profile, { body: ProfileUpdate }>()("PATCH", "/api/v1/members/detail"),
} as const;

export const passkeyEndpoints = {
  list: endpoint<PasskeyList, { query: { page: number; page_size: number } }>()(
    "GET",
    "/api/v1/security/passkeys/",
  ),
  /** @simplewebauthn's PublicKeyCredentialCreationOptionsJSON. */
  registrationOptions: endpoint<WebAuthnOptionsJSON>()(
    "POST",
    "/api/v1/security/passkeys/registration/options/",
  ),
  registrationVerify: endpoint<Passkey, { body: { credential: WebAuthnCredentialJSON; name?: string } }>()(
    "POST",
    "/api/v1/security/passkeys/registration/verify/",
  ),
  rename: endpoint<Passkey, { body: PasskeyRename }>()("PATCH", "/api/v1/security/passkeys/:id/"),
  remove: endpoint<Ignored>()("DELETE", "/api/v1/security/passkeys/:id/"),
} as const;
