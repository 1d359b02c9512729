import { z } from "zod";
import { PASSKEY_DEFAULT_PAGE_SIZE, PASSKEY_PAGE_SIZES } from "../constants.ts";

/** A member's passkey as the security tab lists it (docs/product/account.md § Security and passkeys). */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  /** null = never used to sign in. */
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** `GET /api/v1/security/passkeys/?page=&page_size=` (page starts at 1). */
export const passkeyListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((size) => (PASSKEY_PAGE_SIZES as readonly number[]).includes(size), "invalid_page_size")
    .default(PASSKEY_DEFAULT_PAGE_SIZE),
});
export type PasskeyListQuery = z.infer<typeof passkeyListQuerySchema>;

export const passkeyListSchema = z.object({
  count: z.number().int(),
  results: z.array(passkeySchema),
});
export type PasskeyList = z.infer<typeof passkeyListSchema>;

export const PASSKEY_NAME_MAX_LENGTH = 100;
const passkeyName = z.string().trim().min(1, "name_required").max(PASSKEY_NAME_MAX_LENGTH, "name_too_long");

/** `PATCH /api/v1/security/passkeys/{id}/`. */
export const passkeyRenameSchema = z.object({ name: passkeyName }).strict();
export type PasskeyRename = z.infer<typeof passkeyRenameSchema>;

/**
 * A WebAuthn credential as @simplewebauthn/browser serialises it. Only its outline is checked here;
 * the server's WebAuthn verification reads and checks every part.
 */
const credentialJsonSchema = z.looseObject({
  id: z.string().min(1).max(2048),
  rawId: z.string().min(1).max(2048),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(65_536) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** `POST /api/v1/security/passkeys/registration/verify/`: the new credential and its name. */
export const passkeyRegistrationVerifySchema = z
  .object({ name: passkeyName.optional(), credential: credentialJsonSchema })
  .strict();
export type PasskeyRegistrationVerify = z.infer<typeof passkeyRegistrationVerifySchema>;

/** `POST /api/v1/security/passkeys/authentication/verify/`: the assertion and where to go next. */
export const passkeyAuthenticationVerifySchema = z
  .object({ credential: credentialJsonSchema, next: z.string().max(2048).optional() })
  .strict();
export type PasskeyAuthenticationVerify = z.infer<typeof passkeyAuthenticationVerifySchema>;

/**
 * The outline of a WebAuthn credential a front end sends (@simplewebauthn/browser's
 * RegistrationResponseJSON or AuthenticationResponseJSON fit it), as a plain type for the endpoint
 * maps: their full types stay in the front ends, the server checks the rest.
 */
export interface WebAuthnCredentialJSON {
  id: string;
  rawId: string;
  type: "public-key";
  response: { clientDataJSON: string };
  clientExtensionResults: object;
}

/**
 * The options of a WebAuthn ceremony as the server answers them (@simplewebauthn's
 * PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON): only the outline
 * here, the front end names the full type of the one it asked for.
 */
export interface WebAuthnOptionsJSON {
  challenge: string;
}
