import { vi } from "vitest";
import { createEventBus } from "@parley/shared-contracts/event-bus";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { Profile } from "@parley/shared-contracts/api/profile";
import { SHELL_CONTRACT_VERSION, type ApiFetch, type ShellProps } from "@parley/shared-contracts/shell";

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** A canned answer, or a function of the request (may be slow, may throw like a network failure). */
export type FakeRoute = FakeAnswer | ((init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>);

export interface RecordedCall {
  method: string;
  path: string;
  /** The body as sent (a string, FormData, …). */
  body: BodyInit | null;
}

/**
 * The host's `api` for tests: answers from a table keyed "METHOD /path" (unknown paths get the
 * server's 404 envelope) and records every call. Routes may be replaced between steps.
 */
export function createFakeApi(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const api: ApiFetch = async (path, init) => {
    const method = (init?.method ?? "GET").toUpperCase();
    calls.push({ method, path, body: init?.body ?? null });
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
    balance: "1234.5",
    free_trial: { end_at: "2030-01-02T03:04:00.000Z" },
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
  profile?: Profile | null;
  hash?: string;
  language?: LanguageCode;
}

/** ShellProps as the host hands them on /account-settings, with a real bus and spies. */
export function createFakeShell(options: FakeShellOptions) {
  const navigate = vi.fn<ShellProps["navigate"]>();
  const bus = createEventBus<ParleyEvents>();
  const shell: ShellProps = {
    contractVersion: SHELL_CONTRACT_VERSION,
    bus,
    api: options.api,
    realtime: { send: vi.fn(), subscribe: () => () => undefined, isOpen: () => true },
    navigate,
    location: { pathname: "/account-settings", search: "", hash: options.hash ?? "#my-profile" },
    session: {
      profile: options.profile === undefined ? signedInProfile : options.profile,
      subdomain: "acme",
      refresh: vi.fn(async () => signedInProfile),
      signOut: vi.fn(async () => undefined),
    },
    language: options.language ?? "en",
    flags: {},
    mountParcel: vi.fn(async () => async () => undefined),
    appVersion: "1.0.0",
  };
  return { shell, navigate, bus };
}
