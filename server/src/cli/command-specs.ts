// Every ops CLI command, declared once, in the order `help` lists them: the parser, its usage errors
// and the help are derived from this table (define-command.ts).
import { WORKSPACE_FEATURES } from "@parley/shared-contracts/api/workspace-features";
import type { OpsCommand } from "../modules/ops/commands.ts";
import { commandsOf, UsageError } from "./define-command.ts";
import { list, MODEL_OPTIONS, modelFields, oneOf, positiveInteger, trialEnd } from "./option-values.ts";

/** `remotes publish`: runs on the publisher's machine, against a server's ops API over HTTP. */
export interface PublishCommand {
  cmd: "remotes.publish";
  folder: string;
  url: string | undefined;
  token: string | undefined;
}

const SIGN_IN_OPTIONS = ["email_password", "google"] as const;
const signInList = (value: string, what: string) =>
  list(value).map((option) => oneOf(option, SIGN_IN_OPTIONS, what));

const name = { type: "string", value: "<name>" } as const;
const requiredName = { ...name, required: true } as const;
const balance = { type: "string", value: "<amount>" } as const;

const command = commandsOf<OpsCommand | PublishCommand>();

export const COMMANDS = [
  command("workspace create", {
    positionals: ["<subdomain>"],
    options: {
      name: requiredName,
      owner: { type: "string", value: "<email>" },
      "owner-name": name,
      password: { type: "string", value: "<password>" },
      "sign-in": { type: "string", value: "email_password,google" },
      logo: { type: "string", value: "<url>" },
      balance,
      "trial-end": { type: "string", value: "<ISO time>" },
    },
    help: "(with --owner the owner is created in the same transaction: both or neither; its password is generated and shown once unless --password is given)",
    build: ([subdomain], o) => {
      if (o.owner === undefined && (o["owner-name"] !== undefined || o.password !== undefined))
        throw new UsageError("--owner-name and --password need --owner <email>");
      return {
        cmd: "workspace.create",
        subdomain,
        name: o.name,
        ...(o.owner !== undefined
          ? { owner: { email: o.owner, name: o["owner-name"], password: o.password } }
          : {}),
        signIn: o["sign-in"] === undefined ? undefined : signInList(o["sign-in"], "--sign-in"),
        logo: o.logo || undefined, // an empty --logo: none
        balance: o.balance,
        trialEnd: o["trial-end"] === undefined ? undefined : trialEnd(o["trial-end"], false),
      };
    },
  }),
  command("workspace list", { build: () => ({ cmd: "workspace.list" }) }),
  command("workspace suspend|reinstate", {
    positionals: ["<subdomain>"],
    help: "(suspended: no sign-in, no API, sessions end)",
    build: ([subdomain], _, action) => ({ cmd: `workspace.${action}`, subdomain }),
  }),
  command("workspace sign-in", {
    positionals: ["<subdomain>", "email_password,google"],
    help: "(the sign-in methods it offers)",
    build: ([subdomain, methods]) => ({
      cmd: "workspace.signIn",
      subdomain,
      options: signInList(methods, "sign-in method"),
    }),
  }),
  command("workspace reset-sign-in", {
    positionals: ["<subdomain>"],
    help: "(password sign-in back on: a locked-out workspace)",
    build: ([subdomain]) => ({ cmd: "workspace.resetSignIn", subdomain }),
  }),
  command("workspace dlp", {
    positionals: ["<subdomain>", "warn|block"],
    help: "(data-loss prevention: warn, or block sending)",
    build: ([subdomain, mode]) => ({
      cmd: "workspace.dlp",
      subdomain,
      mode: oneOf(mode.toUpperCase(), ["WARN", "BLOCK"] as const, "mode"),
    }),
  }),
  command("workspace feature", {
    positionals: ["<subdomain>", "<flag>", "on|off"],
    help: `(a feature flag: ${WORKSPACE_FEATURES.join(", ")})`,
    build: ([subdomain, flag, state]) => ({
      cmd: "workspace.feature",
      subdomain,
      flag: oneOf(flag, WORKSPACE_FEATURES, "feature"),
      on: oneOf(state, ["on", "off"] as const, "on|off") === "on",
    }),
  }),
  command("onboarding token", {
    positionals: ["<subdomain>", "<email>"],
    options: { name, ttl: { type: "string", value: "<seconds>" } },
    help: "(a rapid-onboarding link)",
    build: ([subdomain, email], o) => {
      if (o.ttl !== undefined && !/^[1-9]\d*$/.test(o.ttl))
        throw new UsageError("--ttl must be a number of seconds");
      return {
        cmd: "onboarding.token",
        subdomain,
        email,
        name: o.name,
        ttlSeconds: o.ttl === undefined ? undefined : Number(o.ttl),
      };
    },
  }),
  command("workspace billing", {
    positionals: ["<subdomain>"],
    options: { balance, "trial-end": { type: "string", value: "<ISO time|none>" } },
    build: ([subdomain], o) => {
      if (o.balance === undefined && o["trial-end"] === undefined)
        throw new UsageError("Give --balance and/or --trial-end");
      return {
        cmd: "workspace.billing",
        subdomain,
        balance: o.balance,
        trialEnd: o["trial-end"] === undefined ? undefined : trialEnd(o["trial-end"], true),
      };
    },
  }),
  command("user create", {
    positionals: ["<subdomain>", "<email>"],
    options: {
      name: requiredName,
      role: { type: "string", value: "owner|admin|member", choices: ["owner", "admin", "member"] },
      password: { type: "string", value: "<password>" },
    },
    build: ([subdomain, email], o) => ({
      cmd: "user.create",
      subdomain,
      email,
      name: o.name,
      role: o.role,
      password: o.password,
    }),
  }),
  command("remotes list", {
    positionals: ["[<tenant>]"],
    help: "(builds, what each channel serves, the fallback, staged versions)",
    build: ([tenant]) => ({ cmd: "remotes.list", tenant: tenant ?? null }),
  }),
  command("remotes publish", {
    positionals: ["<built folder>"],
    options: { url: { type: "string", value: "<server>" }, token: { type: "string", value: "<token>" } },
    help: "(--url or PARLEY_PUBLISH_URL, --token or PARLEY_PUBLISH_TOKEN)",
    build: ([folder], o) => ({ cmd: "remotes.publish", folder, url: o.url, token: o.token }),
  }),
  command("remotes promote", {
    positionals: ["<remote>", "<version>", "<tenant>...|--default"],
    help: "(make a built or published version live)",
    build: ([remote, version, tenants]) => ({ cmd: "remotes.promote", remote, version, tenants }),
  }),
  command("remotes rollback", {
    positionals: ["<tenant|--default>", "<remote>"],
    help: "(back to the version promoted before)",
    build: ([tenant, remote]) => ({ cmd: "remotes.rollback", tenant, remote }),
  }),
  command("remotes pin", {
    positionals: ["<tenant|--default>", "<remote>", "<version>"],
    help: "(promote for one tenant)",
    build: ([tenant, remote, version]) => ({ cmd: "remotes.pin", tenant, remote, version }),
  }),
  command("remotes unpin", {
    positionals: ["<tenant|--default>", "<remote>"],
    help: "(follow the default channel again)",
    build: ([tenant, remote]) => ({ cmd: "remotes.unpin", tenant, remote }),
  }),
  command("remotes history", {
    positionals: ["[<remote>]"],
    help: "(publishes, promotions, rollbacks, token changes: who and when)",
    build: ([remote]) => ({ cmd: "remotes.history", remote: remote ?? null }),
  }),
  command("remotes failures", {
    help: "(remote failures and fallbacks reported by browsers)",
    build: () => ({ cmd: "remotes.failures" }),
  }),
  command("remotes token create", {
    positionals: ["<remote>"],
    options: { name: { type: "string", value: "<label>", required: true } },
    help: "(a publish token for that remote only, shown once)",
    build: ([remote], o) => ({ cmd: "remotes.token.create", remote, label: o.name }),
  }),
  command("remotes token list", { build: () => ({ cmd: "remotes.token.list" }) }),
  command("remotes token revoke", {
    positionals: ["<id>"],
    build: ([id]) => ({ cmd: "remotes.token.revoke", id: positiveInteger(id, "<id>") }),
  }),
  command("models list", {
    positionals: ["<tenant>"],
    build: ([subdomain]) => ({ cmd: "models.list", subdomain }),
  }),
  command("models add", {
    positionals: ["<tenant>", "<name>"],
    options: MODEL_OPTIONS,
    help: "(--display-name and --source are needed)",
    build: ([subdomain, modelName], o) => ({
      cmd: "models.add",
      subdomain,
      fields: { name: modelName, ...modelFields(o) },
    }),
  }),
  command("models update", {
    positionals: ["<tenant>", "<name>"],
    options: { name: { type: "string", value: "<new name>" }, ...MODEL_OPTIONS },
    build: ([subdomain, modelName], o) => ({
      cmd: "models.update",
      subdomain,
      name: modelName,
      fields: { ...(o.name !== undefined ? { name: o.name } : {}), ...modelFields(o) },
    }),
  }),
  command("models disable|enable|remove", {
    positionals: ["<tenant>", "<name>"],
    build: ([subdomain, modelName], _, action) => ({ cmd: `models.${action}`, subdomain, name: modelName }),
  }),
  command("providers list", {
    positionals: ["<tenant>"],
    build: ([subdomain]) => ({ cmd: "providers.list", subdomain }),
  }),
  command("providers set", {
    positionals: ["<tenant>", "openai|anthropic|openai_compatible"],
    options: {
      "api-key": { type: "string", value: "<key>" },
      "base-url": { type: "string", value: "<url>" },
    },
    build: ([subdomain, kind], o) => ({
      cmd: "providers.set",
      subdomain,
      kind,
      apiKey: o["api-key"],
      // An empty --base-url clears it.
      baseUrl: o["base-url"] === undefined ? undefined : o["base-url"] || null,
    }),
  }),
  command("providers remove", {
    positionals: ["<tenant>", "<kind>"],
    build: ([subdomain, kind]) => ({ cmd: "providers.remove", subdomain, kind }),
  }),
  command("mcp list", {
    positionals: ["<tenant>"],
    build: ([subdomain]) => ({ cmd: "mcp.list", subdomain }),
  }),
  command("mcp add", {
    positionals: ["<tenant>", "<name>"],
    options: {
      url: { type: "string", value: "<url>", required: true },
      header: { type: "string", value: "Name=value", multiple: true },
      description: { type: "string", value: "<text>" },
      icon: { type: "string", value: "<url>" },
    },
    build: ([subdomain, serverName], o) => ({
      cmd: "mcp.add",
      subdomain,
      name: serverName,
      url: o.url,
      headers: headers(o.header ?? []),
      description: o.description,
      icon: o.icon,
    }),
  }),
  command("mcp remove", {
    positionals: ["<tenant>", "<name>"],
    build: ([subdomain, serverName]) => ({ cmd: "mcp.remove", subdomain, name: serverName }),
  }),
  command("signup on|off|status", {
    help: "self-service sign-up from public snapshots (PARLEY_SELF_SERVICE_SIGNUP=false on the server keeps it off whatever this says)",
    build: (_, __, action) =>
      action === "status" ? { cmd: "signup.status" } : { cmd: "signup.set", enabled: action === "on" },
  }),
  command("seed", {
    help: "create the demo workspace acme and its owner (PARLEY_DEMO_PASSWORD or a generated password)",
    build: () => ({ cmd: "seed" }),
  }),
  command("migrate", {
    help: "apply pending database migrations",
    build: () => ({ cmd: "migrate" }),
  }),
];

function headers(given: string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const header of given) {
    const at = header.indexOf("=");
    if (at <= 0) throw new UsageError(`--header must look like Name=value (got ${header})`);
    result[header.slice(0, at).trim()] = header.slice(at + 1);
  }
  return result;
}
