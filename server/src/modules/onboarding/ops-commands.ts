// Ops commands for a workspace's policies: `workspace sign-in` (which methods it offers),
// `workspace reset-sign-in` (password sign-in back on: the way in for a workspace locked out),
// `onboarding token` (a rapid-onboarding link), `workspace dlp` (data-loss prevention WARN or
// BLOCK) and `workspace feature` (a plan's feature flag on or off). Wired into modules/ops/commands.ts.
import { WORKSPACE_FEATURES } from "@parley/shared-contracts/api/workspace-features";
import { signInOptionSchema } from "@parley/shared-contracts/api/workspace";
import { FALLBACK_LANGUAGE } from "@parley/shared-contracts/languages";
import { z } from "zod";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import { createMailer } from "../../lib/mailer/mailer.ts";
import type { Mailer } from "../../lib/mailer/mailer.ts";
import { findAccountBySubdomain, setFeatureFlag } from "../accounts/repository.ts";
import { setSignInOptions } from "../auth/sign-in-options.ts";
import { setWorkspaceDlpMode } from "../dlp/repository.ts";
import { createRapidOnboardingToken } from "./service.ts";

const subdomain = z.string().min(1).max(63);

export const signInOpsCommandSchemas = [
  z.object({ cmd: z.literal("workspace.signIn"), subdomain, options: z.array(signInOptionSchema) }),
  z.object({ cmd: z.literal("workspace.resetSignIn"), subdomain }),
  z.object({ cmd: z.literal("workspace.dlp"), subdomain, mode: z.enum(["WARN", "BLOCK"]) }),
  z.object({
    cmd: z.literal("workspace.feature"),
    subdomain,
    flag: z.enum(WORKSPACE_FEATURES),
    on: z.boolean(),
  }),
  z.object({
    cmd: z.literal("onboarding.token"),
    subdomain,
    email: z.string(),
    name: z.string().optional(),
    ttlSeconds: z
      .number()
      .int()
      .positive()
      .max(366 * 24 * 3600)
      .optional(),
  }),
] as const;
export type SignInOpsCommand = z.infer<(typeof signInOpsCommandSchemas)[number]>;
export const SIGN_IN_OPS_COMMANDS: ReadonlySet<string> = new Set(
  signInOpsCommandSchemas.map((s) => s.shape.cmd.value),
);

/** The CLI opening the database itself has no server's mailer: one from this process's SMTP settings. */
function mailerFromEnv(): Mailer {
  let smtp;
  try {
    smtp = loadConfig(process.env).smtp;
  } catch {
    smtp = { url: undefined, host: undefined, port: 587, user: undefined, pass: undefined, from: "Parley" };
  }
  // Without SMTP the notice goes to stderr (stdout is the command's answer, which scripts read).
  return createMailer(smtp, { info: (fields) => process.stderr.write(`${JSON.stringify(fields)}\n`) });
}

/** PARLEY_RAPID_ONBOARDING_TTL of this process (the CLI and the server share the deployment's env). */
function defaultTtlSeconds(): number {
  try {
    return loadConfig(process.env).rapidOnboardingTtlSeconds;
  } catch {
    return 24 * 3600;
  }
}

export async function runSignInOpsCommand(
  ctx: { db: Database; onChange?: () => void; mailer?: Mailer | undefined },
  command: SignInOpsCommand,
): Promise<string[]> {
  switch (command.cmd) {
    case "workspace.signIn": {
      const options = await setSignInOptions(ctx.db, command.subdomain, command.options);
      ctx.onChange?.();
      return [`Sign-in methods of ${command.subdomain}: ${options.join(", ")}`];
    }
    case "workspace.resetSignIn": {
      // Adds password sign-in and keeps the rest: members sign in (or reset their password) again.
      const account = await findAccountBySubdomain(ctx.db, command.subdomain);
      if (account === undefined)
        throw new HttpError(404, "workspace_not_found", `No workspace "${command.subdomain}"`);
      const options = await setSignInOptions(ctx.db, command.subdomain, [
        "email_password",
        ...account.sign_in_options,
      ]);
      ctx.onChange?.();
      return [`Sign-in methods of ${command.subdomain}: ${options.join(", ")} (password sign-in is on)`];
    }
    case "workspace.dlp": {
      if (!(await setWorkspaceDlpMode(ctx.db, command.subdomain, command.mode)))
        throw new HttpError(404, "workspace_not_found", `No workspace "${command.subdomain}"`);
      ctx.onChange?.();
      return [`Data-loss prevention of ${command.subdomain}: ${command.mode}`];
    }
    case "workspace.feature": {
      if (!(await setFeatureFlag(ctx.db, command.subdomain, command.flag, command.on)))
        throw new HttpError(404, "workspace_not_found", `No workspace "${command.subdomain}"`);
      ctx.onChange?.();
      return [`Feature ${command.flag} of ${command.subdomain}: ${command.on ? "on" : "off"}`];
    }
    case "onboarding.token": {
      const account = await findAccountBySubdomain(ctx.db, command.subdomain);
      if (account === undefined)
        throw new HttpError(404, "workspace_not_found", `No workspace "${command.subdomain}"`);
      const issued = await createRapidOnboardingToken(
        ctx.db,
        account,
        { email: command.email, ...(command.name !== undefined ? { name: command.name } : {}) },
        command.ttlSeconds ?? defaultTtlSeconds(),
        { kind: "ops" },
        {
          mailer: ctx.mailer ?? mailerFromEnv(),
          language: FALLBACK_LANGUAGE,
          onError: (error) =>
            process.stderr.write(`The member could not be told by e-mail: ${String(error)}\n`),
        },
      );
      return [
        `${issued.memberCreated ? "Created member" : "Member"} ${issued.email} in ${account.subdomain}`,
        `Token (shown once, valid until ${issued.expiresAt.toISOString()}): ${issued.token}`,
        `Open on the workspace host: ${issued.path}`,
      ];
    }
  }
}
