import { vi } from "vitest";
import {
  createEventBus,
  SHELL_CONTRACT_VERSION,
  type ApiFetch,
  type LanguageCode,
  type ParleyEvents,
  type Profile,
  type ShellProps,
  type SignInOption,
} from "@parley/shared-contracts";

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** A canned answer, or a function of the request (may be slow, may throw like a network failure). */
export type FakeRoute = FakeAnswer | ((init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>);

export interface RecordedCall {
  method: string;
  path: string;
  body: string | null;
}

/**
 * The host's `api` for tests: answers from a table keyed "METHOD /path" (unknown paths get the
 * server's 404 envelope) and records every call. Routes may be replaced between steps.
 */
export function createFakeApi(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const api: ApiFetch = async (path, init) => {
    const method = (init?.method ?? "GET").toUpperCase();
    calls.push({ method, path, body: init?.body == null ? null : String(init.body) });
    const route = routes[`${method} ${path}`];
    const answer: FakeAnswer =
      route === undefined
        ? { status: 404, body: { error: { message: "Not found", code: "not_found" } } }
        : typeof route === "function"
          ? await route(init)
          : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  };
  return {
    api,
    routes,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** `GET /api/v1/accounts/{subdomain}` answer for a workspace. */
export function workspaceAnswer(
  options: SignInOption[],
  extra: Record<string, unknown> = {},
  subdomain = "acme",
  name = "Acme",
): FakeAnswer {
  return { status: 200, body: { data: { subdomain, name, logo: null, sign_in_options: options, ...extra } } };
}

export const signedInProfile: Profile = {
  id: 1,
  name: "Ada Owner",
  email: "owner@acme.test",
  image_url: null,
  role: "owner",
  is_email_unsubscribed: false,
  account: {
    id: 1,
    subdomain: "acme",
    name: "Acme",
    logo: null,
    balance: "10.00",
    free_trial: { end_at: null },
    is_owner_or_admin: true,
    dlp_enabled: "WARN",
  },
  behavior_settings: {
    markdown_view: true,
    latex_view: false,
    explicit_url_detection: false,
    function_call_aggressiveness: 1,
    commentary_enabled: false,
  },
};

export interface FakeShellOptions {
  api: ApiFetch;
  subdomain?: string | null;
  profile?: Profile | null;
  search?: string;
  language?: LanguageCode;
}

/** ShellProps as the host hands them, with a real event bus and spies for navigate and the session. */
export function createFakeShell(options: FakeShellOptions) {
  const refresh = vi.fn<ShellProps["session"]["refresh"]>(async () => signedInProfile);
  const navigate = vi.fn<ShellProps["navigate"]>();
  const shell: ShellProps = {
    contractVersion: SHELL_CONTRACT_VERSION,
    bus: createEventBus<ParleyEvents>(),
    api: options.api,
    realtime: { send: vi.fn(), subscribe: () => () => undefined, isOpen: () => false },
    navigate,
    location: { pathname: "/sign-in", search: options.search ?? "", hash: "" },
    session: {
      profile: options.profile ?? null,
      subdomain: options.subdomain === undefined ? "acme" : options.subdomain,
      refresh,
      signOut: vi.fn(async () => undefined),
    },
    language: options.language ?? "en",
    flags: {},
    mountParcel: vi.fn(async () => async () => undefined),
    appVersion: "1.0.0",
  };
  return { shell, navigate, refresh };
}
