import { DESKTOP_UUID_STORAGE_KEY } from "@parley/shared-contracts/api/helper-app-calls";

/**
 * The desktop (helper app) this browser paired, sent as local_mcp_server_id so a reply offers that
 * desktop's local tools — the ones this page can run — and not those of the member's other machines.
 */
export function desktopUuid(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(DESKTOP_UUID_STORAGE_KEY) ?? undefined;
  } catch {
    // Storage blocked (private mode, policy): no desktop, so every posted desktop's tools.
    return undefined;
  }
}
