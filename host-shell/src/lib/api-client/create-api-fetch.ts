import { ADMIN_WORKSPACE_HEADER } from "@parley/shared-contracts/api/admin-constants";
import type { ApiFetch, ApiUpload } from "@parley/shared-contracts/shell";
import { readCookie } from "../browser/cookies.ts";
import { refreshAcrossTabs } from "./cross-tab-refresh.ts";
import { createTokenRefresher, type RefreshOutcome } from "./token-refresher.ts";
import { xhrRequest, type XhrOptions } from "./xhr-transport.ts";
import {
  AUTHENTICATION_PREFIX,
  CC_SESSION_PATH,
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
  REFRESH_PATH,
} from "./wire-names.ts";

export interface ApiClientOptions {
  /** The interface language, sent as Accept-Language. */
  language: () => string;
  /** The admin host names the workspace it manages on every call (docs/admin-site.md). */
  workspace?: string | null;
  /** The refresh token was refused: the session is over (the guard then sends the user to sign-in). */
  onSessionExpired: () => void;
  fetch?: typeof fetch;
  /** The upload transport (tests pass a fake XMLHttpRequest). */
  createXhr?: XhrOptions["createXhr"];
  cookies?: () => string;
  now?: () => number;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function pathOf(input: string): string {
  return new URL(input, "http://parley.invalid").pathname;
}

/** Whether a 401 of this call may be cured by a refresh (not for calls that manage the session). */
function refreshable(path: string): boolean {
  const pathname = pathOf(path);
  return !pathname.startsWith(AUTHENTICATION_PREFIX) || pathname === CC_SESSION_PATH;
}

export interface ApiClient {
  api: ApiFetch;
  upload: ApiUpload;
  /** The shared, throttled token refresh (the session probe's `refreshable`). */
  refreshSession: () => Promise<RefreshOutcome>;
}

/**
 * The shell's authenticated fetch (ShellProps.api) and upload (ShellProps.upload): cookies,
 * Accept-Language, the CSRF header on state-changing calls, and on a 401 one shared, throttled token
 * refresh followed by one retry. Bodies must be re-sendable (string, FormData, URLSearchParams, Blob)
 * for that retry.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? (() => document.cookie);

  function headersFor(method: string, given?: HeadersInit): Headers {
    const headers = new Headers(given);
    if (!headers.has("Accept-Language")) headers.set("Accept-Language", options.language());
    if (!headers.has("Accept")) headers.set("Accept", "application/json");
    if (options.workspace) headers.set(ADMIN_WORKSPACE_HEADER, options.workspace);
    if (!SAFE_METHODS.has(method) && !headers.has(CSRF_HEADER_NAME)) {
      const token = readCookie(CSRF_COOKIE_NAME, cookies());
      if (token) headers.set(CSRF_HEADER_NAME, token);
    }
    return headers;
  }

  function send(path: string, init: RequestInit = {}): Promise<Response> {
    const method = (init.method ?? "GET").toUpperCase();
    return doFetch(path, {
      ...init,
      method,
      headers: headersFor(method, init.headers),
      credentials: "include",
    });
  }

  async function refresh(): Promise<RefreshOutcome> {
    const response = await send(REFRESH_PATH, { method: "POST" });
    if (response.ok) return "refreshed";
    return response.status >= 400 && response.status < 500 ? "rejected" : "unreachable";
  }

  const refreshOnce = createTokenRefresher({
    refresh: refreshAcrossTabs(refresh),
    onRejected: options.onSessionExpired,
    now: options.now,
  });

  /** One call with the shared refresh-and-retry-once on 401. */
  async function withRefresh(path: string, call: () => Promise<Response>): Promise<Response> {
    const response = await call();
    if (response.status !== 401 || !refreshable(path)) return response;
    const outcome = await refreshOnce();
    return outcome === "refreshed" ? call() : response;
  }

  return {
    refreshSession: refreshOnce,
    api: (path, init) => withRefresh(path, () => send(path, init)),
    upload: (path, body, { method = "POST", onProgress, signal } = {}) =>
      withRefresh(path, () =>
        xhrRequest(path, {
          method,
          headers: headersFor(method),
          body,
          onProgress,
          signal,
          createXhr: options.createXhr,
        }),
      ),
  };
}

/** The authenticated fetch alone (ShellProps.api). */
export function createApiFetch(options: ApiClientOptions): ApiFetch {
  return createApiClient(options).api;
}
