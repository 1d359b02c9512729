// `npm run ops -- <command>`: argv → an ops command (the same shape the ops API takes), by the spec
// table of command-specs.ts; the help is rendered from the same table.
import { parseArgs } from "node:util";
import type { ParseArgsOptionDescriptor } from "node:util";
import type { OpsCommand } from "../modules/ops/commands.ts";
import { COMMANDS } from "./command-specs.ts";
import type { PublishCommand } from "./command-specs.ts";
import { UsageError } from "./define-command.ts";

export { UsageError } from "./define-command.ts";
export type { PublishCommand } from "./command-specs.ts";

const WIDTH = 100;
const INDENT = 13;
const NOTE_COLUMN = 52;

/** Words onto lines of at most WIDTH, the first after `first`, the others indented by `indent`. */
function wrap(words: string[], first: string, indent: number): string[] {
  const lines = [first];
  for (const word of words) {
    const line = lines.at(-1) ?? "";
    if (line.trim() !== "" && line.length + 1 + word.length > WIDTH)
      lines.push(`${" ".repeat(indent)}${word}`);
    else lines[lines.length - 1] = `${line}${line.endsWith(" ") ? "" : " "}${word}`;
  }
  return lines;
}

/** One help entry: the usage line (a `[--flag <value>]` kept whole), its note in a column of its own. */
function helpEntry(usage: string, note: string | undefined): string[] {
  const lines = wrap(usage.match(/\[[^\]]*\](\.\.\.)?|\S+/g) ?? [], "  ", INDENT);
  if (note === undefined) return lines;
  const last = lines.at(-1) ?? "";
  const beside = last.length < NOTE_COLUMN - 1;
  const noteLines = wrap(note.split(" "), (beside ? last : "").padEnd(NOTE_COLUMN), NOTE_COLUMN);
  return [...(beside ? lines.slice(0, -1) : lines), ...noteLines];
}

export const USAGE = [
  "Usage: npm run ops -- <command>",
  "",
  ...COMMANDS.flatMap((spec) => helpEntry(spec.usage, spec.help)),
  "",
  "Works on DATABASE_URL, or on the embedded database in PARLEY_DATA_DIR; while a server runs on the",
  "embedded database the command is sent to that server.",
].join("\n");

// Every command's options at once, only to tell options from positionals (the words naming the
// command) before the command is known; the command's own parse then refuses the flags it lacks.
const ALL_OPTIONS: Record<string, ParseArgsOptionDescriptor> = { help: { type: "boolean", short: "h" } };
for (const spec of COMMANDS)
  for (const [key, option] of Object.entries(spec.options)) {
    const known = ALL_OPTIONS[key];
    if (known && known.type !== option.type)
      throw new Error(`--${key} is a ${known.type} and a ${option.type}`);
    ALL_OPTIONS[key] = { ...known, ...option };
  }

/** The parsed command, or "help" for `--help`/`-h` or no command at all. */
export function parseCommand(argv: string[]): OpsCommand | PublishCommand | "help" {
  const { values, positionals } = parseArgs({
    args: argv,
    options: ALL_OPTIONS,
    allowPositionals: true,
    strict: true,
  });
  if (values.help === true || positionals.length === 0) return "help";
  for (const spec of COMMANDS)
    for (const path of spec.paths)
      if (path.every((word, i) => positionals[i] === word)) return spec.parse(argv, path);
  throw new UsageError(`Unknown command "${positionals.join(" ")}"\n\n${USAGE}`);
}

export function parseOpsArgs(argv: string[]): OpsCommand | "help" {
  const command = parseCommand(argv);
  if (command !== "help" && command.cmd === "remotes.publish")
    throw new UsageError(`"remotes publish" runs on the publisher's machine, not as an ops command`);
  return command;
}

/** `remotes publish …` (undefined for any other command): handled apart, it needs no database. */
export function parsePublishArgs(argv: string[]): PublishCommand | undefined {
  if (argv[0] !== "remotes" || argv[1] !== "publish") return undefined;
  const command = parseCommand(argv);
  return command !== "help" && command.cmd === "remotes.publish" ? command : undefined;
}
