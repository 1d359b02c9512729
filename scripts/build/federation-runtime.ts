// The module federation runtime version of this checkout: written into each remote's
// parley-remote.json and compiled into the shell, which refuses a remote built with another major.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export function federationRuntimeVersion(root: string): string {
  const pkg = JSON.parse(
    readFileSync(join(root, "node_modules/@module-federation/runtime/package.json"), "utf8"),
  ) as { version: string };
  return pkg.version;
}
