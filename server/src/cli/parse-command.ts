// `npm run ops -- <command>`: argv → an ops command (the same shape the ops API takes).
import { parseArgs } from "node:util";
import type { OpsCommand } from "../modules/ops/commands.ts";

export const USAGE = `Usage: npm run ops -- <command>

  workspace create <subdomain> --name <name> [--sign-in email_password,google] [--logo <url>]
  workspace list
  user create <subdomain> <email> --name <name> [--role owner|admin|member] [--password <password>]
  remotes list [<tenant>]
  remotes pin <tenant|--default> <remote> <version>
  remotes unpin <tenant|--default> <remote>
  seed        create the demo workspace acme and its owner (PARLEY_DEMO_PASSWORD or a generated password)
  migrate     apply pending database migrations

Works on DATABASE_URL, or on the embedded database in PARLEY_DATA_DIR; while a server runs on the
embedded database the command is sent to that server.`;

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

export function parseOpsArgs(argv: string[]): OpsCommand | "help" {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: "string" },
      "sign-in": { type: "string" },
      logo: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
      default: { type: "boolean" },
      help: { type: "boolean", short: "h" },
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
      need(1, "workspace create <subdomain> --name <name> [--sign-in email_password,google]");
      const signIn = values["sign-in"]?.split(",").map((o) => oneOf(o.trim(), SIGN_IN_OPTIONS, "--sign-in"));
      return {
        cmd: "workspace.create",
        subdomain: args[0] ?? "",
        name: requireName(),
        ...(signIn ? { signIn } : {}),
        ...(values.logo ? { logo: values.logo } : {}),
      };
    }
    case "workspace list":
      need(0, "workspace list");
      return { cmd: "workspace.list" };
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
    case "remotes unpin": {
      const [tenant, [remote = ""]] = tenantArgs(1, "remotes unpin <tenant|--default> <remote>");
      return { cmd: "remotes.unpin", tenant, remote };
    }
    case "seed":
      return { cmd: "seed" };
    case "migrate":
      return { cmd: "migrate" };
    default:
      throw new UsageError(`Unknown command "${positionals.join(" ")}"\n\n${USAGE}`);
  }
}
