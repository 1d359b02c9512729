// Finds what scripts/build.ts builds: the host shell and every `mf-*` workspace that has an
// rspack.config.ts (a remote whose issue has not come yet simply has none).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RemoteDefinition } from "./define-remote.ts";
import type { WorkspacePackageJson } from "./shared-dependencies.ts";

export interface RemoteWorkspace {
  /** Workspace folder name, e.g. `mf-auth` (what `--only` takes). */
  workspace: string;
  dir: string;
  packageJson: WorkspacePackageJson;
  definition: RemoteDefinition;
}

export function readPackageJson(dir: string): WorkspacePackageJson {
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as WorkspacePackageJson;
}

/** The container name a workspace folder must declare: `mf-auth` → `mf_auth`. */
export function expectedContainer(workspace: string): string {
  return workspace.replace(/-/g, "_");
}

/**
 * The `mf-*` workspaces of the root package.json, in its order: the one list of remotes, which the
 * build, eslint.config.js, knip.ts and vitest.config.ts read (a new remote adds only its workspace).
 */
export function remoteWorkspaceNames(root: string): string[] {
  const rootPackage = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    workspaces: string[];
  };
  return rootPackage.workspaces.filter((name) => name.startsWith("mf-"));
}

export async function findRemoteWorkspaces(root: string): Promise<RemoteWorkspace[]> {
  const remotes: RemoteWorkspace[] = [];
  for (const workspace of remoteWorkspaceNames(root)) {
    const dir = join(root, workspace);
    const configFile = join(dir, "rspack.config.ts");
    if (!existsSync(configFile)) continue;
    const module = (await import(pathToFileURL(configFile).href)) as { default?: RemoteDefinition };
    const definition = module.default;
    if (!definition?.container || !definition.exposes) {
      throw new Error(
        `${workspace}/rspack.config.ts must default-export defineRemote({ container, exposes }).`,
      );
    }
    if (definition.container !== expectedContainer(workspace)) {
      throw new Error(
        `${workspace}/rspack.config.ts declares container "${definition.container}"; expected "${expectedContainer(workspace)}" (manifest keys equal container names).`,
      );
    }
    remotes.push({ workspace, dir, packageJson: readPackageJson(dir), definition });
  }
  return remotes;
}
