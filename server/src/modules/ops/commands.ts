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
import { createWorkspaceAnd, updateWorkspaceBilling } from "../accounts/service.ts";
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
import { linesOnly, type OpsOutcome } from "./outcome.ts";
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
    /** The owner, created in the same transaction (the ops workspaces page; `--owner` of the CLI). */
    owner: z
      .object({ email: z.string(), name: z.string().optional(), password: z.string().optional() })
      .optional(),
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
  /** PARLEY_ALLOW_NEWER_SCHEMA: `migrate` accepts a schema with migrations this build lacks. */
  allowNewerSchema?: boolean | undefined;
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
  "workspace.resetSignIn",
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

/** The command's fields for the log, secrets replaced at any depth (`workspace.create`'s owner password). */
function withoutSecrets(fields: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]: [string, unknown]) => [
      key,
      SECRET_FIELDS.has(key)
        ? "[secret]"
        : typeof value === "object" && value !== null && !Array.isArray(value)
          ? withoutSecrets(value)
          : value,
    ]),
  );
}

async function auditOpsCommand(db: Queryable, actor: string, command: OpsCommand): Promise<void> {
  if (!AUDITED.has(command.cmd) || !("subdomain" in command)) return;
  const account = await findAccountBySubdomain(db, command.subdomain);
  if (account === undefined) return;
  const { cmd, subdomain, ...rest } = command as OpsCommand & { subdomain: string };
  const after = withoutSecrets(rest);
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
  return (await runOpsCommandForResult(ctx, command)).lines;
}

/** runOpsCommand with the command's result code beside its lines (the ops API answers both). */
export async function runOpsCommandForResult(ctx: OpsContext, command: OpsCommand): Promise<OpsOutcome> {
  const outcome = await runCommand(ctx, command);
  await auditOpsCommand(ctx.db, ctx.actor ?? "ops", command);
  return outcome;
}

async function runCommand(ctx: OpsContext, command: OpsCommand): Promise<OpsOutcome> {
  if (isModelCommand(command)) return linesOnly(await runModelOpsCommand(ctx, command));
  if (isRemoteCommand(command)) return runRemoteOpsCommand(ctx, command);
  if (isSignInCommand(command)) return linesOnly(await runSignInOpsCommand(ctx, command));
  if (isMcpCommand(command))
    return linesOnly(
      await runMcpOpsCommand({ ...ctx, outboundAllow: ctx.outboundAllow ?? { entries: [] } }, command),
    );
  if (command.cmd === "workspace.create") return createWorkspaceCommand(ctx, command);
  return runOtherCommand(ctx, command);
}

/** `workspace.create`, with its owner (if given) in the same transaction: both or neither. */
async function createWorkspaceCommand(
  ctx: OpsContext,
  command: Extract<OpsCommand, { cmd: "workspace.create" }>,
): Promise<OpsOutcome> {
  const { owner } = command;
  if (owner?.password !== undefined) assertAcceptablePassword(owner.password);
  const { account, added } = await createWorkspaceAnd(
    ctx.db,
    {
      subdomain: command.subdomain,
      name: command.name,
      ...(command.signIn ? { signInOptions: command.signIn } : {}),
      logo: command.logo ?? null,
      ...(command.balance !== undefined ? { balance: command.balance } : {}),
      ...(command.trialEnd ? { freeTrialEndAt: new Date(command.trialEnd) } : {}),
    },
    async (tx, created) =>
      owner === undefined
        ? undefined
        : createMember(tx, created.id, {
            email: owner.email,
            // The e-mail's local part when no name is given (the owner can change it).
            name: owner.name?.trim() || owner.email.split("@")[0] || owner.email,
            role: "owner",
            ...(owner.password !== undefined ? { password: owner.password } : {}),
          }),
  );
  ctx.onChange?.();
  const lines = [
    `Created workspace ${account.subdomain} ("${account.name}", sign-in: ${account.sign_in_options.join(", ")})`,
  ];
  if (added !== undefined)
    lines.push(...memberLines(added.member, account.subdomain, added.generatedPassword));
  return {
    lines,
    result: {
      code: "workspace_created",
      params: {
        subdomain: account.subdomain,
        name: account.name,
        ownerEmail: added?.member.email ?? null,
        ownerPassword: added?.generatedPassword ?? null,
      },
    },
  };
}

function memberLines(
  member: { role: string; email: string; name: string },
  subdomain: string,
  generatedPassword: string | undefined,
): string[] {
  const lines = [`Created ${member.role} ${member.email} ("${member.name}") in ${subdomain}`];
  if (generatedPassword) lines.push(`Password (shown once): ${generatedPassword}`);
  return lines;
}

/** The workspace, user, sign-up, seed and migrate commands (the families above have their own). */
type OtherCommand = Exclude<
  OpsCommand,
  ModelOpsCommand | RemoteOpsCommand | SignInOpsCommand | McpOpsCommand | { cmd: "workspace.create" }
>;

async function runOtherCommand(ctx: OpsContext, command: OtherCommand): Promise<OpsOutcome> {
  const { db } = ctx;
  switch (command.cmd) {
    case "workspace.suspend":
    case "workspace.reinstate": {
      const suspend = command.cmd === "workspace.suspend";
      const { account, sessionsEnded } = await setWorkspaceSuspended(db, command.subdomain, suspend);
      ctx.onChange?.();
      if (suspend) await ctx.onWorkspaceSuspended?.(account.id);
      const { subdomain } = account;
      return suspend
        ? {
            lines: [`Suspended workspace ${subdomain} (${sessionsEnded} sessions ended)`],
            result: { code: "workspace_suspended", params: { subdomain, sessionsEnded } },
          }
        : {
            lines: [`Reinstated workspace ${subdomain}`],
            result: { code: "workspace_reinstated", params: { subdomain } },
          };
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
      return linesOnly([
        `Workspace ${account.subdomain}: balance ${account.balance}, free trial ends ${trial}`,
      ]);
    }
    case "workspace.list": {
      const accounts = await listAccounts(db);
      if (accounts.length === 0) return linesOnly(["No workspaces yet."]);
      const table = formatTable(
        ["subdomain", "name", "sign-in", "created", "suspended"],
        accounts.map((a) => [
          a.subdomain,
          a.name,
          a.sign_in_options.join(","),
          a.created_at.toISOString(),
          a.suspended_at?.toISOString() ?? "-",
        ]),
      );
      return linesOnly(table);
    }
    case "user.create": {
      const account = await findAccountBySubdomain(db, command.subdomain);
      if (account === undefined)
        throw new HttpError(404, "workspace_not_found", `No workspace "${command.subdomain}"`).withParams({
          subdomain: command.subdomain,
        });
      if (command.password !== undefined) assertAcceptablePassword(command.password);
      const { member, generatedPassword } = await createMember(db, account.id, {
        email: command.email,
        name: command.name,
        ...(command.role ? { role: command.role } : {}),
        ...(command.password !== undefined ? { password: command.password } : {}),
      });
      return {
        lines: memberLines(member, account.subdomain, generatedPassword),
        result: {
          code: "member_created",
          params: {
            subdomain: account.subdomain,
            email: member.email,
            role: member.role,
            password: generatedPassword ?? null,
          },
        },
      };
    }
    case "signup.set":
      await writeSignupSwitch(db, command.enabled);
      return linesOnly([`Self-service sign-up is ${command.enabled ? "on" : "off"}`]);
    case "signup.status": {
      const enabled = (await readSignupSwitch(db)) ?? true;
      return linesOnly([
        `Self-service sign-up is ${enabled ? "on" : "off"}` +
          (enabled ? " (unless the server runs with PARLEY_SELF_SERVICE_SIGNUP=false)" : ""),
      ]);
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
      return linesOnly(lines);
    }
    case "migrate": {
      const applied = await migrate(db, undefined, { allowNewerSchema: ctx.allowNewerSchema === true });
      return linesOnly([
        applied.length === 0 ? "Database is up to date" : `Applied migrations ${applied.join(", ")}`,
      ]);
    }
  }
}
