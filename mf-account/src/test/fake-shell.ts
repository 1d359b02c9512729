// The kit's fake shell as the host hands it on /account-settings (a trial and a balance to show).
import type { Profile } from "@parley/shared-contracts/api/profile";
import {
  createFakeShell as createKitShell,
  signedInProfile as kitProfile,
  type FakeShellOptions,
} from "@parley/ui-kit/testing/fake-shell.ts";

export { createFakeApi, type FakeRoute } from "@parley/ui-kit/testing/fake-api.ts";

export const signedInProfile: Profile = {
  ...kitProfile,
  account: { ...kitProfile.account, balance: "1234.5", free_trial: { end_at: "2030-01-02T03:04:00.000Z" } },
};

export function createFakeShell(options: Pick<FakeShellOptions, "api" | "profile" | "hash" | "language">) {
  return createKitShell({
    pathname: "/account-settings",
    hash: "#my-profile",
    realtimeOpen: true,
    ...options,
    profile: options.profile === undefined ? signedInProfile : options.profile,
    refreshedProfile: signedInProfile,
  });
}
