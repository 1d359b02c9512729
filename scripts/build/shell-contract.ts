// The shell's contract as this checkout builds it: the host build writes it into dist/shell/
// (shell-contract.json, read by the server when a remote is published) and `npm run check:remote`
// checks a built remote against it. The singletons' versions are the ones installed for the host.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { shellContract, type ShellContract } from "@parley/shared-contracts/remote-contract";
import { federationRuntimeVersion } from "./federation-runtime.ts";
import { SHARED_MODULES, STRICT_PACKAGES } from "./shared-dependencies.ts";

// Imported through a variable: shell.ts names DOM types, which the Node scripts' tsconfig does not load.
const shellModule = "@parley/shared-contracts/shell";

/** The installed version of a package as the host resolves it (its own node_modules, then the root's). */
function installedVersion(root: string, packageName: string): string {
  for (const dir of [join(root, "host-shell", "node_modules"), join(root, "node_modules")]) {
    const file = join(dir, packageName, "package.json");
    if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
  }
  throw new Error(`${packageName} is not installed (npm ci)`);
}

export async function currentShellContract(root: string): Promise<ShellContract> {
  const { SHELL_CONTRACT_VERSION } = (await import(shellModule)) as { SHELL_CONTRACT_VERSION: number };
  const singletons: ShellContract["singletons"] = {};
  for (const [request, packageName] of Object.entries(SHARED_MODULES)) {
    singletons[request] = {
      version: installedVersion(root, packageName),
      strict: STRICT_PACKAGES.has(packageName),
    };
  }
  return shellContract({
    contractVersion: SHELL_CONTRACT_VERSION,
    federationRuntime: federationRuntimeVersion(root),
    singletons,
  });
}
