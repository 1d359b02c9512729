// The demo workspace of the embedded default (and of `npm run ops -- seed`): acme with its logo,
// email + Google sign-in, the owner Ada and the offline model. Idempotent: a second run creates
// nothing; a given password that no longer matches the owner's is set again.
import type { Database } from "../../lib/db/database.ts";
import { findAccountBySubdomain } from "../accounts/repository.ts";
import { createWorkspace } from "../accounts/service.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { findMemberByEmail, setPasswordHash } from "../members/repository.ts";
import { createMember } from "../members/service.ts";
import { ensureOfflineModel } from "../models/repository.ts";

export const DEMO = {
  subdomain: "acme",
  name: "Acme",
  logo: "/api/v1/assets/acme-logo.svg",
  ownerEmail: "owner@acme.test",
  ownerName: "Ada Owner",
} as const;

export interface SeedResult {
  createdWorkspace: boolean;
  createdOwner: boolean;
  /** True when an existing owner's password was set to the given one. */
  passwordReset: boolean;
  /** The owner's password when this run chose or set it (generated or given). */
  password: string | undefined;
}

export async function seedDemo(
  db: Database,
  options: { password?: string | undefined } = {},
): Promise<SeedResult> {
  let account = await findAccountBySubdomain(db, DEMO.subdomain);
  const createdWorkspace = account === undefined;
  account ??= await createWorkspace(db, {
    subdomain: DEMO.subdomain,
    name: DEMO.name,
    logo: DEMO.logo,
    signInOptions: ["email_password", "google"],
    balance: "25.00",
    freeTrialEndAt: new Date(Date.now() + 14 * 24 * 3600 * 1000),
  });
  await ensureOfflineModel(db, account.id);

  const owner = await findMemberByEmail(db, account.id, DEMO.ownerEmail);
  if (owner === undefined) {
    const { generatedPassword } = await createMember(db, account.id, {
      email: DEMO.ownerEmail,
      name: DEMO.ownerName,
      role: "owner",
      password: options.password,
    });
    return {
      createdWorkspace,
      createdOwner: true,
      passwordReset: false,
      password: options.password ?? generatedPassword,
    };
  }
  if (options.password !== undefined && !(await verifyPassword(owner.password_hash, options.password))) {
    await setPasswordHash(db, account.id, owner.id, await hashPassword(options.password));
    return { createdWorkspace, createdOwner: false, passwordReset: true, password: options.password };
  }
  return { createdWorkspace, createdOwner: false, passwordReset: false, password: undefined };
}
