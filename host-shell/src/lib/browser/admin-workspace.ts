// The admin host (`admin.<base domain>`) manages one workspace at a time: the one Manage account
// named in `?account=`, remembered for the tab (session storage) so later pages need no query.
import type { HostInfo } from "./host.ts";

const STORAGE_KEY = "parley_admin_account";
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The workspace the admin host manages: the query's `account`, else the tab's last one, else null. */
export function adminWorkspace(search: string, storage: Storage | null = tabStorage()): string | null {
  const named = new URLSearchParams(search).get("account")?.trim().toLowerCase() ?? "";
  if (LABEL.test(named)) {
    try {
      storage?.setItem(STORAGE_KEY, named);
    } catch {
      // Not remembered: the query still chose it for this page.
    }
    return named;
  }
  const stored = storage?.getItem(STORAGE_KEY) ?? null;
  return stored !== null && LABEL.test(stored) ? stored : null;
}

/** On the admin host the tenant is the managed workspace; other hosts are unchanged. */
export function withAdminWorkspace(host: HostInfo, search: string): HostInfo {
  return host.isAdminHost ? { ...host, tenant: adminWorkspace(search) } : host;
}
