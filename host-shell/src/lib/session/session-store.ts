import { requestOf } from "@parley/shared-contracts/api/endpoint";
import type { Profile } from "@parley/shared-contracts/api/profile";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import type { ApiFetch, ShellSession } from "@parley/shared-contracts/shell";
import type { RefreshOutcome } from "../api-client/token-refresher.ts";
import { PROFILE_PATH, SESSION_PROBE_PATH } from "../api-client/wire-names.ts";
import { INLINE_SESSION_ID, takeInlineJson } from "../browser/inline-data.ts";

/** `unreachable`: the server did not answer the profile call (network or 5xx); the shell offers a retry. */
export type SessionStatus = "loading" | "signed-in" | "signed-out" | "unreachable";

export interface SessionState {
  status: SessionStatus;
  profile: Profile | null;
  /** The contract object handed to parcels (stable until the state changes). */
  session: ShellSession;
  /**
   * Signed out with Sign out, not by an expired session: the guard then sends the user to plain
   * /sign-in (the server remembers the page as last_visited_path) instead of /sign-in?next=.
   */
  byUser: boolean;
}

export interface SessionStoreOptions {
  api: ApiFetch;
  /** The api client's shared token refresh (used when the probe says `refreshable`). */
  refreshSession: () => Promise<RefreshOutcome>;
  tenant: string | null;
  /** Path (with query) the user is on, sent with logout as last_visited_path. */
  currentPath: () => string;
  /** Where to go after signing out. */
  navigate: (to: string) => void;
  /**
   * The probe's answer the server put into the document (signed in, or no workspace), used by the
   * first load instead of asking; later loads ask.
   */
  initialProbe?: InlineProbe | null;
}

/** What the document can say of the session (server/src/modules/shell-document/document-head.ts). */
export type InlineProbe = "signed-in" | "no-workspace";

/** The document's probe answer, once (null without one). */
export function takeInlineProbe(doc?: Document): InlineProbe | null {
  const body = takeInlineJson(INLINE_SESSION_ID, doc) as { session?: unknown } | undefined;
  const session = body?.session;
  return session === "signed-in" || session === "no-workspace" ? session : null;
}

/**
 * The signed-in member, read from memberEndpoints.profile. Unless already signed in, the session
 * probe (always 200) is asked first, so a signed-out page makes no call that fails: signed out and no
 * workspace end there, `refreshable` refreshes the token before the profile is read. A 401 of the
 * profile itself (a session revoked meanwhile) still means signed out after the api client's refresh. A small external store: React reads it with
 * useSyncExternalStore, the props of every parcel are rebuilt from it.
 */
export function createSessionStore(options: SessionStoreOptions) {
  const listeners = new Set<() => void>();
  let loading: Promise<Profile | null> | null = null;
  let state: SessionState;

  const refresh = (): Promise<Profile | null> => load();
  const signOut = async (): Promise<void> => {
    const { path, init } = requestOf(shellEndpoints.logout, {
      body: { last_visited_path: options.currentPath() },
    });
    await options.api(path, init).catch(() => undefined);
    set("signed-out", null, true);
    options.navigate("/sign-in");
  };

  function set(status: SessionStatus, profile: Profile | null, byUser = false): void {
    if (state && state.status === status && state.profile === profile && state.byUser === byUser) return;
    state = { status, profile, session: { profile, subdomain: options.tenant, refresh, signOut }, byUser };
    for (const listener of [...listeners]) listener();
  }
  set("loading", null);

  let inlineProbe = options.initialProbe ?? null;

  /** The probe's answer (null: unreachable): the document's for the first load, the server's after. */
  async function askProbe(): Promise<{ session?: string } | null> {
    const known = inlineProbe;
    inlineProbe = null;
    if (known !== null) return { session: known };
    try {
      const response = await options.api(SESSION_PROBE_PATH, { cache: "no-store" });
      return response.ok ? ((await response.json()) as { session?: string }) : null;
    } catch {
      return null;
    }
  }

  /** False when the probe settled the state (signed out, no workspace, refresh refused, down). */
  async function probe(): Promise<boolean> {
    const answer = await askProbe();
    if (answer === null) {
      set("unreachable", null);
      return false;
    }
    if (answer.session === "signed-out" || answer.session === "no-workspace") {
      set("signed-out", null);
      return false;
    }
    if (answer.session !== "refreshable") return true;
    const outcome = await options.refreshSession();
    if (outcome === "refreshed") return true;
    set(outcome === "rejected" ? "signed-out" : "unreachable", null);
    return false;
  }

  async function fetchProfile(): Promise<Profile | null> {
    if (state.status !== "signed-in" && !(await probe())) return null;
    let response: Response;
    try {
      response = await options.api(PROFILE_PATH, { cache: "no-store" });
    } catch {
      set("unreachable", null);
      return null;
    }
    if (response.ok) {
      const profile = (await response.json()) as Profile;
      set("signed-in", profile);
      return profile;
    }
    // 404: no workspace on this host (the root domain, an unknown or special host). That is no
    // network failure: signed out, the sign-in route shows the workspace finder or the workspace error.
    if (response.status === 401 || response.status === 403 || response.status === 404)
      set("signed-out", null);
    else set("unreachable", null);
    return null;
  }

  function load(): Promise<Profile | null> {
    loading ??= fetchProfile().finally(() => {
      loading = null;
    });
    return loading;
  }

  /**
   * A load that begins now. A load already under way may have asked before the session cookies
   * changed (the admin host's hand-over sets them): joining it would keep its stale answer.
   */
  function reload(): Promise<Profile | null> {
    const pending = loading;
    return pending === null ? load() : pending.then(load, load);
  }

  return {
    getState: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    reload,
    /** The refresh token was refused: the session is over. */
    expire(): void {
      set("signed-out", null);
    },
    /** A retry after `unreachable`. */
    retry(): Promise<Profile | null> {
      set("loading", null);
      return load();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
