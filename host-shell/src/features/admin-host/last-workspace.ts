// The workspace whose member last signed in on the admin host, in this browser: the admin host's own
// page links to it ("Go to your workspace") when no workspace is chosen for the tab. Kept only after the
// server accepted a session of that workspace, so a mistyped `?account=` is never remembered.
import { readStorage, writeStorage } from "../../lib/browser/storage.ts";
import { readHost, siblingHostUrl } from "../../lib/browser/host.ts";

const STORAGE_KEY = "parley_admin_last_workspace";
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function rememberWorkspace(subdomain: string): void {
  if (LABEL.test(subdomain) && readStorage(STORAGE_KEY) !== subdomain) writeStorage(STORAGE_KEY, subdomain);
}

export function lastWorkspace(): string | null {
  const stored = readStorage(STORAGE_KEY);
  return stored !== null && LABEL.test(stored) ? stored : null;
}

/** The home page of a workspace beside this admin host (`admin.localhost:8080` → `acme.localhost:8080/`). */
export function workspaceHomeUrl(
  subdomain: string,
  location: Pick<Location, "protocol" | "hostname" | "port"> = window.location,
): string {
  return `${siblingHostUrl(subdomain, location)}/`;
}

/** The workspace finder on the root domain (its sign-in route asks for the subdomain). */
export function workspaceFinderUrl(
  location: Pick<Location, "protocol" | "hostname" | "port"> = window.location,
): string {
  const { baseDomain } = readHost(location.hostname);
  return `${location.protocol}//${baseDomain}${location.port ? `:${location.port}` : ""}/sign-in`;
}
