// The ops commands, one implementation for both ways in: the CLI opening the database itself and
// the CLI posting to a running server (PGlite allows one process only) or any ops client.
import { memberRoleSchema } from "@parley/shared-contracts/api/profile";
import { signInOptionSchema } from "@parley/shared-contracts/api/workspace";
import { z } from "zod";
import type { Mailer } from "../../lib/mailer/mailer.ts";
import type { Database, Queryable } from "../../lib/db/database.ts";
import { recordAuditEvent } from "../audit/repository.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import { HttpError } from "../../lib/http-error.ts";
import { migrate } from "../../lib/db/migrator.ts";
import { findAccountBySubdomain, listAccounts } from "../accounts/repository.ts";
import { createWorkspace, updateWorkspaceBilling } from "../accounts/service.ts";
import { setWorkspaceSuspended } from "../accounts/suspension.ts";
import { createMember } from "../members/service.ts";
import { assertAcceptablePassword } from "../auth/password-rules.ts";
import type { RemoteCatalog } from "../remotes/catalog.ts";
import {
  REMOTE_OPS_COMMANDS,
  remoteOpsCommandSchemas,
  runRemoteOpsCommand,
} from "../remotes/ops-commands.ts";
import type { RemoteOpsCommand } from "../remotes/ops-commands.ts";
import { formatTable } from "./format.ts";
import { MODEL_OPS_COMMANDS, modelOpsCommandSchemas, runModelOpsCommand } from "./model-commands.ts";
import type { ModelOpsCommand } from "./model-commands.ts";
import {
  SIGN_IN_OPS_COMMANDS,
  runSignInOpsCommand,
  signInOpsCommandSchemas,
} from "../onboarding/ops-commands.ts";
import type { SignInOpsCommand } from "../onboarding/ops-commands.ts";
import { DEMO, seedDemo } from "./seed.ts";
import { readSignupSwitch, writeSignupSwitch } from "../signup/repository.ts";
import { MCP_OPS_COMMANDS, mcpOpsCommandSchemas, runMcpOpsCommand } from "../mcp/ops-commands.ts";
import type { McpOpsCommand } from "../mcp/ops-commands.ts";
import type { AllowList } from "../../lib/net/ssrf-guard.ts";

export const opsCommandSchema = z.discriminatedUnion("cmd", [
  z.object({
    cmd: z.literal("workspace.create"),
    subdomain: z.string(),
    name: z.string(),
    signIn: z.array(signInOptionSchema).optional(),
    logo: z.string().optional(),
    balance: z.string().optional(),
    trialEnd: z.iso.datetime({ offset: true }).nullable().optional(),
  }),
  z.object({ cmd: z.literal("workspace.list") }),
  z.object({ cmd: z.literal("workspace.suspend"), subdomain: z.string() }),
  z.object({ cmd: z.literal("workspace.reinstate"), subdomain: z.string() }),
  z.object({
    cmd: z.literal("workspace.billing"),
    subdomain: z.string(),
    balance: z.string().optional(),
    /** ISO time of the free-trial end; null ends the trial. */
    trialEnd: z.iso.datetime({ offset: true }).nullable().optional(),
  }),
  z.object({
    cmd: z.literal("user.create"),
    subdomain: z.string(),
    email: z.string(),
    name: z.string(),
    role: memberRoleSchema.optional(),
    password: z.string().optional(),
  }),
  z.object({ cmd: z.literal("signup.set"), enabled: z.boolean() }),
  z.object({ cmd: z.literal("signup.status") }),
  z.object({ cmd: z.literal("seed"), password: z.string().optional() }),
  z.object({ cmd: z.literal("migrate") }),
  ...modelOpsCommandSchemas,
  ...signInOpsCommandSchemas,
  ...mcpOpsCommandSchemas,
  ...remoteOpsCommandSchemas,
]);
export type OpsCommand = z.infer<typeof opsCommandSchema>;

export interface OpsContext {
  db: Database;
  catalog: RemoteCatalog;
  /** Who runs the command, for the remotes' release log (`cli:<user>`, `ops-api`). */
  actor?: string | undefined;
  /** Called after a change, so a running server drops its caches. */
  onChange?: () => void;
  /** Seals provider keys (providers set); absent when the server secret is unknown here. */
  secretBox?: SecretBox | undefined;
  /** The server's mailer (notices to members); the CLI alone makes one from its environment. */
  mailer?: Mailer | undefined;
  /** The SSRF guard's allow-list (MCP server URLs are checked against it). */
  outboundAllow?: AllowList | undefined;
  /** A running server drops its connection to a removed MCP server. */
  onMcpRemoved?: ((serverId: number) => Promise<void>) | undefined;
  /** A running server closes the websockets of a suspended workspace on every instance. */
  onWorkspaceSuspended?: ((accountId: number) => Promise<void>) | undefined;
}

/** Workspace changes audited here (onboarding links audit themselves, as the service does for admins). */
const AUDITED = new Set([
  "workspace.create",
  "workspace.suspend",
  "workspace.reinstate",
  "user.create",
  "workspace.billing",
  "workspace.signIn",
  "workspace.dlp",
  "workspace.feature",
  "providers.set",
  "providers.remove",
  "models.add",
  "models.update",
  "models.disable",
  "models.enable",
  "models.remove",
  "mcp.add",
  "mcp.remove",
]);
/** Fields of a command that never go into the audit log. */
const SECRET_FIELDS = new Set(["password", "apiKey", "api_key", "headers"]);

async function auditOpsCommand(db: Queryable, actor: string, command: OpsCommand): Promise<void> {
  if (!AUDITED.has(command.cmd) || !("subdomain" in command)) return;
  const account = await findAccountBySubdomain(db, command.subdomain);
  if (account === undefined) return;
  const { cmd, subdomain, ...rest } = command as OpsCommand & { subdomain: string };
  const after = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, SECRET_FIELDS.has(key) ? "[secret]" : value]),
  );
  await recordAuditEvent(db, account.id, {
    action: `ops.${cmd}`,
    actor: { ops: actor.startsWith("ops") ? actor : `ops-${actor}` },
    targetMemberId: null,
    target: subdomain,
    ip: null,
    after,
  });
}

function isMcpCommand(command: OpsCommand): command is McpOpsCommand {
  return MCP_OPS_COMMANDS.has(command.cmd);
}

function isSignInCommand(command: OpsCommand): command is SignInOpsCommand {
  return SIGN_IN_OPS_COMMANDS.has(command.cmd);
}

function isRemoteCommand(command: OpsCommand): command is RemoteOpsCommand {
  return REMOTE_OPS_COMMANDS.has(command.cmd);
}

function isModelCommand(command: OpsCommand): command is ModelOpsCommand {
  return MODEL_OPS_COMMANDS.has(command.cmd);
}

/**
 * Runs one ops command (CLI or ops API). A command that changes a workspace is written to that
 * workspace's audit log afterwards (who: the ops actor; what: the command, secrets left out).
 */
export async function runOpsCommand(ctx: OpsContext, command: OpsCommand): Promise<string[]> {
  const lines = await runCommand(ctx, command);
  await auditOpsCommand(ctx.db, ctx.actor ?? "ops", command);
  return lines;
}

async function runCommand(ctx: OpsContext, command: OpsCommand): Promise<string[]> {
  const { db } = ctx;
  if (isModelCommand(command)) return runModelOpsCommand(ctx, command);
  if (isRemoteCommand(command)) return runRemoteOpsCommand(ctx, command);
  if (isSignInCommand(command)) return runSignInOpsCommand(ctx, command);
  if (isMcpCommand(command))
    return runMcpOpsCommand({ ...ctx, outboundAllow: ctx.outboundAllow ?? { entries: [] } }, command);
  switch (command.cmd) {
    case "workspace.create": {
      const account = await createWorkspace(db, {
        subdomain: command.subdomain,
        name: command.name,
        ...(command.signIn ? { signInOptions: command.signIn } : {}),
        logo: command.logo ?? null,
        ...(command.balance !== undefined ? { balance: command.balance } : {}),
        ...(command.trialEnd ? { freeTrialEndAt: new Date(command.trialEnd) } : {}),
      });
      ctx.onChange?.();
      return [
        `Created workspace ${account.subdomain} ("${account.name}", sign-in: ${account.sign_in_options.join(", ")})`,
      ];
    }
    case "workspace.suspend":
    case "workspace.reinstate": {
      const suspend = command.cmd === "workspace.suspend";
      const { account, sessionsEnded } = await setWorkspaceSuspended(db, command.subdomain, suspend);
      ctx.onChange?.();
      if (suspend) await ctx.onWorkspaceSuspended?.(account.id);
      return [
        suspend
          ? `Suspended workspace ${account.subdomain} (${sessionsEnded} sessions ended)`
          : `Reinstated workspace ${account.subdomain}`,
      ];
    }
    case "workspace.billing": {
      const account = await updateWorkspaceBilling(db, command.subdomain, {
        ...(command.balance !== undefined ? { balance: command.balance } : {}),
        ...(command.trialEnd !== undefined
          ? { freeTrialEndAt: command.trialEnd === null ? null : new Date(command.trialEnd) }
          : {}),
      });
      ctx.onChange?.();
      const trial = account.free_trial_end_at ? account.free_trial_end_at.toISOString() : "none";
      return [`Workspace ${account.subdomain}: balance ${account.balance}, free trial ends ${trial}`];
    }
    case "workspace.list": {
      const accounts = await listAccounts(db);
      if (accounts.length === 0) return ["No workspaces yet."];
      return formatTable(
        ["subdomain", "name", "sign-in", "created", "suspended"],
        accounts.map((a) => [
          a.subdomain,
          a.name,
          a.sign_in_options.join(","),
          a.created_at.toISOString(),
          a.suspended_at?.toISOString() ?? "-",
        ]),
      );
    }
    case "user.create": {
      const account = await findAccountBySubdomain(db, command.subdomain);
      if (account === undefined)
        throw new HttpError(404, "workspace_not_found", `No workspace "${command.subdomain}"`);
      if (command.password !== undefined) assertAcceptablePassword(command.password);
      const { member, generatedPassword } = await createMember(db, account.id, {
        email: command.email,
        name: command.name,
        ...(command.role ? { role: command.role } : {}),
        ...(command.password !== undefined ? { password: command.password } : {}),
      });
      const lines = [`Created ${member.role} ${member.email} ("${member.name}") in ${account.subdomain}`];
      if (generatedPassword) lines.push(`Password (shown once): ${generatedPassword}`);
      return lines;
    }
    case "signup.set":
      await writeSignupSwitch(db, command.enabled);
      return [`Self-service sign-up is ${command.enabled ? "on" : "off"}`];
    case "signup.status": {
      const enabled = (await readSignupSwitch(db)) ?? true;
      return [
        `Self-service sign-up is ${enabled ? "on" : "off"}` +
          (enabled ? " (unless the server runs with PARLEY_SELF_SERVICE_SIGNUP=false)" : ""),
      ];
    }
    case "seed": {
      const result = await seedDemo(db, { password: command.password });
      ctx.onChange?.();
      const lines = [
        result.createdWorkspace
          ? `Created workspace ${DEMO.subdomain}`
          : `Workspace ${DEMO.subdomain} already exists`,
        result.createdOwner ? `Created owner ${DEMO.ownerEmail}` : `Owner ${DEMO.ownerEmail} already exists`,
      ];
      if (result.passwordReset) lines.push(`Owner password set to the given one`);
      if (result.password !== undefined && command.password === undefined)
        lines.push(`Password (shown once): ${result.password}`);
      return lines;
    }
    case "migrate": {
      const applied = await migrate(db);
      return [applied.length === 0 ? "Database is up to date" : `Applied migrations ${applied.join(", ")}`];
    }
  }
}
