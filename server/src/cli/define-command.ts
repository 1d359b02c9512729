// One ops command as the spec table (command-specs.ts) declares it. Its words, positionals and options
// are written once, the way `help` shows them, so the parser, its usage errors and the help all read
// the same declaration and cannot drift apart.
import { parseArgs } from "node:util";
import type { ParseArgsOptionDescriptor } from "node:util";

export class UsageError extends Error {
  override name = "UsageError";
}

/** parseArgs' own option (type, short, multiple, default; it ignores the rest) and what we add. */
export interface OptionSpec extends ParseArgsOptionDescriptor {
  /** What the help shows after the flag (`<email>`, `yes|no`); booleans take none. */
  value?: string;
  required?: boolean;
  /** The only values accepted; the parsed value is typed as their union. */
  choices?: readonly string[];
}
type OptionSpecs = Readonly<Record<string, OptionSpec>>;

type OneValue<O extends OptionSpec> = O extends { choices: readonly (infer C)[] }
  ? C
  : O["type"] extends "boolean"
    ? boolean
    : string;
type OptionValue<O extends OptionSpec> = O extends { multiple: true } ? OneValue<O>[] : OneValue<O>;
export type OptionValues<O extends OptionSpecs> = {
  -readonly [K in keyof O]: O[K] extends { required: true } | { default: unknown }
    ? OptionValue<O[K]>
    : OptionValue<O[K]> | undefined;
};

/**
 * A positional as the help writes it: `<name>`, `[<name>]` (optional, last), `<name>...` (one or more,
 * last), `<name|--flag>` or `<name>...|--flag` (the flag instead: null, or [null]); other text (such as
 * `warn|block`) is a required one whose values the command checks itself.
 */
type PositionalValue<S> = S extends `[${string}]`
  ? string | undefined
  : S extends `${string}...|--${string}`
    ? (string | null)[]
    : S extends `${string}...${string}`
      ? string[]
      : S extends `${string}|--${string}`
        ? string | null
        : string;
export type PositionalValues<P extends readonly string[]> = {
  -readonly [I in keyof P]: PositionalValue<P[I]>;
};

/** `models disable|enable|remove` declares three commands: its build is told which one ran. */
type LastWord<W extends string> = W extends `${string} ${infer Rest}` ? LastWord<Rest> : W;
type Alternatives<S extends string> = S extends `${infer A}|${infer B}` ? A | Alternatives<B> : S;
export type Action<W extends string> = Alternatives<LastWord<W>>;

export interface CommandSpec<R> {
  /** Each way to call it, e.g. ["models", "disable"], ["models", "enable"]. */
  readonly paths: readonly (readonly string[])[];
  /** Its usage line, as errors and `help` show it (without `npm run ops --`). */
  readonly usage: string;
  readonly help: string | undefined;
  /** parseArgs' options: the declared ones and the flags a positional can be replaced by. */
  readonly options: Readonly<Record<string, ParseArgsOptionDescriptor>>;
  /** argv of a command whose path is `path` (as matched); throws UsageError or parseArgs' TypeError. */
  parse(argv: readonly string[], path: readonly string[]): R;
}

interface Declaration<W extends string, P extends readonly string[], O extends OptionSpecs, R> {
  positionals?: P;
  options?: O;
  /** A note for `help`: why or when, not a repeat of the usage line. */
  help?: string;
  build(positionals: PositionalValues<P>, options: OptionValues<O>, action: Action<W>): R;
}

/** `const command = commandsOf<Result>()`: fixes the table's result type, inferring the rest per entry. */
export function commandsOf<R>() {
  return <
    const W extends string,
    const P extends readonly string[] = [],
    const O extends OptionSpecs = Record<never, OptionSpec>,
  >(
    words: W,
    declaration: Declaration<W, P, O, R>,
  ): CommandSpec<R> => defineCommand(words, declaration);
}

function defineCommand<W extends string, P extends readonly string[], O extends OptionSpecs, R>(
  words: W,
  declaration: Declaration<W, P, O, R>,
): CommandSpec<R> {
  const { help, build } = declaration;
  const positionals: readonly string[] = declaration.positionals ?? [];
  const options: OptionSpecs = declaration.options ?? {};
  const slots = positionals.map((text) => ({
    optional: /^\[.*\]$/.test(text),
    variadic: text.includes("..."),
    flag: /\|--([\w-]+)/.exec(text)?.[1],
  }));
  const usage = [
    words,
    ...positionals,
    ...Object.entries(options).map(([key, o]) => optionUsage(key, o)),
  ].join(" ");
  const descriptors: Record<string, ParseArgsOptionDescriptor> = { ...options };
  for (const { flag } of slots) if (flag !== undefined) descriptors[flag] = { type: "boolean" };
  const leading = words.split(" ");
  const paths = (leading.pop() ?? "").split("|").map((action) => [...leading, action]);

  return {
    paths,
    usage,
    help,
    options: descriptors,
    parse(argv, path) {
      const withHelp: Record<string, ParseArgsOptionDescriptor> = {
        ...descriptors,
        help: { type: "boolean", short: "h" },
      };
      const { values, positionals: given } = parseArgs({
        args: [...argv],
        options: withHelp,
        allowPositionals: true,
        strict: true,
      });
      const args = given.slice(path.length);
      const wrongCount = () => new UsageError(`Usage: npm run ops -- ${usage}`);
      const parsed = slots.map((slot) => {
        if (slot.flag !== undefined && values[slot.flag] === true) return slot.variadic ? [null] : null;
        if (slot.variadic) {
          if (args.length === 0) throw wrongCount();
          return args.splice(0);
        }
        if (args.length === 0 && !slot.optional) throw wrongCount();
        return args.shift();
      });
      if (args.length > 0) throw wrongCount();
      for (const [key, o] of Object.entries(options)) {
        const value = values[key];
        if (o.required && value === undefined) throw new UsageError(`--${key} is required`);
        for (const one of Array.isArray(value) ? value : [value])
          if (o.choices && typeof one === "string" && !o.choices.includes(one))
            throw new UsageError(`--${key} must be one of ${o.choices.join(", ")}`);
      }
      // The checks above are what the two mapped types promise.
      return withoutUndefined(
        build(parsed as PositionalValues<P>, values as OptionValues<O>, (path.at(-1) ?? "") as Action<W>),
      );
    },
  };
}

function optionUsage(key: string, { type, value, required, multiple }: OptionSpec): string {
  const flag = type === "boolean" ? `--${key}` : `--${key} ${value ?? "<value>"}`;
  return required ? flag : `[${flag}]${multiple ? "..." : ""}`;
}

/** Builds write an option not given as `key: undefined`; the command leaves it out, as JSON would. */
function withoutUndefined<T>(value: T): T {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return Object.fromEntries(entries.map(([k, v]) => [k, withoutUndefined(v)])) as T;
}
