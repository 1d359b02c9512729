// The table-driven parts of the ops CLI's parser: what every command gets from its declaration in
// command-specs.ts (flags, positionals, required options, choices, `--default`, help).
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../src/cli/command-specs.ts";
import {
  parseCommand,
  parseOpsArgs,
  parsePublishArgs,
  USAGE,
  UsageError,
} from "../../src/cli/parse-command.ts";

describe("the ops CLI's spec table", () => {
  it("refuses an unknown flag, and a flag another command has", () => {
    expect(() => parseOpsArgs(["workspace", "list", "--bogus"])).toThrow(/Unknown option '--bogus'/);
    expect(() => parseOpsArgs(["workspace", "list", "--name", "x"])).toThrow(TypeError);
    expect(() => parseOpsArgs(["remotes", "token", "list", "--url", "x"])).toThrow(/Unknown option '--url'/);
  });

  it("refuses a missing or extra positional with the command's usage line", () => {
    expect(() => parseOpsArgs(["user", "create", "acme", "--name", "A"])).toThrow(
      new UsageError(
        "Usage: npm run ops -- user create <subdomain> <email> --name <name> [--role owner|admin|member] [--password <password>]",
      ),
    );
    expect(() => parseOpsArgs(["models", "list", "acme", "extra"])).toThrow(
      new UsageError("Usage: npm run ops -- models list <tenant>"),
    );
    expect(() => parseOpsArgs(["remotes", "list", "a", "b"])).toThrow(UsageError);
    expect(parseOpsArgs(["remotes", "list"])).toEqual({ cmd: "remotes.list", tenant: null });
  });

  it("checks required options and choices, and leaves out options not given", () => {
    expect(() => parseOpsArgs(["mcp", "add", "acme", "wiki"])).toThrow(new UsageError("--url is required"));
    expect(() =>
      parseOpsArgs(["user", "create", "acme", "a@b.test", "--name", "A", "--role", "boss"]),
    ).toThrow(new UsageError("--role must be one of owner, admin, member"));
    expect(parseOpsArgs(["user", "create", "acme", "a@b.test", "--name", "A"])).toStrictEqual({
      cmd: "user.create",
      subdomain: "acme",
      email: "a@b.test",
      name: "A",
    });
  });

  it("takes --default in place of a tenant, and options before the command's words", () => {
    expect(parseOpsArgs(["remotes", "pin", "--default", "mf_auth", "1.0.0"])).toEqual({
      cmd: "remotes.pin",
      tenant: null,
      remote: "mf_auth",
      version: "1.0.0",
    });
    expect(parseOpsArgs(["remotes", "promote", "mf_auth", "1.0.0", "--default"])).toEqual({
      cmd: "remotes.promote",
      remote: "mf_auth",
      version: "1.0.0",
      tenants: [null],
    });
    expect(() => parseOpsArgs(["remotes", "unpin", "--default", "acme", "mf_auth"])).toThrow(UsageError);
    expect(parseOpsArgs(["--name", "Globex", "workspace", "create", "globex"])).toEqual({
      cmd: "workspace.create",
      subdomain: "globex",
      name: "Globex",
    });
  });

  it("tells alternatives of one declaration apart", () => {
    expect(parseOpsArgs(["workspace", "reinstate", "acme"])).toEqual({
      cmd: "workspace.reinstate",
      subdomain: "acme",
    });
    expect(parseOpsArgs(["models", "enable", "acme", "x"])).toEqual({
      cmd: "models.enable",
      subdomain: "acme",
      name: "x",
    });
  });

  it("answers help for --help, -h or no command, and refuses an unknown one with the help", () => {
    for (const argv of [[], ["--help"], ["-h"], ["models", "add", "--help"]])
      expect(parseCommand(argv)).toBe("help");
    expect(() => parseOpsArgs(["remotes", "token", "explode"])).toThrow(
      `Unknown command "remotes token explode"\n\n${USAGE}`,
    );
  });

  it("keeps remotes publish apart from the commands that need a database", () => {
    expect(parsePublishArgs(["remotes", "list"])).toBeUndefined();
    expect(parsePublishArgs(["remotes", "publish", "dist/x", "--url", "http://s"])).toEqual({
      cmd: "remotes.publish",
      folder: "dist/x",
      url: "http://s",
      token: undefined,
    });
    expect(() => parseOpsArgs(["remotes", "publish", "dist/x"])).toThrow(UsageError);
  });

  it("lists every command of the table in the help, each flag with it, within 100 columns", () => {
    const paths = COMMANDS.flatMap((spec) => spec.paths.map((path) => path.join(" ")));
    expect(new Set(paths).size).toBe(paths.length);
    // No command's words begin another's: the first match is the only one.
    for (const path of paths) expect(paths.filter((other) => other.startsWith(`${path} `))).toEqual([]);
    const help = USAGE.replace(/\n {13,}/g, " ");
    for (const spec of COMMANDS) {
      const words = spec.paths[0]?.slice(0, -1) ?? [];
      const actions = spec.paths.map((path) => path.at(-1)).join("|");
      expect(help).toContain(`\n  ${[...words, actions].join(" ")}`);
      for (const flag of Object.keys(spec.options)) expect(spec.usage).toContain(`--${flag}`);
      expect(help).toContain(spec.usage);
    }
    for (const line of USAGE.split("\n")) expect(line.length).toBeLessThanOrEqual(100);
  });
});
