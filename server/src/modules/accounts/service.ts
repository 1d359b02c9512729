// Workspace creation (ops CLI, seed) and the public workspace info of the sign-in page.
import { signInOptionSchema, subdomainSchema } from "@parley/shared-contracts/api/workspace";
import type { SignInOption, WorkspaceInfo } from "@parley/shared-contracts/api/workspace";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../lib/db/database.ts";
import type { Database, Queryable } from "../../lib/db/database.ts";
import { RESERVED_SUBDOMAINS } from "../../lib/hosts.ts";
import { HttpError, issuesToFields } from "../../lib/http-error.ts";
import { ensureOfflineModel } from "../models/repository.ts";
import { findAccountBySubdomain, insertAccount, updateAccountBilling } from "./repository.ts";
import type { AccountRow } from "./repository.ts";

export const newWorkspaceSchema = z.object({
  subdomain: subdomainSchema.refine((s) => !RESERVED_SUBDOMAINS.has(s), "reserved_subdomain"),
  name: z.string().trim().min(1).max(150),
  signInOptions: z.array(signInOptionSchema).min(1).default(["email_password"]),
  logo: z.string().max(2048).nullable().default(null),
  balance: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/)
    .default("0"),
  freeTrialEndAt: z.date().nullable().default(null),
});
export type NewWorkspace = z.input<typeof newWorkspaceSchema>;

/** Checks a new workspace's fields (400 validation_error with `fields`, e.g. `reserved_subdomain`). */
export function parseNewWorkspace(input: NewWorkspace): z.output<typeof newWorkspaceSchema> {
  const parsed = newWorkspaceSchema.safeParse(input);
  if (!parsed.success) {
    throw new HttpError(400, "validation_error", "Invalid workspace", issuesToFields(parsed.error.issues));
  }
  return parsed.data;
}

/**
 * Inserts a checked workspace and its offline model in the caller's transaction (self-service
 * sign-up adds its owner and first conversation in the same one). A taken subdomain throws the
 * database's unique violation.
 */
export async function insertWorkspace(
  tx: Queryable,
  w: z.output<typeof newWorkspaceSchema>,
): Promise<AccountRow> {
  const account = await insertAccount(tx, {
    subdomain: w.subdomain,
    name: w.name,
    logo: w.logo,
    signInOptions: [...new Set(w.signInOptions)],
    balance: w.balance,
    freeTrialEndAt: w.freeTrialEndAt,
  });
  await ensureOfflineModel(tx, account.id);
  return account;
}

/** Creates a workspace with its offline model; 409 when the subdomain is taken. */
export async function createWorkspace(db: Database, input: NewWorkspace): Promise<AccountRow> {
  return (await createWorkspaceAnd(db, input, async () => undefined)).account;
}

/**
 * Creates a workspace and, in the same transaction, what `add` puts in it (the ops' owner): a failure
 * of `add` rolls the workspace back too, so nothing half-made stays. 409 when the subdomain is taken.
 */
export async function createWorkspaceAnd<T>(
  db: Database,
  input: NewWorkspace,
  add: (tx: Queryable, account: AccountRow) => Promise<T>,
): Promise<{ account: AccountRow; added: T }> {
  const w = parseNewWorkspace(input);
  try {
    return await db.transaction(async (tx) => {
      const account = await insertWorkspace(tx, w);
      return { account, added: await add(tx, account) };
    });
  } catch (error) {
    // `add` answers its own unique violations (a member's e-mail) as HttpErrors.
    if (sqlState(error) === UNIQUE_VIOLATION) {
      throw new HttpError(
        409,
        "workspace_exists",
        `A workspace with subdomain "${w.subdomain}" already exists`,
      ).withParams({ subdomain: w.subdomain });
    }
    throw error;
  }
}

const billingSchema = z.object({
  balance: newWorkspaceSchema.shape.balance.unwrap().optional(),
  freeTrialEndAt: z.date().nullable().optional(),
});

/** Sets a workspace's free-trial end (null: no trial) and/or balance (ops: trials, top-ups, tests). */
export async function updateWorkspaceBilling(
  db: Database,
  subdomain: string,
  input: z.input<typeof billingSchema>,
): Promise<AccountRow> {
  const parsed = billingSchema.safeParse(input);
  if (!parsed.success) {
    throw new HttpError(
      400,
      "validation_error",
      "Invalid billing values",
      issuesToFields(parsed.error.issues),
    );
  }
  const account = await findAccountBySubdomain(db, subdomain);
  if (account === undefined)
    throw new HttpError(404, "workspace_not_found", `No workspace "${subdomain}"`).withParams({ subdomain });
  return updateAccountBilling(db, account.id, parsed.data);
}

export function hasSignInOption(account: Pick<AccountRow, "sign_in_options">, option: SignInOption): boolean {
  return account.sign_in_options.includes(option);
}

/**
 * The sign-in page's view of a workspace. Google is offered only when this server has an OpenID
 * Connect client configured (PARLEY_OIDC_CLIENT_ID): a button that can only fail is not offered.
 */
export function toWorkspaceInfo(
  account: AccountRow,
  captcha: Config["captcha"],
  oidc: Pick<Config["oidc"], "clientId">,
): WorkspaceInfo {
  return {
    subdomain: account.subdomain,
    name: account.name,
    logo: account.logo,
    sign_in_options: account.sign_in_options.filter((o) => o !== "google" || oidc.clientId !== undefined),
    unconfigured_sign_in_options: account.sign_in_options.filter(
      (o) => o === "google" && oidc.clientId === undefined,
    ),
    captcha:
      captcha.provider === "none" || captcha.provider === "pow" || captcha.siteKey === undefined
        ? null
        : { provider: captcha.provider, site_key: captcha.siteKey },
    proof_of_work:
      captcha.provider === "pow" && captcha.forms.length > 0 ? { forms: [...captcha.forms] } : null,
  };
}
