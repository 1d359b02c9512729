// The build `npm start` (and `npm run dev`) runs before the server: only the parts whose inputs
// changed (scripts/build.ts `--changed`), so an edit is never served from an old build; with `--dev`
// the remotes are built as version 0.0.0-dev, which may be rebuilt in place.
export function startBuildArgs(options: { dev: boolean }): string[] {
  return ["scripts/build.ts", "--changed", ...(options.dev ? ["--dev"] : [])];
}
