// Fresh imports of the server's code in a process that has imported it before (server-standby.ts): a
// module is loaded once per URL, so each load of the server gets a generation, `?dev=<n>`, on the URL
// of every module under the fresh folders (the server's code and the contracts it imports), passed on
// from importer to import. Installed packages keep their URL: loaded once, shared by every generation.
import { registerHooks } from "node:module";

const PARAM = "dev";

/** The URL `url` resolved from `parentUrl` takes: its parent's generation when it lies in a fresh folder. */
export function freshUrl(
  url: string,
  parentUrl: string | undefined,
  freshFolders: readonly string[],
): string {
  if (!url.startsWith("file:")) return url;
  const target = new URL(url);
  if (target.searchParams.has(PARAM)) return url;
  const path = target.pathname;
  if (!freshFolders.some((folder) => path.startsWith(folder))) return url;
  const generation = parentUrl?.startsWith("file:") ? new URL(parentUrl).searchParams.get(PARAM) : null;
  if (generation === null) return url;
  target.searchParams.set(PARAM, generation);
  return target.href;
}

/** `url` as generation `generation` imports it. */
export function generationUrl(url: string, generation: number): string {
  const target = new URL(url);
  target.searchParams.set(PARAM, String(generation));
  return target.href;
}

/** Gives imports under `freshFolders` (URL paths ending in "/") their importer's generation. */
export function registerFreshImports(freshFolders: readonly string[]): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      return { ...resolved, url: freshUrl(resolved.url, context.parentURL, freshFolders) };
    },
  });
}
