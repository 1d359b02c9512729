// ShellProps as the host hands them to a parcel, for a remote's tests: a real event bus, spies for
// navigate and the session, and a signed-in profile unless the test says otherwise.
import { vi } from "vitest";
import { createEventBus } from "@parley/shared-contracts/event-bus";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import type { Profile } from "@parley/shared-contracts/api/profile";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { SHELL_CONTRACT_VERSION, type ApiFetch, type ShellProps } from "@parley/shared-contracts/shell";

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
  /** Default: `signedInProfile`; null = signed out. */
  profile?: Profile | null;
  /** The profile `session.refresh()` answers (default: `signedInProfile`). */
  refreshedProfile?: Profile;
  /** Default "acme"; null = the root domain. */
  subdomain?: string | null;
  pathname?: string;
  search?: string;
  hash?: string;
  language?: LanguageCode;
  flags?: Record<string, boolean>;
  realtimeOpen?: boolean;
}

export function createFakeShell(options: FakeShellOptions) {
  const navigate = vi.fn<ShellProps["navigate"]>();
  const refresh = vi.fn<ShellProps["session"]["refresh"]>(
    async () => options.refreshedProfile ?? signedInProfile,
  );
  const bus = createEventBus<ParleyEvents>();
  const shell: ShellProps = {
    contractVersion: SHELL_CONTRACT_VERSION,
    bus,
    api: options.api,
    realtime: {
      send: vi.fn(),
      subscribe: () => () => undefined,
      isOpen: () => options.realtimeOpen ?? false,
    },
    navigate,
    location: { pathname: options.pathname ?? "/", search: options.search ?? "", hash: options.hash ?? "" },
    session: {
      profile: options.profile === undefined ? signedInProfile : options.profile,
      subdomain: options.subdomain === undefined ? "acme" : options.subdomain,
      refresh,
      signOut: vi.fn(async () => undefined),
    },
    language: options.language ?? "en",
    flags: options.flags ?? {},
    mountParcel: vi.fn(async () => async () => undefined),
    appVersion: "1.0.0",
  };
  return { shell, navigate, refresh, bus };
}
