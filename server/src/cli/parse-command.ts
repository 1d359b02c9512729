// `npm run ops -- <command>`: argv → an ops command (the same shape the ops API takes).
import { parseArgs } from "node:util";
import { WORKSPACE_FEATURES } from "@parley/shared-contracts/api/workspace-features";
import type { OpsCommand } from "../modules/ops/commands.ts";

export const USAGE = `Usage: npm run ops -- <command>

  workspace create <subdomain> --name <name> [--owner <email> [--owner-name <name>] [--password <password>]]
             [--sign-in email_password,google] [--logo <url>] [--balance <amount>] [--trial-end <ISO time>]
             (with --owner the owner is created in the same transaction: both or neither; the owner's
             password is generated and shown once unless --password is given)
  workspace list
  workspace suspend|reinstate <subdomain>               (suspended: no sign-in, no API, sessions end)
  workspace sign-in <subdomain> email_password,google   (the sign-in methods it offers)
  workspace reset-sign-in <subdomain>                   (password sign-in back on: a locked-out workspace)
  workspace dlp <subdomain> warn|block                  (data-loss prevention: warn, or block sending)
  workspace feature <subdomain> <flag> on|off          (a feature flag: collaboration, team_chat_share,
                                                        developer_overrides, developer_overrides_members)
  onboarding token <subdomain> <email> [--name <name>] [--ttl <seconds>]   (a rapid-onboarding link)
  workspace billing <subdomain> [--balance <amount>] [--trial-end <ISO time|none>]
  user create <subdomain> <email> --name <name> [--role owner|admin|member] [--password <password>]
  remotes list [<tenant>]             (builds, what each channel serves, the fallback, staged versions)
  remotes publish <built folder> --url <server> [--token <token>]   (token: --token or PARLEY_PUBLISH_TOKEN)
  remotes promote <remote> <version> <tenant>...|--default          (make a built or published version live)
  remotes rollback <tenant|--default> <remote>                      (back to the version promoted before)
  remotes pin <tenant|--default> <remote> <version>                 (promote for one tenant)
  remotes unpin <tenant|--default> <remote>                         (follow the default channel again)
  remotes history [<remote>]          (publishes, promotions, rollbacks, token changes: who and when)
  remotes failures                    (remote failures and fallbacks reported by browsers)
  remotes token create <remote> --name <label>   (a publish token for that remote only, shown once)
  remotes token list
  remotes token revoke <id>
  models list <tenant>
  models add <tenant> <name> --display-name <text> --source openai|anthropic|openai_compatible
             [--provider-model <id>] [--base-url <url>] [--context-size <tokens>]
             [--price-input <usd/token>] [--price-output <usd/token>] [--recommended yes|no]
             [--tags search,image] [--file-types image,document] [--usage-note <text>] [--icon <url>]
             [--trial yes|no] [--trial-logo <url>]
  models update <tenant> <name> [the options of add, and --name <new name>]
  models disable|enable|remove <tenant> <name>
  providers list <tenant>
  providers set <tenant> openai|anthropic|openai_compatible [--api-key <key>] [--base-url <url>]
  providers remove <tenant> <kind>
  mcp list <tenant>
  mcp add <tenant> <name> --url <url> [--header Name=value]... [--description <text>] [--icon <url>]
  mcp remove <tenant> <name>
  signup on|off|status   self-service sign-up from public snapshots (PARLEY_SELF_SERVICE_SIGNUP=false
             on the server keeps it off whatever this says)
  seed        create the demo workspace acme and its owner (PARLEY_DEMO_PASSWORD or a generated password)
  migrate     apply pending database migrations

Works on DATABASE_URL, or on the embedded database in PARLEY_DATA_DIR; while a server runs on the
embedded database the command is sent to that server.`;

/** `remotes publish`: runs on the publisher's machine, against a server's ops API over HTTP. */
export interface PublishCommand {
  cmd: "remotes.publish";
  folder: string;
  url: string | undefined;
  token: string | undefined;
}

export class UsageError extends Error {
  override name = "UsageError";
}

const SIGN_IN_OPTIONS = ["email_password", "google"] as const;
const ROLES = ["owner", "admin", "member"] as const;

function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`${what} must be one of ${allowed.join(", ")}`);
  return value as T;
}

/** `remotes publish …` (undefined for any other command): handled apart, it needs no database. */
export function parsePublishArgs(argv: string[]): PublishCommand | undefined {
  if (argv[0] !== "remotes" || argv[1] !== "publish") return undefined;
  const { values, positionals } = parseArgs({
    args: argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: { url: { type: "string" }, token: { type: "string" } },
  });
  if (positionals.length !== 1)
    throw new UsageError(
      "Usage: npm run ops -- remotes publish <built folder> --url <server> [--token <token>]",
    );
  return { cmd: "remotes.publish", folder: positionals[0] ?? "", url: values.url, token: values.token };
}

export function parseOpsArgs(argv: string[]): OpsCommand | "help" {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: "string" },
      "sign-in": { type: "string" },
      owner: { type: "string" },
      "owner-name": { type: "string" },
      logo: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
      default: { type: "boolean" },
      help: { type: "boolean", short: "h" },
      "display-name": { type: "string" },
      source: { type: "string" },
      "provider-model": { type: "string" },
      "base-url": { type: "string" },
      "context-size": { type: "string" },
      "price-input": { type: "string" },
      "price-output": { type: "string" },
      recommended: { type: "string" },
      tags: { type: "string" },
      "file-types": { type: "string" },
      "usage-note": { type: "string" },
      icon: { type: "string" },
      trial: { type: "string" },
      "trial-logo": { type: "string" },
      "api-key": { type: "string" },
      ttl: { type: "string" },
      balance: { type: "string" },
      "trial-end": { type: "string" },
      url: { type: "string" },
      header: { type: "string", multiple: true },
      description: { type: "string" },
    },
  });
  if (values.help || positionals.length === 0) return "help";
  const [group, action, ...args] = positionals;
  const need = (count: number, usage: string) => {
    if (args.length !== count) throw new UsageError(`Usage: npm run ops -- ${usage}`);
  };
  const requireName = () => {
    if (!values.name) throw new UsageError("--name is required");
    return values.name;
  };
  // `--default` instead of a tenant: the pin every tenant without its own gets.
  const tenantArgs = (rest: number, usage: string): [string | null, string[]] => {
    if (values.default) {
      need(rest, usage);
      return [null, args];
    }
    need(rest + 1, usage);
    return [args[0] ?? null, args.slice(1)];
  };

  switch (`${group} ${action ?? ""}`.trim()) {
    case "workspace create": {
      need(
        1,
        "workspace create <subdomain> --name <name> [--owner <email>] [--sign-in email_password,google]",
      );
      const signIn = values["sign-in"]?.split(",").map((o) => oneOf(o.trim(), SIGN_IN_OPTIONS, "--sign-in"));
      if (values.owner === undefined && (values["owner-name"] !== undefined || values.password !== undefined))
        throw new UsageError("--owner-name and --password need --owner <email>");
      return {
        cmd: "workspace.create",
        subdomain: args[0] ?? "",
        name: requireName(),
        ...(values.owner !== undefined
          ? {
              owner: {
                email: values.owner,
                ...(values["owner-name"] !== undefined ? { name: values["owner-name"] } : {}),
                ...(values.password !== undefined ? { password: values.password } : {}),
              },
            }
          : {}),
        ...(signIn ? { signIn } : {}),
        ...(values.logo ? { logo: values.logo } : {}),
        ...(values.balance !== undefined ? { balance: values.balance } : {}),
        ...(values["trial-end"] !== undefined ? { trialEnd: trialEnd(values["trial-end"], false) } : {}),
      };
    }
    case "workspace billing":
      need(1, "workspace billing <subdomain> [--balance <amount>] [--trial-end <ISO time|none>]");
      if (values.balance === undefined && values["trial-end"] === undefined)
        throw new UsageError("Give --balance and/or --trial-end");
      return {
        cmd: "workspace.billing",
        subdomain: args[0] ?? "",
        ...(values.balance !== undefined ? { balance: values.balance } : {}),
        ...(values["trial-end"] !== undefined ? { trialEnd: trialEnd(values["trial-end"], true) } : {}),
      };
    case "workspace sign-in":
      need(2, "workspace sign-in <subdomain> email_password,google");
      return {
        cmd: "workspace.signIn",
        subdomain: args[0] ?? "",
        options: (args[1] ?? "")
          .split(",")
          .filter((o) => o.trim() !== "")
          .map((o) => oneOf(o.trim(), SIGN_IN_OPTIONS, "sign-in method")),
      };
    case "workspace reset-sign-in":
      need(1, "workspace reset-sign-in <subdomain>");
      return { cmd: "workspace.resetSignIn", subdomain: args[0] ?? "" };
    case "workspace dlp":
      need(2, "workspace dlp <subdomain> warn|block");
      return {
        cmd: "workspace.dlp",
        subdomain: args[0] ?? "",
        mode: oneOf((args[1] ?? "").toUpperCase(), ["WARN", "BLOCK"] as const, "mode"),
      };
    case "workspace feature":
      need(3, `workspace feature <subdomain> ${WORKSPACE_FEATURES.join("|")} on|off`);
      return {
        cmd: "workspace.feature",
        subdomain: args[0] ?? "",
        flag: oneOf(args[1] ?? "", WORKSPACE_FEATURES, "feature"),
        on: oneOf(args[2] ?? "", ["on", "off"] as const, "on|off") === "on",
      };
    case "onboarding token": {
      need(2, "onboarding token <subdomain> <email> [--name <name>] [--ttl <seconds>]");
      if (values.ttl !== undefined && !/^[1-9]\d*$/.test(values.ttl))
        throw new UsageError("--ttl must be a number of seconds");
      return {
        cmd: "onboarding.token",
        subdomain: args[0] ?? "",
        email: args[1] ?? "",
        ...(values.name !== undefined ? { name: values.name } : {}),
        ...(values.ttl !== undefined ? { ttlSeconds: Number(values.ttl) } : {}),
      };
    }
    case "signup on":
    case "signup off":
      need(0, "signup on|off|status");
      return { cmd: "signup.set", enabled: action === "on" };
    case "signup status":
      need(0, "signup on|off|status");
      return { cmd: "signup.status" };
    case "workspace list":
      need(0, "workspace list");
      return { cmd: "workspace.list" };
    case "workspace suspend":
    case "workspace reinstate":
      need(1, "workspace suspend|reinstate <subdomain>");
      return {
        cmd: action === "suspend" ? "workspace.suspend" : "workspace.reinstate",
        subdomain: args[0] ?? "",
      };
    case "user create":
      need(
        2,
        "user create <subdomain> <email> --name <name> [--role owner|admin|member] [--password <password>]",
      );
      return {
        cmd: "user.create",
        subdomain: args[0] ?? "",
        email: args[1] ?? "",
        name: requireName(),
        ...(values.role ? { role: oneOf(values.role, ROLES, "--role") } : {}),
        ...(values.password !== undefined ? { password: values.password } : {}),
      };
    case "remotes list":
      if (args.length > 1) throw new UsageError("Usage: npm run ops -- remotes list [<tenant>]");
      return { cmd: "remotes.list", tenant: args[0] ?? null };
    case "remotes pin": {
      const [tenant, [remote = "", version = ""]] = tenantArgs(
        2,
        "remotes pin <tenant|--default> <remote> <version>",
      );
      return { cmd: "remotes.pin", tenant, remote, version };
    }
    case "remotes promote": {
      const usage = "remotes promote <remote> <version> <tenant>...|--default";
      if (values.default ? args.length !== 2 : args.length < 3)
        throw new UsageError(`Usage: npm run ops -- ${usage}`);
      return {
        cmd: "remotes.promote",
        remote: args[0] ?? "",
        version: args[1] ?? "",
        tenants: values.default ? [null] : args.slice(2),
      };
    }
    case "remotes rollback": {
      const [tenant, [remote = ""]] = tenantArgs(1, "remotes rollback <tenant|--default> <remote>");
      return { cmd: "remotes.rollback", tenant, remote };
    }
    case "remotes history":
      if (args.length > 1) throw new UsageError("Usage: npm run ops -- remotes history [<remote>]");
      return { cmd: "remotes.history", remote: args[0] ?? null };
    case "remotes failures":
      need(0, "remotes failures");
      return { cmd: "remotes.failures" };
    case "remotes token":
      switch (args[0]) {
        case "create":
          if (args.length !== 2)
            throw new UsageError("Usage: npm run ops -- remotes token create <remote> --name <label>");
          return { cmd: "remotes.token.create", remote: args[1] ?? "", label: requireName() };
        case "list":
          return { cmd: "remotes.token.list" };
        case "revoke":
          if (args.length !== 2 || !/^[1-9]\d*$/.test(args[1] ?? ""))
            throw new UsageError("Usage: npm run ops -- remotes token revoke <id>");
          return { cmd: "remotes.token.revoke", id: Number(args[1]) };
        default:
          throw new UsageError("Usage: npm run ops -- remotes token create|list|revoke");
      }
    case "remotes unpin": {
      const [tenant, [remote = ""]] = tenantArgs(1, "remotes unpin <tenant|--default> <remote>");
      return { cmd: "remotes.unpin", tenant, remote };
    }
    case "models list":
      need(1, "models list <tenant>");
      return { cmd: "models.list", subdomain: args[0] ?? "" };
    case "models add":
      need(2, "models add <tenant> <name> --display-name <text> --source <kind> [options]");
      return {
        cmd: "models.add",
        subdomain: args[0] ?? "",
        fields: { name: args[1], ...modelFields(values) },
      };
    case "models update":
      need(2, "models update <tenant> <name> [options]");
      return {
        cmd: "models.update",
        subdomain: args[0] ?? "",
        name: args[1] ?? "",
        fields: { ...(values.name !== undefined ? { name: values.name } : {}), ...modelFields(values) },
      };
    case "models disable":
    case "models enable":
    case "models remove":
      need(2, `models ${action} <tenant> <name>`);
      return {
        cmd: `models.${action as "disable" | "enable" | "remove"}`,
        subdomain: args[0] ?? "",
        name: args[1] ?? "",
      };
    case "mcp list":
      need(1, "mcp list <tenant>");
      return { cmd: "mcp.list", subdomain: args[0] ?? "" };
    case "mcp add": {
      need(2, "mcp add <tenant> <name> --url <url> [--header Name=value]...");
      if (!values.url) throw new UsageError("--url is required");
      const headers: Record<string, string> = {};
      for (const header of values.header ?? []) {
        const at = header.indexOf("=");
        if (at <= 0) throw new UsageError(`--header must look like Name=value (got ${header})`);
        headers[header.slice(0, at).trim()] = header.slice(at + 1);
      }
      return {
        cmd: "mcp.add",
        subdomain: args[0] ?? "",
        name: args[1] ?? "",
        url: values.url,
        headers,
        ...(values.description !== undefined ? { description: values.description } : {}),
        ...(values.icon !== undefined ? { icon: values.icon } : {}),
      };
    }
    case "mcp remove":
      need(2, "mcp remove <tenant> <name>");
      return { cmd: "mcp.remove", subdomain: args[0] ?? "", name: args[1] ?? "" };
    case "providers list":
      need(1, "providers list <tenant>");
      return { cmd: "providers.list", subdomain: args[0] ?? "" };
    case "providers set":
      need(2, "providers set <tenant> <kind> [--api-key <key>] [--base-url <url>]");
      return {
        cmd: "providers.set",
        subdomain: args[0] ?? "",
        kind: args[1] ?? "",
        ...(values["api-key"] !== undefined ? { apiKey: values["api-key"] } : {}),
        ...(values["base-url"] !== undefined ? { baseUrl: values["base-url"] || null } : {}),
      };
    case "providers remove":
      need(2, "providers remove <tenant> <kind>");
      return { cmd: "providers.remove", subdomain: args[0] ?? "", kind: args[1] ?? "" };
    case "seed":
      return { cmd: "seed" };
    case "migrate":
      return { cmd: "migrate" };
    default:
      throw new UsageError(`Unknown command "${positionals.join(" ")}"\n\n${USAGE}`);
  }
}

/** `--trial-end`: an ISO time with a zone (normalised to UTC), or `none` (no trial) where allowed. */
function trialEnd(value: string, allowNone: boolean): string | null {
  if (allowNone && value === "none") return null;
  const time = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time))
    throw new UsageError(
      `--trial-end must be an ISO time such as 2030-01-31T12:00:00Z${allowNone ? " or none" : ""}`,
    );
  return new Date(time).toISOString();
}

function yesNo(value: string, option: string): boolean {
  if (["yes", "true", "1"].includes(value)) return true;
  if (["no", "false", "0"].includes(value)) return false;
  throw new UsageError(`${option} must be yes or no`);
}

const list = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

/** The model options given on the command line, as admin API fields (validated by the service). */
function modelFields(
  values: Record<string, string | string[] | boolean | undefined>,
): Record<string, unknown> {
  const text = (key: string) => (typeof values[key] === "string" ? values[key] : undefined);
  const fields: Record<string, unknown> = {};
  const set = (field: string, value: unknown) => {
    if (value !== undefined) fields[field] = value;
  };
  set("display_name", text("display-name"));
  set("source_type", text("source"));
  set("provider_model", text("provider-model"));
  const baseUrl = text("base-url");
  set("base_url", baseUrl === undefined ? undefined : baseUrl === "" ? null : baseUrl);
  const context = text("context-size");
  if (context !== undefined) {
    if (!/^\d+$/.test(context)) throw new UsageError("--context-size must be a number of tokens");
    fields.context_size = Number(context);
  }
  set("price_input_per_token", text("price-input"));
  set("price_output_per_token", text("price-output"));
  const recommended = text("recommended");
  if (recommended !== undefined) fields.recommended = yesNo(recommended, "--recommended");
  const trial = text("trial");
  if (trial !== undefined) fields.is_trial_model = yesNo(trial, "--trial");
  const tags = text("tags");
  if (tags !== undefined) fields.tags = list(tags);
  const fileTypes = text("file-types");
  if (fileTypes !== undefined) fields.supported_file_types = list(fileTypes);
  set("usage_note", text("usage-note"));
  set("icon", text("icon"));
  set("trial_model_logo", text("trial-logo"));
  return fields;
}
