// The build `npm start` runs before the server: only the parts whose inputs changed
// (scripts/build.ts `--changed`), so an edit is never served from an old build; with `--dev` the
// remotes are built as version 0.0.0-dev, which may be rebuilt in place. (`npm run dev` builds
// nothing up front: its dev servers compile in memory, scripts/dev/.)
export function startBuildArgs(options: { dev: boolean }): string[] {
  return ["scripts/build.ts", "--changed", ...(options.dev ? ["--dev"] : [])];
}
