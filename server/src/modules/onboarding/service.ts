// Rapid onboarding: a one-time link that signs a person straight into their workspace. Created by
// the ops CLI or an admin (creating the member when needed), stored hashed, short-lived, single use.
import { rapidOnboardingRequestSchema } from "@parley/shared-contracts/api/onboarding";
import type { RapidOnboardingRequest } from "@parley/shared-contracts/api/onboarding";
import { sha256 } from "../../lib/crypto.ts";
import type { Database, Queryable } from "../../lib/db/database.ts";
import { HttpError, issuesToFields } from "../../lib/http-error.ts";
import type { AccountRow } from "../accounts/repository.ts";
import { createOneTimeToken } from "../auth/service.ts";
import { findMemberByEmail, insertMember } from "../members/repository.ts";
import { consumeRapidOnboardingToken } from "./repository.ts";

export const RAPID_ONBOARDING_PATH = "/rapid-onboarding";

export interface IssuedOnboardingToken {
  email: string;
  token: string;
  /** Path on the workspace host that starts the sign-in. */
  path: string;
  expiresAt: Date;
  memberCreated: boolean;
}

export async function createRapidOnboardingToken(
  db: Database,
  account: Pick<AccountRow, "id">,
  input: RapidOnboardingRequest | unknown,
  ttlSeconds: number,
): Promise<IssuedOnboardingToken> {
  const parsed = rapidOnboardingRequestSchema.safeParse(input ?? {});
  if (!parsed.success)
    throw new HttpError(400, "validation_error", "Invalid request", issuesToFields(parsed.error.issues));
  const { email, name } = parsed.data;
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  return db.transaction(async (tx) => {
    let member = await findMemberByEmail(tx, account.id, email);
    const memberCreated = member === undefined;
    member ??= await insertMember(tx, account.id, {
      email,
      name: name ?? email.split("@")[0] ?? email,
      role: "member",
      passwordHash: null,
    });
    if (member.disabled)
      throw new HttpError(409, "member_disabled", `${member.email} is disabled in this workspace`);
    const token = await createOneTimeToken(tx, account.id, "rapid_onboarding", member.id, ttlSeconds);
    return {
      email: member.email,
      token,
      path: `${RAPID_ONBOARDING_PATH}?${new URLSearchParams({ token }).toString()}`,
      expiresAt,
      memberCreated,
    };
  });
}

/** Uses a token of this workspace; returns the member it signs in, or undefined (invalid/used/expired). */
export async function redeemRapidOnboardingToken(
  db: Queryable,
  accountId: number,
  token: string,
): Promise<number | undefined> {
  if (token.length === 0 || token.length > 512) return undefined;
  return (await consumeRapidOnboardingToken(db, accountId, sha256(token)))?.member_id;
}
