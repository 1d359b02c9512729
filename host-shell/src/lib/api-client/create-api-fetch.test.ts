import { describe, expect, it, vi } from "vitest";
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  SESSION_PROBE_PATH as PROBE_IN_CONTRACTS,
} from "@parley/shared-contracts/api/auth";
import { CC_SESSION_PATH as CC_IN_CONTRACTS } from "@parley/shared-contracts/api/manage-account";
import { REMOTE_LOADS_PATH as LOADS_IN_CONTRACTS } from "@parley/shared-contracts/api/remotes";
import { memberEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import { PROFILE_READ } from "@parley/shared-contracts/shell-document";
import { createApiFetch } from "./create-api-fetch.ts";
import {
  AUTHENTICATION_PREFIX,
  CC_SESSION_PATH,
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
  LOGOUT_PATH,
  PROFILE_PATH,
  REFRESH_PATH,
  REMOTE_ERRORS_PATH,
  REMOTE_LOADS_PATH,
  REMOTE_MANIFEST_PATH,
  SESSION_PROBE_PATH,
  VERSION_PATH,
} from "./wire-names.ts";

interface Call {
  path: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
}

/**
 * A fake server: the access token is valid while `tokenValid` is true; a refresh makes it valid
 * again unless `refreshStatus` says otherwise. Refresh answers only when `releaseRefresh` is called,
 * so tests can pile up concurrent callers first.
 */
function fakeServer(options: { refreshStatus?: number; holdRefresh?: boolean } = {}) {
  const calls: Call[] = [];
  const state = { tokenValid: false, now: 10_000 };
  const held: (() => void)[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input);
    const call = {
      path,
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
    };
    calls.push(call);
    if (path === REFRESH_PATH) {
      if (options.holdRefresh) await new Promise<void>((resolve) => held.push(resolve));
      const status = options.refreshStatus ?? 200;
      if (status === 200) state.tokenValid = true;
      return new Response(
        JSON.stringify(status === 200 ? { ok: true } : { error: { message: "Failed to refresh token" } }),
        { status },
      );
    }
    if (path === "/api/v1/authentication/login/") return new Response("{}", { status: 401 });
    return state.tokenValid
      ? new Response(JSON.stringify({ path }), { status: 200 })
      : new Response("{}", { status: 401 });
  });
  const releaseRefresh = () => held.splice(0).forEach((resolve) => resolve());
  const refreshCalls = () => calls.filter((c) => c.path === REFRESH_PATH).length;
  return { fetch, calls, state, releaseRefresh, refreshCalls };
}

function client(server: ReturnType<typeof fakeServer>, cookies = `${CSRF_COOKIE_NAME}=tok%2B1; other=x`) {
  const onSessionExpired = vi.fn();
  const api = createApiFetch({
    language: () => "fr",
    onSessionExpired,
    fetch: server.fetch,
    cookies: () => cookies,
    now: () => server.state.now,
  });
  return { api, onSessionExpired };
}

describe("createApiFetch", () => {
  it("uses the wire names of shared-contracts", () => {
    expect(CSRF_COOKIE_NAME).toBe(CSRF_COOKIE);
    expect(CSRF_HEADER_NAME).toBe(CSRF_HEADER);
    expect(SESSION_PROBE_PATH).toBe(PROBE_IN_CONTRACTS);
    expect(CC_SESSION_PATH).toBe(CC_IN_CONTRACTS);
    expect(REMOTE_LOADS_PATH).toBe(LOADS_IN_CONTRACTS);
    // The document's preload and the shell's profile call must be one path, or the preload is wasted.
    expect(PROFILE_PATH).toBe(PROFILE_READ);
  });

  it("takes every path from the shell's endpoint map", () => {
    expect([
      REFRESH_PATH,
      LOGOUT_PATH,
      PROFILE_PATH,
      SESSION_PROBE_PATH,
      VERSION_PATH,
      REMOTE_MANIFEST_PATH,
      REMOTE_ERRORS_PATH,
      REMOTE_LOADS_PATH,
      CC_SESSION_PATH,
    ]).toEqual([
      shellEndpoints.refresh.pattern,
      shellEndpoints.logout.pattern,
      memberEndpoints.profile.pattern,
      shellEndpoints.sessionProbe.pattern,
      shellEndpoints.version.pattern,
      shellEndpoints.manifest.pattern,
      shellEndpoints.remoteErrors.pattern,
      shellEndpoints.remoteLoads.pattern,
      shellEndpoints.ccSession.pattern,
    ]);
    for (const path of [REFRESH_PATH, LOGOUT_PATH, SESSION_PROBE_PATH, CC_SESSION_PATH])
      expect(path.startsWith(AUTHENTICATION_PREFIX)).toBe(true);
  });

  it("sends cookies and Accept-Language, and the CSRF header only on state-changing calls", async () => {
    const server = fakeServer();
    server.state.tokenValid = true;
    const { api } = client(server);
    await api("/api/v1/members/detail");
    await api("/api/v1/members/detail", { method: "PATCH", body: "{}" });
    const [get, patch] = server.calls;
    expect(get?.credentials).toBe("include");
    expect(get?.headers.get("Accept-Language")).toBe("fr");
    expect(get?.headers.has(CSRF_HEADER_NAME)).toBe(false);
    expect(patch?.method).toBe("PATCH");
    expect(patch?.headers.get(CSRF_HEADER_NAME)).toBe("tok+1");
  });

  it("refreshes once on a 401 and retries the call", async () => {
    const server = fakeServer();
    const { api, onSessionExpired } = client(server);
    const response = await api("/api/v1/members/detail");
    expect(response.status).toBe(200);
    expect(server.calls.map((c) => c.path)).toEqual([
      "/api/v1/members/detail",
      REFRESH_PATH,
      "/api/v1/members/detail",
    ]);
    expect(server.calls[1]?.headers.get(CSRF_HEADER_NAME)).toBe("tok+1");
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("shares one refresh between concurrent callers, then retries each", async () => {
    const server = fakeServer({ holdRefresh: true });
    const { api } = client(server);
    const pending = [api("/a"), api("/b"), api("/c")];
    await vi.waitFor(() => expect(server.refreshCalls()).toBe(1));
    server.releaseRefresh();
    const statuses = (await Promise.all(pending)).map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200]);
    expect(server.refreshCalls()).toBe(1);
    expect(server.calls.filter((c) => c.path === "/a")).toHaveLength(2);
  });

  it("refreshes at most once per second", async () => {
    const server = fakeServer();
    const { api } = client(server);
    await api("/a");
    expect(server.refreshCalls()).toBe(1);

    // The token is refused again 500 ms later: no second refresh inside the window, one retry only.
    server.state.tokenValid = false;
    server.state.now += 500;
    const within = await api("/b");
    expect(server.refreshCalls()).toBe(1);
    expect(within.status).toBe(401);
    expect(server.calls.filter((c) => c.path === "/b")).toHaveLength(2);

    server.state.now += 600;
    const after = await api("/c");
    expect(server.refreshCalls()).toBe(2);
    expect(after.status).toBe(200);
  });

  it("on a refused refresh returns the 401 without retrying and reports the session over once", async () => {
    const server = fakeServer({ refreshStatus: 401, holdRefresh: true });
    const { api, onSessionExpired } = client(server);
    const pending = [api("/a"), api("/b")];
    await vi.waitFor(() => expect(server.refreshCalls()).toBe(1));
    server.releaseRefresh();
    const statuses = (await Promise.all(pending)).map((r) => r.status);
    expect(statuses).toEqual([401, 401]);
    expect(server.calls.filter((c) => c.path === "/a")).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("does not end the session when the refresh endpoint is unreachable", async () => {
    const server = fakeServer({ refreshStatus: 503 });
    const { api, onSessionExpired } = client(server);
    expect((await api("/a")).status).toBe(401);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("never refreshes for the authentication endpoints themselves", async () => {
    const server = fakeServer();
    const { api } = client(server);
    const response = await api("/api/v1/authentication/login/", { method: "POST", body: "x" });
    expect(response.status).toBe(401);
    expect(server.refreshCalls()).toBe(0);
  });

  it("refreshes for the admin-site session, a member call under the authentication prefix", async () => {
    expect(CC_SESSION_PATH).toBe(CC_IN_CONTRACTS);
    const server = fakeServer();
    const { api } = client(server);
    const response = await api(CC_SESSION_PATH, { method: "POST", body: "{}" });
    expect(response.status).toBe(200);
    expect(server.calls.map((c) => c.path)).toEqual([CC_SESSION_PATH, REFRESH_PATH, CC_SESSION_PATH]);
  });
});
