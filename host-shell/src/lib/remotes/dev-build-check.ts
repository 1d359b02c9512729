// The check of a build a browser override loads from a dev server: the same contract check a publish
// runs (shared-contracts remote-contract.ts), against the shell contract the server serves with the
// override's status, with the dev server's origin as the URL the build must be made for. Loaded on
// demand (it brings zod): only pages with an override ask for it.
import { checkRemoteBuild, type BuildFiles } from "@parley/shared-contracts/remote-contract";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { fetchDevOverrideStatus } from "../../features/dev-override/dev-override-api.ts";

const FILES = ["parley-remote.json", "mf-manifest.json"] as const;

async function text(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { mode: "cors", cache: "no-store" });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

async function exists(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: "HEAD", mode: "cors", cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

/**
 * The differences between the dev server's build of `container` and the shell's contract; none when
 * it passes, or when the dev server does not answer at all (then the load itself fails and falls back).
 */
export async function checkDevBuild(api: ApiFetch, container: string, origin: string): Promise<string[]> {
  const [status, info, manifest, entry] = await Promise.all([
    fetchDevOverrideStatus(api).catch(() => null),
    text(`${origin}/${FILES[0]}`),
    text(`${origin}/${FILES[1]}`),
    exists(`${origin}/remoteEntry.js`),
  ]);
  if (info === undefined && manifest === undefined && !entry) return [];
  const files: Record<string, string | undefined> = { [FILES[0]]: info, [FILES[1]]: manifest };
  const build: BuildFiles = {
    has: (path) => (path === "remoteEntry.js" ? entry : files[path] !== undefined),
    text: (path) => files[path],
  };
  const check = checkRemoteBuild(build, status?.shell_contract ?? undefined, { publicPath: `${origin}/` });
  const differences = check.differences.map((d) => `${d.sign} ${d.message}`);
  if (check.name !== undefined && check.name !== container)
    differences.push(`! the dev server serves ${check.name}, not ${container}`);
  return differences;
}
