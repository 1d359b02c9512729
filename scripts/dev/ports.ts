// The fixed port of each front end's dev server: host-shell on 3000, then each `mf-*` workspace in
// the order of the root package.json's `workspaces` on 3001, 3002, … (mf-auth 3001 … mf-admin 3008).
// A remote added by `npm run new:remote` is appended to the workspaces, so it gets the next port with
// no edit here. The server is told the origins through PARLEY_DEV_SERVERS (env.ts).
import { remoteWorkspaceNames } from "../build/workspaces.ts";

export const HOST_WORKSPACE = "host-shell";
/** The host's port; the remotes follow it. */
export const FIRST_DEV_PORT = 3000;

/** Workspace → port, the host first, for the `mf-*` names in `remotes` (the workspaces' order). */
export function devPortTable(remotes: readonly string[]): Map<string, number> {
  const table = new Map<string, number>([[HOST_WORKSPACE, FIRST_DEV_PORT]]);
  remotes.forEach((name, index) => table.set(name, FIRST_DEV_PORT + 1 + index));
  return table;
}

/** The port table of the checkout at `root` (its package.json's workspaces). */
export function devPorts(root: string): Map<string, number> {
  return devPortTable(remoteWorkspaceNames(root));
}

/** The dev server port of `workspace`; throws for a workspace that has no dev server. */
export function devPortOf(root: string, workspace: string): number {
  const port = devPorts(root).get(workspace);
  if (port === undefined) {
    const known = [...devPorts(root).keys()].join(", ");
    throw new Error(`${workspace} has no dev server (known: ${known})`);
  }
  return port;
}

/** The origin the page loads a dev server's files from. */
export function devOrigin(port: number): string {
  return `http://localhost:${port}`;
}
