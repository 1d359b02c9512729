// Manage account's hand-over on the admin host (docs/admin-site.md § Reaching it): the workspace's
// shell opens `…#handoff=<token>`; this tab takes the token out of its address before anything else
// loads (no remote, log or bookmark sees it) and exchanges it for the admin host's own session.
import { ADMIN_HANDOFF_FRAGMENT } from "@parley/shared-contracts/api/admin-constants";
import { requestOf } from "@parley/shared-contracts/api/endpoint";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import type { ApiFetch } from "@parley/shared-contracts/shell";

const TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

/** The fragment's hand-over token, removed from the address at once (history.replaceState); or null. */
export function takeAdminHandoff(
  location: Pick<Location, "pathname" | "search" | "hash">,
  history: Pick<History, "replaceState" | "state">,
): string | null {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const token = fragment.get(ADMIN_HANDOFF_FRAGMENT);
  if (token === null) return null;
  fragment.delete(ADMIN_HANDOFF_FRAGMENT);
  const rest = fragment.toString();
  history.replaceState(history.state, "", `${location.pathname}${location.search}${rest ? `#${rest}` : ""}`);
  return TOKEN.test(token) ? token : null;
}

/**
 * Signs this tab in with the token (the server sets the admin host's cookies). A refusal (used,
 * expired, no longer allowed) or a network failure just leaves the tab signed out: the ordinary
 * sign-in follows.
 */
export async function exchangeAdminHandoff(
  api: ApiFetch,
  token: string,
  retryDelayMs = 500,
): Promise<boolean> {
  let outcome = await exchangeOnce(api, token);
  // A server that did not answer (offline, 5xx, rate limited) gets one more try: the token is
  // single use, so a refusal (401) is final, and a retry after a lost answer is refused at worst.
  if (outcome === "retry") {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    outcome = await exchangeOnce(api, token);
  }
  return outcome === "signed-in";
}

async function exchangeOnce(api: ApiFetch, token: string): Promise<"signed-in" | "refused" | "retry"> {
  try {
    const { path, init } = requestOf(shellEndpoints.adminHandoff, { body: { token } });
    const response = await api(path, init);
    if (response.ok) return "signed-in";
    return response.status >= 500 || response.status === 429 ? "retry" : "refused";
  } catch {
    return "retry";
  }
}
