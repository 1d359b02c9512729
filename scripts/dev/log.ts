// The one log of `npm run dev`: every line starts with the part it comes from (`[mf-tools]`,
// `[host-shell]`, `[server]`), and a build says how long it took and, after an edit, what changed:
//   [mf-tools] built in 4.1 s
//   [mf-tools] rebuilt in 310 ms (src/features/tools-home/tools-home.tsx)
//   [server] restarted in 1420 ms (src/modules/tools/routes.ts)

/** `310 ms` under ten seconds' worth of milliseconds, else `12.4 s`. */
export function formatDuration(ms: number): string {
  return ms < 10_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Every line of `text` with the part's tag in front (a trailing newline adds no empty line). */
export function tagLines(part: string, text: string): string {
  const lines = text.replace(/\r/g, "").replace(/\n$/, "").split("\n");
  return lines.map((line) => `[${part}] ${line}`).join("\n");
}

/** Up to `max` changed files, relative to the part's folder, for the end of a rebuild line. */
export function changedFiles(files: readonly string[], base: string, max = 2): string {
  const prefix = base.endsWith("/") ? base : `${base}/`;
  const names = files.map((file) => (file.startsWith(prefix) ? file.slice(prefix.length) : file));
  if (names.length === 0) return "";
  const shown = names.slice(0, max).join(", ");
  return names.length > max ? ` (${shown} and ${names.length - max} more)` : ` (${shown})`;
}

export interface BuildOutcome {
  part: string;
  /** The first build of this run, or a rebuild after an edit. */
  first: boolean;
  ms: number;
  /** The compilation's error messages (none: it built). */
  errors: readonly string[];
  /** The files whose change started a rebuild. */
  changed?: readonly string[];
  /** The part's folder, to shorten the changed files. */
  base?: string;
}

/** First line of each error, at most three: the full messages are in the browser's overlay. */
function errorSummary(errors: readonly string[]): string {
  const firstLines = errors
    .slice(0, 3)
    .map((error) => `  ${error.trim().split("\n").slice(0, 4).join("\n  ")}`);
  const more = errors.length > 3 ? `\n  … and ${errors.length - 3} more` : "";
  return `${firstLines.join("\n")}${more}`;
}

/** The line (and, for a failure, the errors under it) a finished build prints. */
export function formatBuild(outcome: BuildOutcome): string {
  const verb = outcome.first ? "built" : "rebuilt";
  const changed = outcome.changed && outcome.base ? changedFiles(outcome.changed, outcome.base) : "";
  if (outcome.errors.length === 0)
    return `[${outcome.part}] ${verb} in ${formatDuration(outcome.ms)}${changed}`;
  const count = outcome.errors.length === 1 ? "1 error" : `${outcome.errors.length} errors`;
  return tagLines(
    outcome.part,
    `failed in ${formatDuration(outcome.ms)}${changed}: ${count}\n${errorSummary(outcome.errors)}`,
  );
}
