// Passkeys through SimpleWebAuthn: registration by a signed-in member, sign-in by anyone holding a
// registered credential, and the member's own list/rename/delete. Each workspace host is its own
// relying party (rpID = the host name), so a passkey of acme can never answer a challenge of globex.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type {
  Passkey,
  PasskeyAuthenticationVerify,
  PasskeyList,
  PasskeyListQuery,
  PasskeyRegistrationVerify,
} from "@parley/shared-contracts/api/passkeys";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { AccountRow } from "../accounts/repository.ts";
import { findMemberById } from "../members/repository.ts";
import * as repo from "./repository.ts";
import type { PasskeyRow } from "./repository.ts";

/** Who the browser talks to: the workspace host as relying party, and the page origin it must show. */
export interface RelyingParty {
  /** The host name without port, e.g. `acme.localhost`. */
  id: string;
  /** `http(s)://host[:port]` as the browser reports it in clientDataJSON. */
  origin: string;
}

export interface CeremonyConfig {
  challengeTtlSeconds: number;
}

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at ? row.last_used_at.toISOString() : null,
  };
}

const passkeyFailed = () => new HttpError(400, "passkey_failed", "The passkey could not be verified.");

const expiresAt = (config: CeremonyConfig) => new Date(Date.now() + config.challengeTtlSeconds * 1000);

/** The challenge the browser signed, read from clientDataJSON (verification checks it again). */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
    return typeof data === "object" &&
      data !== null &&
      "challenge" in data &&
      typeof data.challenge === "string"
      ? data.challenge
      : undefined;
  } catch {
    return undefined;
  }
}

const asTransports = (values: string[]) => values as AuthenticatorTransport[];

export async function listMemberPasskeys(
  db: Database,
  accountId: number,
  memberId: number,
  { page, page_size }: PasskeyListQuery,
): Promise<PasskeyList> {
  const { count, rows } = await repo.listPasskeys(db, accountId, memberId, {
    limit: page_size,
    offset: (page - 1) * page_size,
  });
  return { count, results: rows.map(toPasskey) };
}

export async function renameMemberPasskey(
  db: Database,
  accountId: number,
  memberId: number,
  passkeyId: number,
  name: string,
): Promise<Passkey> {
  const row = await repo.renamePasskey(db, accountId, memberId, passkeyId, name);
  if (row === undefined) throw new HttpError(404, "passkey_not_found", "Passkey not found");
  return toPasskey(row);
}

export async function deleteMemberPasskey(
  db: Database,
  accountId: number,
  memberId: number,
  passkeyId: number,
): Promise<void> {
  if (!(await repo.deletePasskey(db, accountId, memberId, passkeyId)))
    throw new HttpError(404, "passkey_not_found", "Passkey not found");
}

export interface RegisteringMember {
  accountId: number;
  accountName: string;
  memberId: number;
  email: string;
  name: string;
}

/** Options for navigator.credentials.create(): a discoverable credential, so sign-in needs no e-mail. */
export async function startRegistration(
  db: Database,
  config: CeremonyConfig,
  rp: RelyingParty,
  member: RegisteringMember,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await repo.memberCredentialIds(db, member.accountId, member.memberId);
  const options = await generateRegistrationOptions({
    rpName: `${member.accountName} · ${PRODUCT_NAME}`,
    rpID: rp.id,
    userName: member.email,
    userDisplayName: member.name,
    // Opaque and stable per member: the authenticator replaces its old credential for the same user.
    userID: new TextEncoder().encode(`parley:${member.accountId}:${member.memberId}`),
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id,
      transports: asTransports(row.transports),
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    timeout: config.challengeTtlSeconds * 1000,
  });
  await repo.insertChallenge(
    db,
    member.accountId,
    member.memberId,
    "registration",
    options.challenge,
    expiresAt(config),
  );
  return options;
}

/** Checks the new credential against a live challenge of this member and stores it. */
export async function finishRegistration(
  db: Database,
  rp: RelyingParty,
  member: RegisteringMember,
  input: PasskeyRegistrationVerify,
): Promise<Passkey> {
  const response = input.credential as unknown as RegistrationResponseJSON;
  const challenge = challengeOf(response.response.clientDataJSON);
  if (
    challenge === undefined ||
    !(await repo.consumeChallenge(db, member.accountId, member.memberId, "registration", challenge))
  )
    throw passkeyFailed();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw passkeyFailed();
  }
  if (!verification.verified) throw passkeyFailed();
  const { credential } = verification.registrationInfo;
  if (await repo.findPasskeyByCredential(db, member.accountId, credential.id))
    throw new HttpError(409, "passkey_exists", "This passkey is already registered.");
  const count = (await repo.memberCredentialIds(db, member.accountId, member.memberId)).length;
  const row = await repo.insertPasskey(db, member.accountId, member.memberId, {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    name: input.name ?? `Passkey ${count + 1}`,
  });
  return toPasskey(row);
}

/** Options for navigator.credentials.get(): no allow-list, the authenticator offers its passkeys. */
export async function startAuthentication(
  db: Database,
  config: CeremonyConfig,
  rp: RelyingParty,
  account: Pick<AccountRow, "id">,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "preferred",
    timeout: config.challengeTtlSeconds * 1000,
  });
  await repo.insertChallenge(db, account.id, null, "authentication", options.challenge, expiresAt(config));
  return options;
}

/** Verifies an assertion; resolves to the member it signs in and the `next` path asked for. */
export async function finishAuthentication(
  db: Database,
  rp: RelyingParty,
  account: Pick<AccountRow, "id">,
  input: PasskeyAuthenticationVerify,
): Promise<{ memberId: number; next: string | undefined }> {
  const response = input.credential as unknown as AuthenticationResponseJSON;
  const challenge = challengeOf(response.response.clientDataJSON);
  if (
    challenge === undefined ||
    !(await repo.consumeChallenge(db, account.id, null, "authentication", challenge))
  )
    throw passkeyFailed();
  const passkey = await repo.findPasskeyByCredential(db, account.id, response.id);
  if (passkey === undefined) throw passkeyFailed();
  const member = await findMemberById(db, account.id, passkey.member_id);
  if (member === undefined || member.disabled) throw passkeyFailed();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, "base64url")),
        counter: passkey.counter,
        transports: asTransports(passkey.transports),
      },
      requireUserVerification: false,
    });
  } catch {
    throw passkeyFailed();
  }
  if (!verification.verified) throw passkeyFailed();
  await repo.markPasskeyUsed(db, account.id, passkey.id, verification.authenticationInfo.newCounter);
  return { memberId: member.id, next: input.next };
}
